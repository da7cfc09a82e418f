import type { ReactNode } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  dataRequestStatusLabels,
  dataRequestStatuses,
  type AdminDataRequest,
  type AdminFeedback,
  type AdminSupportMessage,
  type DataRequestStatus,
} from "@shared/admin/api";
import { ministryRoleLabels, type MinistryRole } from "@shared/feedback/options";
import { dataRequestTypes } from "@shared/privacy/requests";
import { adminOverviewKey, updateDataRequestStatus, useAdminOverview } from "../../api/admin";
import { serverMessage } from "../../lib/api";
import { useAuth } from "../../lib/use-auth";
import { toast } from "../../lib/use-toast";
import { NotFoundPage } from "../../components/layout/not-found";
import { Badge } from "../../components/ui/badge";
import { Select, type SelectOption } from "../../components/ui/select";
import { Spinner } from "../../components/ui/spinner";
import { EmailDeliveries } from "./email-deliveries";
import { formatInstant } from "@shared/dates/format";

function formatDate(iso: string): string {
  return formatInstant(iso, "shortDate");
}

function DateText({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDate(iso)}</time>;
}

function typeLabel(value: string): string {
  return dataRequestTypes.find((type) => type.value === value)?.label ?? value;
}

function roleLabel(value: string): string {
  return ministryRoleLabels[value as MinistryRole] ?? value;
}

/** One labelled value in a card; stacked on phones, two columns from the sm breakpoint. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[8rem_1fr] sm:gap-3">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

function Section({
  id,
  title,
  count,
  empty,
  children,
}: {
  id: string;
  title: string;
  count: number;
  empty: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {title} <span className="text-base font-normal text-muted-foreground">({count})</span>
      </h2>
      {count === 0 ? (
        <p className="rounded-2xl border border-dashed border-border p-6 text-muted-foreground">
          {empty}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">{children}</ul>
      )}
    </section>
  );
}

const cardClass = "rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5";

function DataRequestCard({ request }: { request: AdminDataRequest }) {
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: (status: DataRequestStatus) => updateDataRequestStatus(request.id, status),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminOverviewKey });
      toast({ title: "Status updated" });
    },
    onError: (error) => {
      toast({
        title: "Status not updated",
        description: serverMessage(error, "Please try again."),
        variant: "destructive",
      });
    },
  });
  const selectId = `status-${request.id}`;
  return (
    <li className={cardClass}>
      <dl className="flex flex-col gap-2">
        <Field label="Email">{request.email}</Field>
        <Field label="Type">{typeLabel(request.requestType)}</Field>
        <Field label="Received">
          <DateText iso={request.createdAt} />
        </Field>
        <Field label="Due">
          <span className="inline-flex flex-wrap items-center gap-2">
            <DateText iso={request.dueAt} />
            {request.overdue && <Badge variant="destructive">Overdue</Badge>}
          </span>
        </Field>
        {request.description && (
          <Field label="Description">
            <span className="whitespace-pre-wrap">{request.description}</span>
          </Field>
        )}
        {request.verificationInfo && (
          <Field label="Verification">
            <span className="whitespace-pre-wrap">{request.verificationInfo}</span>
          </Field>
        )}
      </dl>
      <div className="mt-3 flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
        <label htmlFor={selectId} className="text-sm font-medium">
          Status<span className="sr-only"> for request from {request.email}</span>
        </label>
        <div className="w-full sm:w-48">
          <Select
            id={selectId}
            value={request.status}
            disabled={update.isPending}
            options={statusOptions(request.status)}
            onChange={(event) => {
              const status = event.target.value;
              if (isDataRequestStatus(status)) update.mutate(status);
            }}
          />
        </div>
      </div>
    </li>
  );
}

function isDataRequestStatus(value: string): value is DataRequestStatus {
  return (dataRequestStatuses as readonly string[]).includes(value);
}

/** The statuses an operator can set; a status the product no longer offers is shown, not offered. */
function statusOptions(current: string): SelectOption[] {
  const known = dataRequestStatuses.map((status) => ({
    value: status,
    label: dataRequestStatusLabels[status],
  }));
  return isDataRequestStatus(current)
    ? known
    : [{ value: current, label: current, disabled: true }, ...known];
}

function SupportMessageCard({ message }: { message: AdminSupportMessage }) {
  return (
    <li className={cardClass}>
      <dl className="flex flex-col gap-2">
        <Field label="Name">{message.name}</Field>
        <Field label="Email">
          <a
            href={`mailto:${message.email}`}
            className="text-royal-700 underline dark:text-royal-300"
          >
            {message.email}
          </a>
        </Field>
        <Field label="Subject">{message.subject}</Field>
        <Field label="Message">
          <span className="whitespace-pre-wrap">{message.message}</span>
        </Field>
        <Field label="Received">
          <DateText iso={message.createdAt} />
        </Field>
      </dl>
    </li>
  );
}

function FeedbackCard({ entry }: { entry: AdminFeedback }) {
  return (
    <li className={cardClass}>
      <dl className="flex flex-col gap-2">
        <Field label="Role">{roleLabel(entry.role)}</Field>
        <Field label="Impact">
          <span className="whitespace-pre-wrap">{entry.impact}</span>
        </Field>
        <Field label="Suggestions">
          {entry.suggestions ? (
            <span className="whitespace-pre-wrap">{entry.suggestions}</span>
          ) : (
            <span className="text-muted-foreground">None</span>
          )}
        </Field>
        <Field label="Received">
          <DateText iso={entry.createdAt} />
        </Field>
      </dl>
    </li>
  );
}

function Overview() {
  const { data, isLoading, error } = useAdminOverview();
  if (isLoading) return <Spinner label="Loading requests, messages and feedback…" />;
  if (error || !data) {
    return (
      <p role="alert" className="text-destructive">
        {serverMessage(error, "The operator view could not be loaded. Please try again.")}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-10">
      <Section
        id="admin-data-requests"
        title="Data requests"
        count={data.dataRequests.length}
        empty="No data rights requests yet."
      >
        {data.dataRequests.map((request) => (
          <DataRequestCard key={request.id} request={request} />
        ))}
      </Section>
      <Section
        id="admin-support"
        title="Support messages"
        count={data.supportMessages.length}
        empty="No support messages yet."
      >
        {data.supportMessages.map((message) => (
          <SupportMessageCard key={message.id} message={message} />
        ))}
      </Section>
      <Section
        id="admin-feedback"
        title="Feedback"
        count={data.feedback.length}
        empty="No feedback yet."
      >
        {data.feedback.map((entry) => (
          <FeedbackCard key={entry.id} entry={entry} />
        ))}
      </Section>
      <EmailDeliveries />
    </div>
  );
}

/** /admin: the operator's view, for accounts in ADMIN_EMAILS; anyone else sees the 404 page. */
export function AdminPage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <Spinner label="Loading…" />;
  if (!user?.isAdmin) return <NotFoundPage />;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">Operator View</h1>
        <p className="text-muted-foreground">
          Data rights requests (answer within 30 days), support messages and feedback, newest first.
        </p>
      </div>
      <Overview />
    </div>
  );
}
