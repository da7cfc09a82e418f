import { Link } from "wouter";
import { dataRequestResponseDays, minimumAge } from "@shared/legal/policy-facts";
import { LegalDocument, type LegalSection } from "./legal-document";
import { Mailbox, OperatorContact, Processors } from "./legal-parts";
import { usePublicConfig } from "./use-legal-config";

/** The short privacy policy; the full one is at /privacy-policy. */
export function PrivacyPage() {
  const config = usePublicConfig();
  const sections: LegalSection[] = [
    {
      id: "what",
      title: "What we keep",
      body: (
        <ul>
          <li>Your account: name, email address and a hash of your password.</li>
          <li>Your subscription or trial status (card details stay with Stripe).</li>
          <li>What you ask the tools for, and the drafts and images you save.</li>
          <li>Your settings, and messages you send us.</li>
          <li>Session records (IP address and browser) to keep your account secure.</li>
        </ul>
      ),
    },
    {
      id: "who",
      title: "Who receives it",
      body: <Processors config={config} />,
    },
    {
      id: "never",
      title: "What we never do",
      body: (
        <p>
          No analytics, no advertising or tracking cookies, no selling or sharing of your data for
          advertising, and no use of your content for anything but serving you. The product is for
          adults {minimumAge} and over.
        </p>
      ),
    },
    {
      id: "rights",
      title: "Your choices",
      body: (
        <p>
          Download or delete your data in <Link href="/settings">Settings</Link>, or use the{" "}
          <Link href="/data-request">data rights request form</Link>; we answer within{" "}
          {dataRequestResponseDays} days. The{" "}
          <Link href="/privacy-policy">full privacy policy</Link> sets out retention periods,
          cookies, legal bases and your GDPR rights.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact",
      body: (
        <>
          <p>
            Write to <Mailbox config={config} which="privacyEmail" /> with any privacy question.
          </p>
          <OperatorContact config={config} />
        </>
      ),
    },
  ];
  return (
    <LegalDocument
      title="Privacy at a Glance"
      intro={<p>The short version of how Kingdom Tools handles your personal data.</p>}
      sections={sections}
      related={[
        { href: "/privacy-policy", label: "Full Privacy Policy" },
        { href: "/privacy-policy-us", label: "US Privacy Rights & Compliance" },
        { href: "/terms", label: "Terms of Service" },
      ]}
    />
  );
}
