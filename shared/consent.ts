/** The cookie banner's stored record (localStorage "gdpr-consent"). */
export const consentVersion = "1.0";

export interface ConsentRecord {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
  timestamp: string;
  version: typeof consentVersion;
}
