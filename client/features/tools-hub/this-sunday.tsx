import { Link } from "wouter";
import { CalendarDays } from "lucide-react";
import type { CalendarDayResponse } from "@shared/church-year/api";
import { useCalendarDay } from "../../api/calendar";
import { PassageActions } from "../../components/passage-actions";
import { localToday } from "../../lib/passage-links";
import { Spinner } from "../../components/ui/spinner";
import { formatDay } from "@shared/dates/format";

const readingLabels = [
  ["firstReading", "First reading"],
  ["psalm", "Psalm"],
  ["secondReading", "Second reading"],
  ["gospel", "Gospel"],
] as const;

/** The coming Sunday (today on a Sunday), as YYYY-MM-DD in the user's own time zone. */
function comingSundayLocal(): string {
  const today = localToday();
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + ((7 - date.getUTCDay()) % 7));
  return date.toISOString().slice(0, 10);
}

function longDate(iso: string): string {
  return formatDay(iso, "weekdayDate");
}

function Readings({ data }: { data: CalendarDayResponse }) {
  const { readings, table, day } = data;
  if (!table) {
    return (
      <p className="text-sm text-muted-foreground">
        This Sunday&rsquo;s readings show here once you import your church&rsquo;s lectionary table.{" "}
        <Link
          href="/planner#lectionary"
          className="font-medium text-royal-700 underline dark:text-royal-300"
        >
          Import a lectionary
        </Link>
      </p>
    );
  }
  if (!readings) {
    return (
      <p className="text-sm text-muted-foreground">
        Your table &ldquo;{table.name}&rdquo; has no readings for {day.title}, Year{" "}
        {day.churchYear.lectionaryYear}.
      </p>
    );
  }
  return (
    <ul className="flex flex-col divide-y divide-border">
      {readingLabels.map(([key, label]) =>
        readings[key] ? (
          <li
            key={key}
            className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <p>
              <span className="block text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                {label}
              </span>
              <span className="font-serif text-lg text-royal-950 dark:text-royal-50">
                {readings[key]}
              </span>
            </p>
            <PassageActions
              passage={readings[key]}
              date={day.date}
              label={`${label}, ${readings[key]}`}
            />
          </li>
        ) : null,
      )}
    </ul>
  );
}

/** "This Sunday" on the tools hub: the church day, and its readings once a table is imported. */
export function ThisSunday() {
  const sunday = comingSundayLocal();
  const query = useCalendarDay(sunday);
  return (
    <section
      aria-labelledby="this-sunday-title"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-start gap-3">
          <CalendarDays
            className="mt-1 size-5 shrink-0 text-royal-700 dark:text-gold-200"
            aria-hidden="true"
          />
          <div>
            <h2
              id="this-sunday-title"
              className="text-lg font-semibold text-royal-900 dark:text-royal-100"
            >
              This Sunday
            </h2>
            {query.data ? (
              <p className="text-sm text-muted-foreground">
                {longDate(sunday)} ·{" "}
                <span className="font-medium text-foreground">{query.data.day.title}</span>
              </p>
            ) : null}
          </div>
        </div>
        {query.data ? (
          <span className="inline-flex items-center gap-2 rounded-full border border-border px-3 py-1 text-xs font-semibold">
            <span
              aria-hidden="true"
              className="size-2.5 rounded-full"
              style={{ backgroundColor: query.data.day.season.hex }}
            />
            {query.data.day.season.label} · {query.data.day.churchYear.label}
          </span>
        ) : null}
      </div>
      {query.isLoading ? (
        <Spinner label="Finding this Sunday..." />
      ) : query.data ? (
        <Readings data={query.data} />
      ) : (
        <p className="text-sm text-muted-foreground">
          The church calendar could not be loaded just now.
        </p>
      )}
      <p className="text-sm">
        <Link href="/planner" className="font-medium text-royal-700 underline dark:text-royal-300">
          Plan a sermon series
        </Link>
      </p>
    </section>
  );
}
