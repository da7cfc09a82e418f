import { createEvents, type EventAttributes } from "ics";
import { longDate } from "@shared/church-year/dates";
import type { ItemDocument } from "@shared/library/document";
import type { Plan } from "@shared/planner/api";
import { AppError } from "../../errors";

const weekHeading = (plan: Plan, index: number) => {
  const week = plan.weeks[index]!;
  return `Week ${week.number} — ${longDate(week.date)}`;
};

/** The plan as the printable document the PDF export typesets. */
export function planDocument(plan: Plan, now: Date): ItemDocument {
  const first = plan.weeks[0];
  const last = plan.weeks.at(-1);
  return {
    title: plan.title,
    kind: "Sermon series plan",
    createdAt: now.toISOString(),
    scripture: [],
    scriptureLine: "",
    sections: [
      {
        heading: "The series",
        paragraphs: [
          [
            plan.focus ? `Book or theme: ${plan.focus}` : "",
            first && last
              ? `${plan.weeks.length} weeks, ${longDate(first.date)} to ${longDate(last.date)}`
              : "",
          ]
            .filter(Boolean)
            .join(" · "),
        ],
      },
      ...plan.weeks.map((week, index) => ({
        heading: weekHeading(plan, index),
        paragraphs: [
          `${week.day.title} · ${week.day.season.label} · ${week.day.churchYear.label}`,
          `Passage: ${week.reference ?? (week.passage || "not chosen yet")}`,
          `Big idea: ${week.bigIdea || "not written yet"}`,
          ...(week.sermonId ? ["A sermon on this passage is saved in My Kingdom Content."] : []),
        ],
      })),
    ],
  };
}

const dateArray = (iso: string): [number, number, number] => {
  const [year, month, day] = iso.split("-").map(Number);
  return [year!, month!, day!];
};

/** The day after an ISO date, as the calendar's date array (an all-day event's end). */
const nextDay = (iso: string): [number, number, number] => {
  const [year, month, day] = dateArray(iso);
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()];
};

/**
 * Text for one calendar property: line breaks of any kind become "\n" (which the calendar
 * library escapes) and other control characters are dropped, so no stored text can end a
 * property line early (a lone carriage return would let it write its own lines).
 */
const calendarText = (text: string) =>
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  text.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, "");

/** One all-day event per week, for any calendar app. */
export function planCalendar(plan: Plan, publicUrl: string): string {
  const events: EventAttributes[] = plan.weeks.map((week) => ({
    uid: `${plan.id}-week-${week.number}@kingdom-tools`,
    title: calendarText(
      `${plan.title} — week ${week.number}${week.reference ? `: ${week.reference}` : ""}`,
    ).replace(/\n/g, " "),
    description: calendarText(
      [
        week.day.title,
        week.bigIdea ? `Big idea: ${week.bigIdea}` : "",
        `Plan: ${publicUrl}/planner?plan=${plan.id}`,
      ]
        .filter(Boolean)
        .join("\n"),
    ),
    start: dateArray(week.date),
    // DTEND the next day rather than a DURATION: the library writes one day as "P1DT",
    // which RFC 5545 does not allow (a T must be followed by a time).
    end: nextDay(week.date),
    categories: ["Sermon series"],
    productId: "kingdom-tools/planner",
  }));
  const { error, value } = createEvents(events);
  if (error || !value) {
    throw new AppError("bad_request", "This plan could not be written as a calendar file.");
  }
  return value;
}
