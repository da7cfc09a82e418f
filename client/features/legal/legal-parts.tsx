import type { ReactNode } from "react";
import type { PublicConfig } from "@shared/public-config";
import { cookies, retention } from "@shared/legal/policy-facts";
import {
  consentKey,
  highContrastKey,
  textSizeKey,
} from "../../components/layout/display-preferences";
import { ageVerifiedDateKey, ageVerifiedKey } from "../../components/layout/age-gate";

/** A mailbox as a mailto link; before the configuration arrives, its plain description. */
export function Mailbox({
  config,
  which,
}: {
  config: PublicConfig | undefined;
  which: "privacyEmail" | "supportEmail";
}) {
  const address = config?.[which];
  if (!address)
    return <>{which === "privacyEmail" ? "our privacy mailbox" : "our support mailbox"}</>;
  return <a href={`mailto:${address}`}>{address}</a>;
}

export function OperatorName({ config }: { config: PublicConfig | undefined }) {
  return <>{config?.operator.name ?? "the operator of this service"}</>;
}

/** Name, postal address (when configured) and mailboxes of whoever runs this server. */
export function OperatorContact({ config }: { config: PublicConfig | undefined }) {
  return (
    <address className="not-italic rounded-xl border border-border bg-card p-4 text-sm leading-relaxed">
      <strong className="font-semibold">
        <OperatorName config={config} />
      </strong>
      {config?.operator.address ? (
        <span className="block whitespace-pre-line">{config.operator.address}</span>
      ) : null}
      <span className="block">
        Privacy: <Mailbox config={config} which="privacyEmail" />
      </span>
      <span className="block">
        Support: <Mailbox config={config} which="supportEmail" />
      </span>
    </address>
  );
}

const aiProviderText: Record<PublicConfig["aiProvider"], ReactNode> = {
  offline: (
    <>
      <strong>No AI provider.</strong> This server runs the offline composer: drafts and images are
      composed on the server itself from the Bible texts and reference works it ships with. Your
      requests are not sent to any AI company.
    </>
  ),
  openai: (
    <>
      <strong>OpenAI (United States)</strong> receives the text of each request you make to a tool
      (your topic, passage, choices and notes, and for the image creator your description) and
      returns the draft. OpenAI processes it under its API terms as our processor.
    </>
  ),
  anthropic: (
    <>
      <strong>Anthropic (United States)</strong> receives the text of each request you make to a
      writing tool (your topic, passage, choices and notes) and returns the draft. Anthropic
      processes it under its API terms as our processor.
    </>
  ),
  "openai-compatible": (
    <>
      <strong>A language-model server chosen by the operator</strong> (for example one it runs
      itself) receives the text of each request you make to a writing tool and returns the draft.
    </>
  ),
};

/** Who receives personal data, following what this server is actually configured to use. */
export function Processors({ config }: { config: PublicConfig | undefined }) {
  return (
    <ul>
      <li>
        <strong>Hosting.</strong> The database and files of this service live on servers run by or
        for <OperatorName config={config} />.
      </li>
      <li>
        {config
          ? aiProviderText[config.aiProvider]
          : "The AI provider this server is configured to use, if any, receives the text of your tool requests."}
      </li>
      <li>
        <strong>Stripe (payments).</strong> When you subscribe, Stripe receives your card details
        directly in its payment form (they never reach our server), your email address and the plan.
        We keep Stripe&rsquo;s customer and subscription ids and your subscription status.
      </li>
      <li>
        {config?.emailDelivery === "outbox" ? (
          <>
            <strong>Email.</strong> This server writes account and product emails to a folder for
            the operator to deliver; no email service receives them.
          </>
        ) : (
          <>
            <strong>Email delivery.</strong> An email service chosen by the operator (connected over
            SMTP) receives your address and the message whenever we email you: sign-up confirmation,
            password reset, a draft you send to yourself, or a billing notice.
          </>
        )}
      </li>
      <li>
        <strong>Sign-in providers.</strong> If you choose to sign in with Google, GitHub or single
        sign-on, that provider tells us your name, email address and profile picture.
      </li>
    </ul>
  );
}

export function RetentionTable() {
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">How long we keep each kind of record</caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="p-3 font-semibold">
              Record
            </th>
            <th scope="col" className="p-3 font-semibold">
              Kept for
            </th>
          </tr>
        </thead>
        <tbody>
          {retention.map((row) => (
            <tr key={row.key} className="border-t border-border">
              <td className="p-3 align-top">{row.what}</td>
              <td className="p-3 align-top">{row.period}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Exactly the browser storage the product uses: its cookies and local storage keys. */
export const localStorageItems = [
  {
    name: ageVerifiedKey,
    purpose: "Remembers that you confirmed you are 18 or older.",
    kind: "Necessary",
  },
  {
    name: ageVerifiedDateKey,
    purpose: "When you confirmed your age.",
    kind: "Necessary",
  },
  {
    name: consentKey,
    purpose: "Your cookie choices, their date and the policy version (1.0).",
    kind: "Necessary",
  },
  {
    name: textSizeKey,
    purpose: "Your text size from the accessibility helper.",
    kind: "Functional (only if you allow it)",
  },
  {
    name: highContrastKey,
    purpose: "Whether high contrast is on.",
    kind: "Functional (only if you allow it)",
  },
] as const;

export function StorageTables() {
  return (
    <>
      <h3 className="mt-2 text-lg font-semibold">Cookies</h3>
      <div className="overflow-x-auto rounded-xl border border-border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Cookies this service sets</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="p-3 font-semibold">
                Name
              </th>
              <th scope="col" className="p-3 font-semibold">
                Purpose
              </th>
              <th scope="col" className="p-3 font-semibold">
                Lifetime
              </th>
            </tr>
          </thead>
          <tbody>
            {cookies.map((cookie) => (
              <tr key={cookie.name} className="border-t border-border">
                <td className="p-3 align-top font-mono text-xs">{cookie.name}</td>
                <td className="p-3 align-top">{cookie.purpose}</td>
                <td className="p-3 align-top">{cookie.lifetime}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-muted-foreground">
        On a secure (HTTPS) server these names start with <code>__Secure-</code>. All are
        first-party, HttpOnly and strictly necessary. On the subscribe page, Stripe&rsquo;s payment
        form may set its own fraud-prevention cookies; see Stripe&rsquo;s privacy policy.
      </p>
      <h3 className="mt-2 text-lg font-semibold">Local storage in your browser</h3>
      <div className="overflow-x-auto rounded-xl border border-border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Local storage keys this service uses</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="p-3 font-semibold">
                Key
              </th>
              <th scope="col" className="p-3 font-semibold">
                Purpose
              </th>
              <th scope="col" className="p-3 font-semibold">
                Category
              </th>
            </tr>
          </thead>
          <tbody>
            {localStorageItems.map((item) => (
              <tr key={item.name} className="border-t border-border">
                <td className="p-3 align-top font-mono text-xs">{item.name}</td>
                <td className="p-3 align-top">{item.purpose}</td>
                <td className="p-3 align-top">{item.kind}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-muted-foreground">
        Local storage stays in your browser and is never sent to us. We use no analytics,
        advertising or tracking cookies of any kind.
      </p>
    </>
  );
}
