import { Link } from "wouter";
import {
  dataRequestResponseDays,
  minimumAge,
  unsubscribeBusinessDays,
} from "@shared/legal/policy-facts";
import { LegalDocument, type LegalSection } from "./legal-document";
import { Mailbox, OperatorContact, Processors } from "./legal-parts";
import { usePublicConfig } from "./use-legal-config";

const categories = [
  {
    category: "Identifiers",
    examples: "Name, email address, account id, IP address",
    purpose: "Your account, sign-in and security",
  },
  {
    category: "Commercial information",
    examples: "Plan, subscription status and dates, trial dates",
    purpose: "Providing and billing the subscription",
  },
  {
    category: "Internet or network activity",
    examples: "Session records (IP address, browser), server request logs",
    purpose: "Security and keeping the service running",
  },
  {
    category: "Account login credentials (sensitive)",
    examples: "Email address with password hash",
    purpose: "Signing you in — never for anything else",
  },
  {
    category: "Content you provide",
    examples: "Tool requests, saved drafts and images, messages to us",
    purpose: "Generating, saving and delivering your content",
  },
];

/** US privacy rights and compliance. */
export function PrivacyUsPage() {
  const config = usePublicConfig();
  const sections: LegalSection[] = [
    {
      id: "ccpa",
      title: "California (CCPA, as amended by the CPRA)",
      body: (
        <>
          <p>
            In the last 12 months we collected these categories of personal information, directly
            from you or from your browser, and from sign-in providers you chose:
          </p>
          <div className="overflow-x-auto rounded-xl border border-border">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Categories of personal information</caption>
              <thead className="bg-muted">
                <tr>
                  <th scope="col" className="p-3 font-semibold">
                    Category
                  </th>
                  <th scope="col" className="p-3 font-semibold">
                    Examples
                  </th>
                  <th scope="col" className="p-3 font-semibold">
                    Used for
                  </th>
                </tr>
              </thead>
              <tbody>
                {categories.map((row) => (
                  <tr key={row.category} className="border-t border-border">
                    <td className="p-3 align-top font-medium">{row.category}</td>
                    <td className="p-3 align-top">{row.examples}</td>
                    <td className="p-3 align-top">{row.purpose}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            <strong>We do not sell personal information, and we do not share it</strong> for
            cross-context behavioral advertising. We have not done so in the last 12 months, so
            there is nothing to opt out of; we treat a Global Privacy Control signal as an opt-out
            all the same. We disclose personal information for business purposes only to these
            service providers:
          </p>
          <Processors config={config} />
          <p>California residents have the right to:</p>
          <ul>
            <li>know what personal information we collect, use and disclose, and get a copy;</li>
            <li>delete it, and correct it if it is inaccurate;</li>
            <li>opt out of sale or sharing (we do neither);</li>
            <li>
              limit the use of sensitive personal information (we use it only to sign you in);
            </li>
            <li>not be discriminated against for using any of these rights.</li>
          </ul>
        </>
      ),
    },
    {
      id: "other-states",
      title: "Other state privacy laws",
      body: (
        <p>
          Residents of Colorado, Connecticut, Delaware, Indiana, Iowa, Kentucky, Maryland,
          Minnesota, Montana, Nebraska, New Hampshire, New Jersey, Oregon, Rhode Island, Tennessee,
          Texas, Utah, Virginia and other states with consumer privacy laws have the same rights
          with us: to confirm whether we process their data, to access, correct, delete and port it,
          and to opt out of targeted advertising, sale and profiling (none of which we do). If we
          decline a request, you may appeal by replying to our answer or writing to{" "}
          <Mailbox config={config} which="privacyEmail" />; we answer appeals within 60 days and
          tell you how to contact your state attorney general if you disagree.
        </p>
      ),
    },
    {
      id: "exercise",
      title: "How to use your rights",
      body: (
        <p>
          Download or delete your data in <Link href="/settings">Settings</Link>, send the{" "}
          <Link href="/data-request">data rights request form</Link>, or write to{" "}
          <Mailbox config={config} which="privacyEmail" />. We confirm receipt, verify that the
          request comes from the account holder (usually by email to the account&rsquo;s address),
          and answer within {dataRequestResponseDays} days. An authorized agent may ask on your
          behalf with your signed permission; we may still ask you to verify your identity.
        </p>
      ),
    },
    {
      id: "coppa",
      title: "Children (COPPA) and our 18+ rule",
      body: (
        <p>
          Kingdom Tools is not directed to children. Every visitor is asked to confirm they are{" "}
          {minimumAge} or older before using it, and we do not knowingly collect personal
          information from children under 13, nor from anyone under {minimumAge}. If we learn that
          we have, we delete it promptly. Parents can write to{" "}
          <Mailbox config={config} which="privacyEmail" />.
        </p>
      ),
    },
    {
      id: "can-spam",
      title: "Email (CAN-SPAM)",
      body: (
        <>
          <p>
            We send transactional email only: confirming your address, resetting your password,
            drafts you send to yourself, and notices about your subscription. We send no marketing
            email today.
          </p>
          <p>
            If we ever send product news, each message will say who it is from, carry an honest
            subject line and our postal address, and include a working unsubscribe link; we honour
            unsubscribes within {unsubscribeBusinessDays} business days. You can also switch
            notification emails off in <Link href="/settings">Settings</Link>.
          </p>
        </>
      ),
    },
    {
      id: "accessibility",
      title: "Accessibility",
      body: (
        <p>
          We build Kingdom Tools to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at
          level AA: keyboard access, screen-reader labels, sufficient contrast, and the
          accessibility helper at the right edge of every page for larger text (80% to 200%) and
          high contrast. If anything gets in your way, write to{" "}
          <Mailbox config={config} which="supportEmail" /> or use the{" "}
          <Link href="/support">support page</Link>, and we will help and fix it.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact",
      body: <OperatorContact config={config} />,
    },
  ];
  return (
    <LegalDocument
      title="US Privacy Rights & Compliance"
      intro={
        <p>
          This page adds to our <Link href="/privacy-policy">Privacy Policy</Link> for residents of
          the United States: California and other state privacy laws, children&rsquo;s privacy,
          email and accessibility.
        </p>
      }
      sections={sections}
      related={[
        { href: "/privacy-policy", label: "Full Privacy Policy" },
        { href: "/privacy", label: "Privacy summary" },
        { href: "/terms", label: "Terms of Service" },
      ]}
    />
  );
}
