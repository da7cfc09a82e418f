import { Check, ShieldCheck } from "lucide-react";
import { traditionsExplained } from "@shared/foundation/content";
import { traditionsFile } from "@shared/traditions";

/** The Biblical Foundation page's account of the tradition presets. */
export function TraditionsSection({ heading }: { heading: React.ReactNode }) {
  const methods = new Map(traditionsFile.sermonMethods.map((method) => [method.key, method.label]));
  const invitations = new Map(
    traditionsFile.invitationStyles.map((style) => [style.key, style.label]),
  );
  return (
    <section
      aria-labelledby="traditions-title"
      className="below-fold mx-auto w-full max-w-6xl px-4 py-14 sm:py-20"
    >
      {heading}
      <div className="mt-8 grid gap-5 md:grid-cols-2">
        <div className="rounded-2xl border border-border bg-card p-6 shadow-sm">
          <h3 className="text-lg font-semibold text-royal-900 dark:text-royal-100">
            What a tradition changes
          </h3>
          <ul className="mt-3 flex flex-col gap-2 text-sm leading-relaxed text-muted-foreground">
            {traditionsExplained.changes.map((line) => (
              <li key={line} className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-700" />
                {line}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border border-royal-800 bg-royal-900 p-6 text-royal-50 shadow-sm">
          <h3 className="text-lg font-semibold text-white">What it never changes</h3>
          <ul className="mt-3 flex flex-col gap-2 text-sm leading-relaxed">
            {traditionsExplained.neverChanges.map((line) => (
              <li key={line} className="flex gap-2">
                <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-300" />
                {line}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="mt-5 max-w-3xl leading-relaxed text-muted-foreground">
        {traditionsExplained.guardrails}
      </p>
      <ul aria-label="The presets" className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {traditionsFile.traditions.map((tradition) => (
          <li
            key={tradition.key}
            className="flex flex-col gap-2 rounded-2xl border border-border bg-card p-5 shadow-sm"
          >
            <h3 className="font-semibold text-royal-900 dark:text-royal-100">{tradition.name}</h3>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="font-medium text-foreground">Words</dt>
              <dd className="text-muted-foreground">
                {tradition.vocabulary.community.replace(/^the /, "")},{" "}
                {tradition.vocabulary.minister}, {tradition.vocabulary.communion}
              </dd>
              <dt className="font-medium text-foreground">Sermon</dt>
              <dd className="text-muted-foreground">
                {methods.get(tradition.sermonMethod)}
                {tradition.followsLectionary && tradition.sermonMethod !== "lectionary"
                  ? ", follows a lectionary"
                  : ""}
              </dd>
              <dt className="font-medium text-foreground">Close</dt>
              <dd className="text-muted-foreground">{invitations.get(tradition.invitation)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-muted-foreground">
        A pastor can adjust the invitation, the name of the sacrament, the formality of prayers and
        the sermon method in Settings.
      </p>
    </section>
  );
}
