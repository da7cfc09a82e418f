import { Hero } from "./hero";
import { PricingSection } from "./pricing-section";
import { ToolsSection } from "./tools-section";
import { TrustSection } from "./trust-section";

/** The home page (spec §2 "Landing page"); honest copy only: no testimonials, no invented figures. */
export function LandingPage() {
  return (
    <div className="flex flex-col">
      <Hero />
      <ToolsSection />
      <TrustSection />
      <PricingSection />
    </div>
  );
}
