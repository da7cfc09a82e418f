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

/** One all-day event per week, for any calendar app. */
export function planCalendar(plan: Plan, publicUrl: string): string {
  const events: EventAttributes[] = plan.weeks.map((week) => ({
    uid: `${plan.id}-week-${week.number}@kingdom-tools`,
    title: `${plan.title} — week ${week.number}${week.reference ? `: ${week.reference}` : ""}`,
    description: [
      week.day.title,
      week.bigIdea ? `Big idea: ${week.bigIdea}` : "",
      `Plan: ${publicUrl}/planner?plan=${plan.id}`,
    ]
      .filter(Boolean)
      .join("\n"),
    start: dateArray(week.date),
    duration: { days: 1 },
    categories: ["Sermon series"],
    productId: "kingdom-tools/planner",
  }));
  const { error, value } = createEvents(events);
  if (error || !value) {
    throw new AppError("bad_request", "This plan could not be written as a calendar file.");
  }
  return value;
}
