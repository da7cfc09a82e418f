import { ContactSection } from "./contact-section";
import { FeedbackSection } from "./feedback-section";
import { PricingSection } from "./pricing-section";
import { TestimonialsSection } from "./testimonials-section";
import { TrustSection } from "./trust-section";

/** The landing page's sections below its first screen, in their order (see landing-page.tsx). */
export function BelowFold() {
  return (
    <>
      <TrustSection />
      <PricingSection />
      <TestimonialsSection />
      <FeedbackSection />
      <ContactSection />
    </>
  );
}
