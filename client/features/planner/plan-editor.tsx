import { useState } from "react";
import { useFieldArray, useForm, useWatch, type UseFormRegister } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck, FileDown, CalendarPlus, Sparkles, Trash2 } from "lucide-react";
import { books, type BookId } from "@shared/scripture/books";
import { churchDay } from "@shared/church-year/calendar";
import { addDays, dateProblem, isoOf, longDate, parseIsoDate } from "@shared/church-year/dates";
import { planInputSchema, plannerLimits, type Plan, type PlanInput } from "@shared/planner/api";
import { divisionBasis, suggestDivision } from "@shared/planner/division";
import { useDeletePlan, useSavePlan } from "../../api/calendar";
import { serverMessage } from "../../lib/api";
import { showServerFieldErrors } from "../../lib/form";
import { PassageActions } from "../../components/passage-actions";
import { Button } from "../../components/ui/button";
import { FormAlert } from "../../components/ui/form-alert";
import { Input, Textarea } from "../../components/ui/input";
import { formatInstant } from "@shared/dates/format";

export function nextSundayIso(): string {
  const today = new Date();
  const date = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()));
  return isoOf(addDays(date, (7 - date.getUTCDay()) % 7));
}

export function emptyDraft(): PlanInput {
  return {
    title: "",
    focus: "",
    startDate: nextSundayIso(),
    weeks: Array.from({ length: 4 }, () => ({ passage: "", bigIdea: "" })),
  };
}

function draftOf(plan: Plan): PlanInput {
  return {
    title: plan.title,
    focus: plan.focus,
    startDate: plan.startDate,
    weeks: plan.weeks.map(({ passage, bigIdea }) => ({ passage, bigIdea })),
  };
}

function weekDate(startDate: string, index: number): string | undefined {
  const start = parseIsoDate(startDate);
  if (!start || dateProblem(startDate)) return undefined;
  return isoOf(addDays(start, index * 7));
}

/** A book named in the focus ("Ephesians", "The Gospel of John") for the division. */
function bookIn(focus: string): BookId | undefined {
  const text = focus.toLowerCase();
  return [...books]
    .sort((a, b) => b.name.length - a.name.length)
    .find((book) => text.includes(book.name.toLowerCase()))?.id;
}

function WeekCard({
  index,
  week,
  startDate,
  saved,
  errors,
  register,
}: {
  index: number;
  week: PlanInput["weeks"][number];
  startDate: string;
  saved: Plan | null;
  errors: { passage?: string; bigIdea?: string };
  register: UseFormRegister<PlanInput>;
}) {
  const error = errors.passage;
  const date = weekDate(startDate, index);
  const day = date ? churchDay(date) : undefined;
  const savedWeek = saved?.weeks[index];
  const savedMatches =
    savedWeek && savedWeek.passage === week.passage && saved.startDate === startDate;
  const done = savedMatches && savedWeek.sermonId;
  const passage = savedMatches && savedWeek.reference ? savedWeek.reference : week.passage.trim();
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-border bg-background p-4"
      style={day ? { borderLeft: `6px solid ${day.season.hex}` } : undefined}
      aria-label={`Week ${index + 1}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-royal-900 dark:text-royal-100">
            Week {index + 1}
            {date ? (
              <span className="font-normal text-muted-foreground"> · {longDate(date)}</span>
            ) : null}
          </h3>
          {day ? (
            <p className="text-sm text-muted-foreground">
              {day.title} · {day.season.label}
            </p>
          ) : null}
        </div>
        {done ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900">
            <CircleCheck className="size-3.5" aria-hidden="true" /> Sermon saved
          </span>
        ) : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_1fr]">
        <label className="flex flex-col gap-1 text-sm font-medium">
          Passage
          <Input
            maxLength={plannerLimits.passageChars}
            placeholder="e.g. John 2:1-11"
            aria-invalid={error ? true : undefined}
            {...register(`weeks.${index}.passage`)}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Big idea
          <Textarea
            rows={2}
            maxLength={plannerLimits.bigIdeaChars}
            placeholder="The one sentence the sermon says"
            aria-invalid={errors.bigIdea ? true : undefined}
            {...register(`weeks.${index}.bigIdea`)}
          />
        </label>
      </div>
      {[error, errors.bigIdea].map((message) =>
        message ? (
          <p key={message} className="text-sm text-red-700 dark:text-red-300">
            {message}
          </p>
        ) : null,
      )}
      {passage ? (
        <PassageActions
          passage={passage}
          topic={week.bigIdea.trim()}
          date={date}
          label={`week ${index + 1}, ${passage}`}
        />
      ) : null}
    </li>
  );
}

/** One series: its title, focus, start and weeks; save, export and delete. */
export function PlanEditor({
  plan,
  onSaved,
  onDeleted,
}: {
  plan: Plan | null;
  onSaved: (id: string) => void;
  onDeleted: () => void;
}) {
  const form = useForm<PlanInput>({
    resolver: zodResolver(planInputSchema),
    defaultValues: plan ? draftOf(plan) : emptyDraft(),
  });
  const weekFields = useFieldArray({ control: form.control, name: "weeks" });
  const [focus, startDate, weeks] = useWatch({
    control: form.control,
    name: ["focus", "startDate", "weeks"],
  });
  const errors = form.formState.errors;
  const [divisionNote, setDivisionNote] = useState("");
  const save = useSavePlan();
  const remove = useDeletePlan();
  const book = bookIn(focus);
  const startProblem = startDate ? dateProblem(startDate) : "Choose the first Sunday.";
  const startDay = startProblem ? undefined : parseIsoDate(startDate);
  const startWeekday =
    startDay && startDay.getUTCDay() !== 0
      ? formatInstant(startDay, "weekday", { utc: true })
      : undefined;

  const setWeeks = (count: number) => {
    const length = Math.min(plannerLimits.weeks, Math.max(1, Math.floor(count) || 1));
    const current = form.getValues("weeks");
    weekFields.replace(
      Array.from({ length }, (_, index) => current[index] ?? { passage: "", bigIdea: "" }),
    );
  };

  const divide = () => {
    if (!book) return;
    const units = suggestDivision(book, weeks.length);
    weekFields.replace(
      form.getValues("weeks").map((week, index) => ({
        ...week,
        passage: units[index] ?? week.passage,
      })),
    );
    setDivisionNote(divisionBasis);
  };

  const submit = form.handleSubmit((input) =>
    save.mutate(
      { id: plan?.id ?? null, input },
      {
        onSuccess: (saved) => onSaved(saved.id),
        onError: (error) =>
          showServerFieldErrors(error, form.setError, [
            "title",
            "focus",
            "startDate",
            ...input.weeks.flatMap((_, index) => [
              `weeks.${index}.passage` as const,
              `weeks.${index}.bigIdea` as const,
            ]),
          ]),
      },
    ),
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-5"
      aria-label={plan ? `Edit ${plan.title}` : "New series"}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="flex flex-col gap-1 text-sm font-medium sm:col-span-2">
          Series title
          <Input
            maxLength={plannerLimits.titleChars}
            placeholder="e.g. Come and See: Signs in John"
            aria-invalid={errors.title ? true : undefined}
            {...form.register("title")}
          />
          {errors.title ? (
            <span className="text-sm font-normal text-red-700">{errors.title.message}</span>
          ) : null}
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Book or theme
          <Input
            maxLength={plannerLimits.focusChars}
            placeholder="e.g. Ephesians, or Prayer"
            aria-invalid={errors.focus ? true : undefined}
            {...form.register("focus")}
          />
          {errors.focus ? (
            <span className="text-sm font-normal text-red-700">{errors.focus.message}</span>
          ) : null}
        </label>
        <div className="grid grid-cols-2 gap-3">
          <label className="flex flex-col gap-1 text-sm font-medium">
            First Sunday
            <Input type="date" min="1900-01-01" max="2200-12-31" {...form.register("startDate")} />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            Weeks
            <Input
              type="number"
              min={1}
              max={plannerLimits.weeks}
              value={weeks.length}
              onChange={(event) => setWeeks(Number(event.target.value))}
            />
          </label>
        </div>
        {errors.startDate ? (
          <p className="text-sm text-red-700 sm:col-span-2">{errors.startDate.message}</p>
        ) : null}
        {!errors.startDate && startProblem ? (
          <p className="text-sm text-red-700 sm:col-span-2 dark:text-red-300">{startProblem}</p>
        ) : !errors.startDate && startWeekday ? (
          <p className="text-sm text-muted-foreground sm:col-span-2">
            {startDate} is a {startWeekday}; each week falls on a {startWeekday}.
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-2 rounded-xl bg-muted p-4 text-sm">
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" variant="outline" size="sm" disabled={!book} onClick={divide}>
            <Sparkles aria-hidden="true" /> Suggest a division
          </Button>
          <span className="text-muted-foreground">
            {book
              ? `Divides ${books.find((candidate) => candidate.id === book)?.name} into ${weeks.length} preaching units.`
              : "Name a book of the Bible above to divide it into weeks."}
          </span>
        </div>
        {divisionNote ? <p role="status">{divisionNote}</p> : null}
      </div>
      <ol className="flex flex-col gap-3">
        {weekFields.fields.map((field, index) => (
          <WeekCard
            key={field.id}
            index={index}
            week={weeks[index] ?? field}
            startDate={startDate}
            saved={plan}
            errors={{
              passage: errors.weeks?.[index]?.passage?.message,
              bigIdea: errors.weeks?.[index]?.bigIdea?.message,
            }}
            register={form.register}
          />
        ))}
      </ol>
      {save.isError ? (
        <FormAlert>{serverMessage(save.error, "The plan could not be saved.")}</FormAlert>
      ) : null}
      {save.isSuccess && !save.isPending ? <FormAlert tone="info">Plan saved.</FormAlert> : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : plan ? "Save changes" : "Save plan"}
        </Button>
        {plan ? (
          <>
            <Button asChild variant="outline">
              <a href={`/api/plans/${plan.id}/plan.pdf`} download>
                <FileDown aria-hidden="true" /> PDF
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={`/api/plans/${plan.id}/plan.ics`} download aria-label="Calendar file (.ics)">
                <CalendarPlus aria-hidden="true" /> Calendar (.ics)
              </a>
            </Button>
            <Button
              type="button"
              variant="ghost-destructive"
              disabled={remove.isPending}
              onClick={() => {
                if (window.confirm(`Delete the series “${plan.title}”?`)) {
                  remove.mutate(plan.id, { onSuccess: onDeleted });
                }
              }}
            >
              <Trash2 aria-hidden="true" /> Delete series
            </Button>
          </>
        ) : null}
      </div>
    </form>
  );
}
