import { Link } from "wouter";
import { ArrowRight } from "lucide-react";
import { tools } from "@shared/tools/catalogue";
import { ToolIcon } from "../../components/tool-icon";

/** What the product does beyond the seven writing tools, each said as it works today. */
const beyond = [
  {
    name: "Scripture Checker",
    path: "/scripture-check",
    summary:
      "Paste a sermon or newsletter: every reference and quotation is checked against the World English Bible, the KJV and the Berean Standard Bible, with a printable report.",
  },
  {
    name: "Study desk",
    path: "/study",
    summary:
      "A passage's key words with their Hebrew or Greek, cross-references by sense, and Matthew Henry's notes, with your own notes kept beside them.",
  },
  {
    name: "Sermon week pack",
    path: "/week-pack",
    summary:
      "From Sunday's sermon, the week: daily devotionals, a small-group guide, a children's lesson, slides, an email and posts, with your private notes kept out.",
  },
  {
    name: "Church-year planner",
    path: "/planner",
    summary:
      "The seasons and readings of the church year on a calendar, with your sermon plans and a calendar file to share.",
  },
] as const;

export function ToolsSection() {
  return (
    <section
      aria-labelledby="tools-title"
      className="below-fold mx-auto w-full max-w-6xl px-4 py-16 sm:py-20"
    >
      <div className="max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-gold-700 dark:text-gold-300">
          Seven tools
        </p>
        <h2
          id="tools-title"
          className="mt-2 font-serif text-3xl font-semibold text-royal-900 sm:text-4xl dark:text-royal-100"
        >
          Everything a week of ministry asks you to write
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
          Each tool gives you a first draft shaped around scripture, ready for your own study,
          prayer and voice.
        </p>
      </div>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {tools.map((tool) => (
          <li
            key={tool.key}
            className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-6 shadow-sm"
          >
            <ToolIcon tool={tool.key} />
            <div>
              <h3 className="text-lg font-semibold text-royal-900 dark:text-royal-100">
                {tool.name}
              </h3>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{tool.summary}</p>
            </div>
          </li>
        ))}
        <li className="flex">
          <Link
            href="/tools"
            className="group flex w-full flex-col justify-between gap-4 rounded-2xl bg-royal-900 p-6 text-white shadow-sm transition-colors hover:bg-royal-950"
          >
            <span className="font-serif text-xl font-semibold">
              Ready to begin? Every tool is one click away.
            </span>
            <span className="inline-flex items-center gap-2 text-sm font-semibold text-gold-300">
              Explore the Tools
              <ArrowRight
                className="size-4 transition-transform group-hover:translate-x-1"
                aria-hidden="true"
              />
            </span>
          </Link>
        </li>
      </ul>
      <h3 className="mt-14 font-serif text-2xl font-semibold text-royal-900 dark:text-royal-100">
        Beyond the seven tools
      </h3>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2">
        {beyond.map((entry) => (
          <li key={entry.path} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
            <Link
              href={entry.path}
              className="text-lg font-semibold text-royal-900 underline-offset-4 hover:underline dark:text-royal-100"
            >
              {entry.name}
            </Link>
            <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{entry.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
