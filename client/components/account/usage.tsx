import { isNearCap, type UsageLimits, type UsageToday } from "@shared/usage-limits";
import { usePublicConfig } from "../../api/public-config";
import { useUsageToday } from "../../api/usage";
import { formatInstant } from "@shared/dates/format";

/** The server's caps (from the public configuration); undefined until it has answered. */
export function useUsageLimits(): UsageLimits | undefined {
  return usePublicConfig().data?.usageLimits;
}

const names = { generations: "writing generations", images: "images" } as const;

function localTime(iso: string): string {
  return formatInstant(iso, "time");
}

/** "You have used 170 of today's 200 writing generations; the count starts again at 7:00 PM." */
function gaugeLine(kind: keyof typeof names, usage: UsageToday): string {
  const { used, perDay } = usage[kind];
  const again = `the count starts again at ${localTime(usage.resetsAt)} (midnight UTC)`;
  return used >= perDay
    ? `You have used all ${perDay} of today's ${names[kind]}; ${again}.`
    : `You have used ${used} of today's ${perDay} ${names[kind]}; ${again}.`;
}

/**
 * Shown when a pastor is near (or at) a daily cap: how much is used and when it starts
 * again. Nothing otherwise.
 */
export function UsageNotice({ enabled }: { enabled: boolean }) {
  const usage = useUsageToday(enabled);
  if (!usage) return null;
  const near = (["generations", "images"] as const).filter((kind) => isNearCap(usage[kind]));
  if (near.length === 0) return null;
  return (
    <div
      role="status"
      className="rounded-2xl border border-gold-300 bg-gold-100 p-4 text-sm text-royal-950"
    >
      <p className="font-semibold">Today&apos;s usage</p>
      {near.map((kind) => (
        <p key={kind}>{gaugeLine(kind, usage)}</p>
      ))}
    </div>
  );
}
