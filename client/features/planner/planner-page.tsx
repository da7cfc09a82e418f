import { useEffect } from "react";
import { useLocation, useSearch } from "wouter";
import { CalendarRange, LogIn, Plus } from "lucide-react";
import { useLectionaryTable, usePlan, usePlans } from "../../api/calendar";
import { loginHref, useAuth } from "../../lib/use-auth";
import { localToday } from "../../lib/passage-links";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { LectionaryPanel } from "./lectionary-panel";
import { PlanEditor } from "./plan-editor";
import { YearCalendar } from "./year-calendar";

function SeriesList({
  selected,
  onOpen,
}: {
  selected: string | null;
  onOpen: (id: string | null) => void;
}) {
  const plans = usePlans();
  return (
    <nav aria-label="Your series" className="flex flex-wrap gap-2">
      <Button
        variant={selected === null ? "default" : "outline"}
        size="sm"
        onClick={() => onOpen(null)}
      >
        <Plus aria-hidden="true" /> New series
      </Button>
      {plans.data?.plans.map((plan) => (
        <Button
          key={plan.id}
          variant={selected === plan.id ? "default" : "outline"}
          size="sm"
          aria-current={selected === plan.id ? "page" : undefined}
          onClick={() => onOpen(plan.id)}
        >
          {plan.title} · {plan.weekCount} weeks
        </Button>
      ))}
    </nav>
  );
}

function Planner() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const selected = new URLSearchParams(search).get("plan");
  const plan = usePlan(selected);
  const plans = usePlans();
  const lectionary = useLectionaryTable();
  const open = (id: string | null) =>
    navigate(id ? `/planner?plan=${encodeURIComponent(id)}` : "/planner");

  useEffect(() => {
    if (window.location.hash === "#lectionary")
      document.getElementById("lectionary")?.scrollIntoView();
  }, []);

  return (
    <>
      <section
        aria-labelledby="series-title"
        className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6"
      >
        <h2 id="series-title" className="text-xl font-semibold text-royal-900 dark:text-royal-100">
          {selected ? (plan.data?.title ?? "Series") : "Plan a new series"}
        </h2>
        <SeriesList selected={selected} onOpen={open} />
        {selected === null ? (
          <PlanEditor key="new" plan={null} onSaved={open} onDeleted={() => open(null)} />
        ) : plan.isLoading ? (
          <Spinner label="Loading the series..." />
        ) : plan.data ? (
          <PlanEditor
            key={`${plan.data.id}-${plan.data.updatedAt}`}
            plan={plan.data}
            onSaved={open}
            onDeleted={() => open(null)}
          />
        ) : (
          <p className="text-sm">That series was not found. It may have been deleted.</p>
        )}
      </section>
      {/* Opens on the series' year once one is open (and again if its start moves). */}
      <YearCalendar
        key={plan.data?.startDate ?? "today"}
        plans={plans.data?.plans ?? []}
        around={plan.data?.startDate ?? localToday()}
        readings={lectionary.data?.table?.rows ?? []}
        onOpenPlan={open}
      />
      <LectionaryPanel />
    </>
  );
}

/** /planner: sermon series across the church year, and the church's own lectionary. */
export function PlannerPage() {
  const { user, isLoading } = useAuth();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10 sm:py-14">
      <header className="max-w-3xl">
        <h1 className="flex items-center gap-3 font-serif text-3xl font-semibold text-royal-900 sm:text-4xl dark:text-royal-100">
          <CalendarRange className="size-8 shrink-0 text-gold-700" aria-hidden="true" /> Sermon
          Series Planner
        </h1>
        <p className="mt-3 text-lg leading-relaxed text-muted-foreground">
          Plan a series week by week across the church year: a passage and a big idea for each
          Sunday, its place in the calendar, and one tap to start the sermon.
        </p>
      </header>
      {isLoading ? (
        <Spinner label="Loading..." />
      ) : user ? (
        <Planner />
      ) : (
        <section className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-border bg-card p-8 text-center shadow-sm">
          <h2 className="text-2xl font-semibold text-royal-900 dark:text-royal-100">
            Authentication Required
          </h2>
          <p className="text-muted-foreground">Sign in to plan your sermon series.</p>
          <Button asChild size="lg">
            <a href={loginHref("/planner")}>
              <LogIn aria-hidden="true" /> Login/Sign-Up
            </a>
          </Button>
        </section>
      )}
    </div>
  );
}
