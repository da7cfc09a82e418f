import { useEmailDeliveries } from "../../api/admin";
import { serverMessage } from "../../lib/api";

const accessLabels: Record<string, string> = {
  subscriber: "Subscriber",
  trial: "Trial",
  none: "No access",
};

/** "Deliver to Inbox" messages per account, busiest first, and how many recipients opted out. */
export function EmailDeliveries() {
  const { data, error } = useEmailDeliveries();
  return (
    <section aria-labelledby="admin-email-deliveries" className="flex flex-col gap-3">
      <h2 id="admin-email-deliveries" className="text-xl font-semibold">
        Deliver to Inbox
      </h2>
      {error ? (
        <p role="alert" className="text-destructive">
          {serverMessage(error, "Delivery counts could not be loaded.")}
        </p>
      ) : !data ? null : (
        <>
          <p className="text-sm text-muted-foreground">
            Messages sent per account (last 24 hours, last 7 days, all time).{" "}
            {data.optedOutRecipients.toLocaleString("en-US")} recipient
            {data.optedOutRecipients === 1 ? "" : "s"} unsubscribed.
          </p>
          {data.accounts.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-border p-6 text-muted-foreground">
              No content emailed yet.
            </p>
          ) : (
            <div className="overflow-x-auto rounded-2xl border border-border">
              <table className="w-full text-left text-sm">
                <thead className="bg-muted/50 text-muted-foreground">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Account
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Access
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      24 h
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      7 days
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      Total
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.accounts.map((row) => (
                    <tr key={row.userId} className="border-t border-border">
                      <td className="px-3 py-2 [overflow-wrap:anywhere]">
                        {row.name ? `${row.name} · ` : ""}
                        {row.email}
                      </td>
                      <td className="px-3 py-2">{accessLabels[row.access] ?? row.access}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{row.lastDay}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{row.lastWeek}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{row.total}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
