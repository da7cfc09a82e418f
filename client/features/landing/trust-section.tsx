import { BookMarked, Feather, Quote, ShieldAlert, type LucideIcon } from "lucide-react";

const points: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: BookMarked,
    title: "Checked against the text",
    text: "Every reference in every draft is looked up in the World English Bible or the King James Version.",
  },
  {
    icon: Quote,
    title: "The verse beside the reference",
    text: "You see the words of each verse next to its reference, so you can read it before you preach it.",
  },
  {
    icon: ShieldAlert,
    title: "Mistakes are flagged",
    text: "A reference that does not exist is clearly marked, never passed off as real scripture.",
  },
  {
    icon: Feather,
    title: "A draft, not a replacement",
    text: "The tools save you hours of typing. Your study, prayer and pastoral heart make it a message.",
  },
];

export function TrustSection() {
  return (
    <section aria-labelledby="trust-title" className="below-fold border-y border-border bg-muted">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-gold-700 dark:text-gold-300">
            Biblical authority
          </p>
          <h2
            id="trust-title"
            className="mt-2 font-serif text-3xl font-semibold text-royal-900 sm:text-4xl dark:text-royal-100"
          >
            Scripture you can trust
          </h2>
        </div>
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {points.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex flex-col gap-3">
              <span
                aria-hidden="true"
                className="flex size-11 items-center justify-center rounded-full bg-royal-800 text-gold-300"
              >
                <Icon className="size-5" />
              </span>
              <h3 className="text-lg font-semibold text-royal-900 dark:text-royal-100">{title}</h3>
              <p className="text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
