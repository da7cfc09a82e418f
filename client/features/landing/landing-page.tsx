import { ContactSection } from "./contact-section";
import { FeedbackSection } from "./feedback-section";
import { Hero } from "./hero";
import { PricingSection } from "./pricing-section";
import { TestimonialsSection } from "./testimonials-section";
import { ToolsSection } from "./tools-section";
import { TrustSection } from "./trust-section";

/**
 * The home page; honest copy only: testimonials come from the
 * operator's content file and no figure is invented.
 */
export function LandingPage() {
  return (
    <div className="flex flex-col">
      <Hero />
      <ToolsSection />
      <TrustSection />
      <PricingSection />
      <TestimonialsSection />
      <FeedbackSection />
      <ContactSection />
    </div>
  );
}
