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
      <div className="mt-8 overflow-x-auto rounded-2xl border border-border bg-card shadow-sm">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">The tradition presets and what each sets</caption>
          <thead className="bg-muted text-royal-900 dark:text-royal-100">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Tradition
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Words
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Sermon
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Close
              </th>
            </tr>
          </thead>
          <tbody>
            {traditionsFile.traditions.map((tradition) => (
              <tr key={tradition.key} className="border-t border-border align-top">
                <th scope="row" className="px-4 py-3 font-semibold text-foreground">
                  {tradition.name}
                </th>
                <td className="px-4 py-3 text-muted-foreground">
                  {tradition.vocabulary.community.replace(/^the /, "")},{" "}
                  {tradition.vocabulary.minister}, {tradition.vocabulary.communion}
                </td>
                <td className="px-4 py-3 text-muted-foreground">
                  {methods.get(tradition.sermonMethod)}
                  {tradition.followsLectionary && tradition.sermonMethod !== "lectionary"
                    ? ", follows a lectionary"
                    : ""}
                </td>
                <td className="px-4 py-3 text-muted-foreground">
                  {invitations.get(tradition.invitation)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 text-sm text-muted-foreground">
        A pastor can adjust the invitation, the name of the sacrament, the formality of prayers and
        the sermon method in Settings.
      </p>
    </section>
  );
}
