import { Link } from "wouter";
import { tools } from "@shared/tools";
import { formatPrice, plans, refundDays, trialDays } from "@shared/prices";
import { minimumAge, termsChangeNoticeDays, uptimeTargetPercent } from "@shared/legal/policy-facts";
import { LegalDocument, type LegalSection } from "./legal-document";
import { Mailbox, OperatorContact, OperatorName } from "./legal-parts";
import { usePublicConfig } from "./use-legal-config";

/** Terms of Service in eight sections. */
export function TermsPage() {
  const config = usePublicConfig();
  const sections: LegalSection[] = [
    {
      id: "acceptance",
      title: "Acceptance and eligibility",
      body: (
        <p>
          These terms are an agreement between you and <OperatorName config={config} />{" "}
          (&ldquo;we&rdquo;), the operator of Kingdom Tools. By creating an account or using the
          tools you accept them. You must be at least {minimumAge} years old. If you use Kingdom
          Tools for a church or ministry, you confirm that you may accept these terms for it.
        </p>
      ),
    },
    {
      id: "service",
      title: "The service",
      body: (
        <>
          <p>Kingdom Tools offers {tools.length} tools that write first drafts for ministry:</p>
          <ul>
            {tools.map((tool) => (
              <li key={tool.key}>
                <strong>{tool.name}</strong> — {tool.summary}
              </li>
            ))}
          </ul>
          <p>
            It also offers a personal content library, exports and email delivery of your drafts. We
            aim for {uptimeTargetPercent}% availability but do not guarantee uninterrupted service,
            and we may improve or change features over time.
          </p>
        </>
      ),
    },
    {
      id: "accounts",
      title: "Your account",
      body: (
        <p>
          Give accurate details, keep your password to yourself and tell us at{" "}
          <Mailbox config={config} which="supportEmail" /> if you think someone else has used your
          account. You are responsible for what happens under your account. You can close it at any
          time in <Link href="/settings">Settings</Link>.
        </p>
      ),
    },
    {
      id: "subscription",
      title: "Free trial, subscription, cancellation and refunds",
      body: (
        <ul>
          <li>
            <strong>Free trial:</strong> each account can start one {trialDays}-day free trial of
            every tool, with no card. It ends by itself; nothing is charged.
          </li>
          <li>
            <strong>Plans:</strong> {plans.monthly.name} at {formatPrice(plans.monthly.amountCents)}{" "}
            per month or {plans.yearly.name} at {formatPrice(plans.yearly.amountCents)} per year,
            charged in advance through Stripe and renewed automatically until you cancel.
          </li>
          <li>
            <strong>Cancellation:</strong> cancel anytime on the{" "}
            <Link href="/subscription">subscription page</Link>. You keep access until the end of
            the period you paid for, and you are not charged again.
          </li>
          <li>
            <strong>Refunds:</strong> if Kingdom Tools is not right for your ministry, ask for a
            full refund within {refundDays} days of your first purchase by writing to{" "}
            <Mailbox config={config} which="supportEmail" />. This does not limit any right to a
            refund that the law gives you.
          </li>
          <li>
            <strong>Price changes</strong> apply from your next renewal, and we tell you at least{" "}
            {termsChangeNoticeDays} days before.
          </li>
        </ul>
      ),
    },
    {
      id: "use",
      title: "Acceptable use and your content",
      body: (
        <>
          <p>
            You own what you put into the tools and the drafts they give you, and you may use them
            freely in your ministry. You give us only the permission needed to store, process and
            deliver them for you.
          </p>
          <p>
            Do not use Kingdom Tools to break the law, to harass or deceive people, to infringe
            others&rsquo; rights, to attack or overload the service, or to get around its limits and
            access checks. We may suspend accounts that do.
          </p>
        </>
      ),
    },
    {
      id: "drafts",
      title: "AI-assisted drafts and scripture",
      body: (
        <p>
          The tools write drafts, not finished ministry. A draft can be wrong, incomplete or
          theologically imprecise, so read, pray over and edit everything before you preach, publish
          or send it; you are responsible for what you share. We check every scripture reference
          against the World English Bible or King James Version text and flag the ones that do not
          exist, but the interpretation remains yours and your church&rsquo;s.
        </p>
      ),
    },
    {
      id: "liability",
      title: "Warranties, liability and ending the agreement",
      body: (
        <>
          <p>
            Kingdom Tools is provided &ldquo;as is&rdquo;. To the extent the law allows, we give no
            warranty that it suits a particular purpose, and our total liability to you for any
            claim is limited to what you paid us in the 12 months before it. Nothing in these terms
            limits liability that cannot be limited by law.
          </p>
          <p>
            You may stop using Kingdom Tools at any time. We may end or suspend your access if you
            seriously or repeatedly break these terms, after telling you why where we can.
          </p>
        </>
      ),
    },
    {
      id: "changes",
      title: "Changes to these terms and contact",
      body: (
        <>
          <p>
            We will tell you of material changes at least {termsChangeNoticeDays} days before they
            take effect, by email and on this page. If you do not agree, you can cancel before they
            apply. How we handle personal data is set out in our{" "}
            <Link href="/privacy-policy">Privacy Policy</Link>.
          </p>
          <OperatorContact config={config} />
        </>
      ),
    },
  ];
  return (
    <LegalDocument
      title="Terms of Service"
      intro={<p>The agreement that applies when you use Kingdom Tools. Please read it.</p>}
      sections={sections}
      numbered
      related={[
        { href: "/privacy-policy", label: "Privacy Policy" },
        { href: "/privacy-policy-us", label: "US Privacy Rights & Compliance" },
        { href: "/support", label: "Support" },
      ]}
    />
  );
}
