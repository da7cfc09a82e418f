import { useState } from "react";
import { AccessibilityHelper } from "./accessibility-helper";
import { AccountDeletedNotice } from "./account-deleted-notice";
import { AgeGate, isAgeVerified } from "./age-gate";
import { CookieBanner } from "./cookie-banner";

/**
 * The overlays on every page. The cookie banner waits until the age gate is
 * answered, so the two never stack on a phone screen.
 */
export function Overlays() {
  const [ageVerified, setAgeVerified] = useState(isAgeVerified);
  return (
    <>
      {ageVerified ? <CookieBanner /> : <AgeGate onVerified={() => setAgeVerified(true)} />}
      <AccessibilityHelper />
      <AccountDeletedNotice />
    </>
  );
}
