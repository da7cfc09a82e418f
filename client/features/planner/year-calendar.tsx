import { useMemo, useState } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { churchYearDays, type ChurchDay } from "@shared/church-year/calendar";
import { addDays, isoOf, parseIsoDate } from "@shared/church-year/dates";
import type { LectionaryRow } from "@shared/church-year/api";
import { readingsFor } from "@shared/church-year/readings";
import type { PlanSummary } from "@shared/planner/api";
import { openingDate } from "./opening-year";
import { Button } from "../../components/ui/button";
import { formatDay } from "@shared/dates/format";

interface SeriesWeek {
  planId: string;
  title: string;
  number: number;
}

function seriesByDate(plans: readonly PlanSummary[]): Map<string, SeriesWeek[]> {
  const byDate = new Map<string, SeriesWeek[]>();
  for (const plan of plans) {
    const start = parseIsoDate(plan.startDate);
    if (!start) continue;
    for (let index = 0; index < plan.weekCount; index++) {
      const date = isoOf(addDays(start, index * 7));
      byDate.set(date, [
        ...(byDate.get(date) ?? []),
        { planId: plan.id, title: plan.title, number: index + 1 },
      ]);
    }
  }
  return byDate;
}

function monthName(iso: string): string {
  return formatDay(iso, "monthYear");
}

function shortDate(iso: string): string {
  return formatDay(iso, "monthDay");
}

/** The readings a day's row names, in the order they are read; blank ones left out. */
function readingList(row: LectionaryRow): string[] {
  return [row.firstReading, row.psalm, row.secondReading, row.gospel].filter(
    (reading) => reading.trim() !== "",
  );
}

/**
 * The church year as months of Sundays (and principal days), coloured by season, with each
 * series' weeks and the readings of the church's imported lectionary (`readings`).
 */
export function YearCalendar({
  plans,
  around,
  readings = [],
  onOpenPlan,
}: {
  plans: readonly PlanSummary[];
  around: string;
  readings?: readonly LectionaryRow[];
  onOpenPlan: (id: string) => void;
}) {
  const [anchor, setAnchor] = useState(() => openingDate(around));
  const days = useMemo(() => churchYearDays(anchor), [anchor]);
  const series = useMemo(() => seriesByDate(plans), [plans]);
  const months = useMemo(() => {
    const grouped = new Map<string, ChurchDay[]>();
    for (const day of days) {
      const key = day.date.slice(0, 7);
      grouped.set(key, [...(grouped.get(key) ?? []), day]);
    }
    return [...grouped.values()];
  }, [days]);
  const year = days[0]!.churchYear;
  const move = (by: number) => setAnchor(isoOf(addDays(parseIsoDate(year.start)!, by)));

  return (
    <section
      aria-labelledby="year-title"
      className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="year-title" className="text-xl font-semibold text-royal-900 dark:text-royal-100">
            The church year: {year.label}
          </h2>
          <p className="text-sm text-muted-foreground">
            Advent {year.start.slice(0, 4)} to Christ the King {year.end.slice(0, 4)}; seasons by
            colour, your series by name.
          </p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => move(-7)}
            aria-label="Previous church year"
          >
            <ChevronLeft aria-hidden="true" /> Previous
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => move(371)}
            aria-label="Next church year"
          >
            Next <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {months.map((monthDays) => (
          <div key={monthDays[0]!.date} className="rounded-xl border border-border p-3">
            <h3 className="mb-2 text-sm font-semibold">{monthName(monthDays[0]!.date)}</h3>
            <ul className="flex flex-col gap-1.5">
              {monthDays.map((day) => (
                <li
                  key={day.date}
                  className="flex gap-2 text-sm"
                  style={{ borderLeft: `4px solid ${day.season.hex}`, paddingLeft: "0.5rem" }}
                >
                  <span className="w-14 shrink-0 whitespace-nowrap tabular-nums text-muted-foreground">
                    {shortDate(day.date)}
                  </span>
                  <span className="min-w-0">
                    <span className={day.isSunday ? "" : "italic"}>{day.title}</span>
                    {(() => {
                      const row = readings.length > 0 ? readingsFor(readings, day) : null;
                      const list = row ? readingList(row) : [];
                      return list.length > 0 ? (
                        <span className="block text-xs text-muted-foreground">
                          <span className="sr-only">Readings: </span>
                          {list.join(" · ")}
                        </span>
                      ) : null;
                    })()}
                    {(series.get(day.date) ?? []).map((week) => (
                      <button
                        key={week.planId}
                        type="button"
                        onClick={() => onOpenPlan(week.planId)}
                        className="mt-0.5 block rounded bg-gold-100 px-1.5 text-left text-xs font-medium text-royal-950 hover:bg-gold-200"
                      >
                        {week.title} · week {week.number}
                      </button>
                    ))}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
