import { Link } from "wouter";
import {
  dataRequestResponseDays,
  minimumAge,
  termsChangeNoticeDays,
} from "@shared/legal/policy-facts";
import { LegalDocument, type LegalSection } from "./legal-document";
import {
  Mailbox,
  OperatorContact,
  OperatorName,
  Processors,
  RetentionTable,
  StorageTables,
} from "./legal-parts";
import { usePublicConfig } from "./use-legal-config";

/** The full privacy policy: GDPR rights, cookies, retention, contact. */
export function PrivacyPolicyPage() {
  const config = usePublicConfig();
  const sections: LegalSection[] = [
    {
      id: "who-we-are",
      title: "Who we are",
      body: (
        <>
          <p>
            <OperatorName config={config} /> (&ldquo;we&rdquo;) runs Kingdom Tools and is the
            controller of the personal data described here. You can reach us at:
          </p>
          <OperatorContact config={config} />
        </>
      ),
    },
    {
      id: "what-we-collect",
      title: "What we collect",
      body: (
        <>
          <p>Only what the product needs to work:</p>
          <ul>
            <li>
              <strong>Your account:</strong> name, email address, whether it is confirmed, your
              password (stored only as a salted hash, never in readable form), and, if you sign in
              with Google, GitHub or single sign-on, that account&rsquo;s id, tokens and profile
              picture address.
            </li>
            <li>
              <strong>Sign-in sessions:</strong> for each session, the IP address and browser
              description it started from, so you and we can spot misuse; and short-lived counters
              of sign-in attempts per IP address to stop password guessing.
            </li>
            <li>
              <strong>Subscription and trial:</strong> plan, status, renewal or end date, the Stripe
              customer and subscription ids, and when your free trial started and ends. Card details
              go straight to Stripe and never reach our server.
            </li>
            <li>
              <strong>What you create:</strong> what you type into the tools, the last result of
              each tool (so it survives a page reload), the items you save to My Kingdom Content,
              images you make, your settings, and counts of generations used for the daily limits.
            </li>
            <li>
              <strong>Messages you send us:</strong> support messages, data rights requests and
              feedback from the home page (your ministry role and what you wrote).
            </li>
            <li>
              <strong>Age confirmation:</strong> when someone confirms they are {minimumAge} or
              older, we log that fact and its time, without any user id.
            </li>
            <li>
              <strong>Server logs:</strong> requests to the server (address, page, time, result),
              with cookies and passwords removed, kept to run and secure the service.
            </li>
          </ul>
          <p>
            We do not use analytics, advertising or tracking tools, we do not build profiles of you,
            and we never sell or rent personal data.
          </p>
        </>
      ),
    },
    {
      id: "how-we-use",
      title: "How we use it and why (legal bases)",
      body: (
        <ul>
          <li>
            <strong>To provide the service you signed up for</strong> (contract): your account,
            generating drafts, saving and exporting your content, emailing drafts to you, your
            subscription and trial.
          </li>
          <li>
            <strong>To keep the service secure and working</strong> (legitimate interests):
            sessions, rate limits, server logs, and answering support messages and feedback.
          </li>
          <li>
            <strong>Because you allowed it</strong> (consent): remembering your display preferences
            in your browser. You can withdraw consent at any time in the cookie banner&rsquo;s
            settings.
          </li>
          <li>
            <strong>Because the law requires it</strong> (legal obligation): keeping payment records
            for tax and accounting.
          </li>
        </ul>
      ),
    },
    {
      id: "who-receives",
      title: "Who receives your data",
      body: (
        <>
          <p>
            We share personal data only with the service providers below, each acting on our
            instructions as a processor, and with authorities where the law compels us.
          </p>
          <Processors config={config} />
          <p>
            Some of these providers are in the United States. Where data leaves the UK or the
            European Economic Area, it goes under the safeguards those providers offer, such as the
            European Commission&rsquo;s Standard Contractual Clauses.
          </p>
        </>
      ),
    },
    {
      id: "ai-drafts",
      title: "AI-assisted drafts",
      body: (
        <p>
          The tools write drafts from what you ask for. They make no decisions about you, and
          nothing they produce has legal or similar effects on you. Scripture references in every
          draft are checked against the World English Bible or King James Version text on our
          server.
        </p>
      ),
    },
    {
      id: "retention",
      title: "How long we keep it",
      body: (
        <>
          <RetentionTable />
          <p>
            When a period ends, the records are deleted or, where we need figures only, made
            anonymous.
          </p>
        </>
      ),
    },
    {
      id: "your-rights",
      title: "Your rights under the GDPR",
      body: (
        <>
          <p>Wherever you live, you can ask us to:</p>
          <ul>
            <li>
              give you a copy of your personal data (access) in a portable format (portability);
            </li>
            <li>correct data that is wrong (rectification);</li>
            <li>delete your data (erasure);</li>
            <li>
              limit how we use it (restriction), or stop a use based on legitimate interests
              (objection);
            </li>
            <li>withdraw a consent you gave, without affecting what was done before.</li>
          </ul>
          <p>
            You can download everything we hold about you and delete your account yourself in{" "}
            <Link href="/settings">Settings</Link>. For anything else, use the{" "}
            <Link href="/data-request">data rights request form</Link> or write to{" "}
            <Mailbox config={config} which="privacyEmail" />. We answer within{" "}
            {dataRequestResponseDays} days and may ask you to confirm your identity first.
          </p>
          <p>
            You also have the right to complain to a data protection supervisory authority, in
            particular where you live or work.
          </p>
        </>
      ),
    },
    {
      id: "cookies",
      title: "Cookies and local storage",
      body: <StorageTables />,
    },
    {
      id: "security",
      title: "Security",
      body: (
        <p>
          Connections are encrypted in production, passwords are stored only as hashes, session
          cookies cannot be read by page scripts, and every request for your content is checked
          against your account on the server. No system is perfectly secure; if a breach affects
          your data, we will tell you and the authorities as the law requires.
        </p>
      ),
    },
    {
      id: "children",
      title: "Age limit",
      body: (
        <p>
          Kingdom Tools is for adults {minimumAge} and over. We do not knowingly collect data from
          anyone younger; if we learn that we have, we delete it. If you believe a child has given
          us personal data, write to <Mailbox config={config} which="privacyEmail" />.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to this policy",
      body: (
        <p>
          We will announce material changes at least {termsChangeNoticeDays} days before they take
          effect, by email to account holders and on this page. The date at the top shows the latest
          version.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact",
      body: (
        <>
          <p>Questions about this policy or your data:</p>
          <OperatorContact config={config} />
        </>
      ),
    },
  ];
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what personal data Kingdom Tools collects, why, who receives it, how
          long we keep it and the rights you have. A <Link href="/privacy">short summary</Link> is
          also available, and US residents can read about their{" "}
          <Link href="/privacy-policy-us">state privacy rights</Link>.
        </p>
      }
      sections={sections}
      related={[
        { href: "/privacy", label: "Privacy summary" },
        { href: "/privacy-policy-us", label: "US Privacy Rights & Compliance" },
        { href: "/terms", label: "Terms of Service" },
        { href: "/data-request", label: "Data rights request" },
      ]}
    />
  );
}
