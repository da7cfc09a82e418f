import { formatInstant } from "@shared/dates/format";
export { useStartTrial } from "../../components/account/subscription-facts";

export function longDate(iso: string): string {
  return formatInstant(iso, "date");
}
