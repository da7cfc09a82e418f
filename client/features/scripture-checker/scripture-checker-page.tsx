import { useRef, useState, type FormEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { FileText, FileUp, Loader2, ShieldCheck } from "lucide-react";
import { maxDocumentBytes } from "@shared/documents/api";
import { maxCheckLength } from "@shared/scripture/api";
import type { ScriptureCheck } from "@shared/scripture/check-result";
import { scriptureFindings } from "@shared/scripture/findings-summary";
import { translationIds, translations } from "@shared/scripture/translations";
import { serverMessage } from "../../lib/api";
import { Button } from "../../components/ui/button";
import { FormAlert } from "../../components/ui/form-alert";
import { Select } from "../../components/ui/select";
import { Textarea } from "../../components/ui/textarea";
import { FindingsSummary } from "../../components/scripture/findings-summary";
import { FindingsList, findingAnchor } from "../../components/scripture/findings-list";
import { FindingsText } from "../../components/scripture/findings-text";
import { SignInFirst } from "./sign-in-first";
import { checkManuscript, downloadReport, uploadManuscript } from "./checker-api";

const translationOptions = translationIds.map((id) => ({
  value: id,
  label: `${translations[id].name} (${translations[id].abbreviation})`,
}));

interface Checked {
  text: string;
  check: ScriptureCheck;
  title: string | undefined;
}

/** What the checker's form sends: some text, within what one check reads, and a translation. */
const checkFormSchema = z.object({
  text: z
    .string()
    .refine((text) => text.trim().length > 0, "Paste your text or upload a manuscript first.")
    .refine((text) => text.length <= maxCheckLength, {
      error: (issue) =>
        `The checker reads up to ${maxCheckLength.toLocaleString("en-US")} characters at once; this text has ${String(issue.input).length.toLocaleString("en-US")}. Check it in parts.`,
    }),
  translation: z.enum(translationIds),
});
type CheckForm = z.infer<typeof checkFormSchema>;

function withoutExtension(filename: string): string {
  return filename.replace(/\.(docx|txt)$/i, "");
}

/** The results' title: the uploaded file's name, if the text is still the file's. */
function titleOf(filename: string | undefined): string | undefined {
  return filename ? withoutExtension(filename) : undefined;
}

function ReportButtons({ checked }: { checked: Checked }) {
  const [busy, setBusy] = useState<"pdf" | "docx" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (format: "pdf" | "docx") => {
    setBusy(format);
    setError(null);
    try {
      await downloadReport({
        text: checked.text,
        translation: checked.check.translation,
        format,
        ...(checked.title ? { title: checked.title } : {}),
      });
    } catch (caught) {
      setError(serverMessage(caught, "The report could not be made. Please try again."));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {(["pdf", "docx"] as const).map((format) => (
          <Button
            key={format}
            variant="outline"
            disabled={busy !== null}
            onClick={() => void download(format)}
          >
            {busy === format ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <FileText aria-hidden="true" />
            )}
            {format === "pdf" ? "Download PDF Report" : "Download Word Report"}
          </Button>
        ))}
      </div>
      {error ? <FormAlert>{error}</FormAlert> : null}
    </div>
  );
}

function Checker() {
  const form = useForm<CheckForm>({
    resolver: zodResolver(checkFormSchema),
    defaultValues: { text: "", translation: "web" },
  });
  const text = useWatch({ control: form.control, name: "text" });
  const textProblem = form.formState.errors.text?.message;
  const [filename, setFilename] = useState<string | undefined>(undefined);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [busy, setBusy] = useState<"upload" | "check" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const results = useRef<HTMLElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const runCheck = async ({ text: value, translation }: CheckForm, title: string | undefined) => {
    setBusy("check");
    setError(null);
    try {
      const check = await checkManuscript(value, translation);
      setChecked({ text: value, check, title });
      requestAnimationFrame(() => results.current?.focus());
    } catch (caught) {
      setError(serverMessage(caught, "The text could not be checked. Please try again."));
    } finally {
      setBusy(null);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit((values) => runCheck(values, titleOf(filename)))(event);

  const upload = async (file: File) => {
    if (file.size > maxDocumentBytes) {
      setError(
        `“${file.name}” is ${(file.size / 1024 / 1024).toFixed(1)} MB; a manuscript can be at most ${maxDocumentBytes / 1024 / 1024} MB.`,
      );
      return;
    }
    setBusy("upload");
    setError(null);
    try {
      const document = await uploadManuscript(file);
      form.setValue("text", document.text);
      setFilename(document.filename);
      setBusy(null);
      await form.handleSubmit((values) => runCheck(values, titleOf(document.filename)))();
    } catch (caught) {
      setError(serverMessage(caught, "The file could not be read. Please try again."));
    } finally {
      setBusy(null);
      if (fileInput.current) fileInput.current.value = "";
    }
  };

  return (
    <div className="flex flex-col gap-8">
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-6"
      >
        <div className="flex flex-col gap-2">
          <label htmlFor="manuscript" className="font-medium">
            Your sermon or manuscript
          </label>
          <Textarea
            id="manuscript"
            {...form.register("text", { onChange: () => setFilename(undefined) })}
            aria-invalid={textProblem ? true : undefined}
            rows={10}
            placeholder="Paste your text here: every reference and quotation in it is checked."
            className="font-serif text-base leading-7"
            aria-describedby={
              textProblem ? "manuscript-problem manuscript-help" : "manuscript-help"
            }
          />
          {textProblem ? (
            <p id="manuscript-problem" className="text-sm text-destructive">
              {textProblem}
            </p>
          ) : null}
          <p id="manuscript-help" className="text-sm text-muted-foreground">
            {filename ? `From ${filename} · ` : null}
            {text.length.toLocaleString("en-US")} of {maxCheckLength.toLocaleString("en-US")}{" "}
            characters. Or upload a Word (.docx) or text (.txt) file of up to{" "}
            {maxDocumentBytes / 1024 / 1024} MB; it is read, not stored.
          </p>
        </div>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="flex flex-col gap-2 sm:w-80">
            <label htmlFor="translation" className="text-sm font-medium">
              Check against
            </label>
            <Select
              id="translation"
              options={translationOptions}
              {...form.register("translation")}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <input
              ref={fileInput}
              id="manuscript-file"
              type="file"
              aria-label="Upload a .docx or .txt manuscript"
              tabIndex={-1}
              accept=".docx,.txt,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain"
              className="sr-only"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void upload(file);
              }}
            />
            <Button
              type="button"
              variant="outline"
              disabled={busy !== null}
              onClick={() => fileInput.current?.click()}
            >
              {busy === "upload" ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <FileUp aria-hidden="true" />
              )}
              Upload .docx or .txt
            </Button>
            <Button type="submit" disabled={busy !== null}>
              {busy === "check" ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <ShieldCheck aria-hidden="true" />
              )}
              {busy === "check" ? "Checking…" : "Check Scripture"}
            </Button>
          </div>
        </div>
        {error ? <FormAlert>{error}</FormAlert> : null}
      </form>

      {checked ? (
        <section
          ref={results}
          tabIndex={-1}
          aria-labelledby="checker-results"
          className="flex flex-col gap-6 outline-none"
        >
          <div className="flex flex-col gap-3">
            <h2
              id="checker-results"
              className="font-serif text-2xl font-semibold text-royal-900 dark:text-royal-100"
            >
              {checked.title ? `Results for ${checked.title}` : "Results"}
            </h2>
            <FindingsSummary check={checked.check} className="text-base" />
            <ReportButtons checked={checked} />
          </div>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="order-2 flex flex-col gap-2 lg:order-1">
              <h3 className="font-semibold text-royal-900 dark:text-royal-100">
                Your text, with each problem marked
              </h3>
              <p className="text-sm text-muted-foreground">
                Tap or hover a marked passage for the reason and the real verse text.
              </p>
              <FindingsText
                text={checked.text}
                check={checked.check}
                offset={0}
                findingId={findingAnchor}
                className="rounded-2xl border border-border bg-card p-4 font-serif text-[1.0625rem] leading-8 sm:p-6"
              />
            </div>
            <aside className="order-1 flex flex-col gap-2 lg:order-2" aria-label="Findings">
              <h3 className="font-semibold text-royal-900 dark:text-royal-100">Findings</h3>
              {checked.check.references.length === 0 &&
              (checked.check.sayings ?? []).length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  No scripture references or quotations were found in this text.
                </p>
              ) : (
                <FindingsList check={checked.check} />
              )}
              {checked.check.references.length > 0 &&
              scriptureFindings(checked.check).length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  Every reference exists and every quotation matches the{" "}
                  {translations[checked.check.translation].abbreviation} or{" "}
                  {translations[checked.check.translation === "web" ? "kjv" : "web"].abbreviation}{" "}
                  wording, or another translation's.
                </p>
              ) : null}
            </aside>
          </div>
        </section>
      ) : null}
    </div>
  );
}

/**
 * The manuscript checker: paste or upload a sermon, see every reference and quotation
 * checked, with the problems marked in the text, and take a PDF or Word report away. Free
 * for every signed-in user.
 */
export function ScriptureCheckerPage() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <header className="max-w-3xl">
        <h1 className="font-serif text-3xl font-semibold text-royal-900 sm:text-4xl dark:text-royal-100">
          Scripture Checker
        </h1>
        <p className="mt-3 text-lg leading-relaxed text-muted-foreground">
          Check the scripture in a sermon you wrote yourself. Every reference is looked up, and
          every quotation is compared with the Bible text: references that do not exist,
          misquotations, words from another passage and well-known sayings that are not in the Bible
          are marked where they occur. Free with every account.
        </p>
      </header>
      <SignInFirst>{() => <Checker />}</SignInFirst>
    </div>
  );
}
