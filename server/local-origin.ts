import { isIP } from "node:net";
import type { Config } from "./config";

/**
 * PUBLIC_URL unset (its default, http://localhost:PORT): the site is being run on this
 * machine or a church network and opened by whatever address people have.
 */
export function acceptsLocalAddresses(config: Pick<Config, "publicUrl" | "port">): boolean {
  return config.publicUrl === `http://localhost:${config.port}`;
}

/**
 * When no PUBLIC_URL is set, the site is being tried out on this machine or the church's
 * network, and people open it by whichever address they have: http://127.0.0.1:5000, or
 * http://192.168.1.20:5000 from another computer. A page served from such an address is
 * its own origin, so its form posts carry `Origin: http://192.168.1.20:5000`, which is not
 * PUBLIC_URL's default http://localhost:5000.
 *
 * This accepts an origin that names exactly the host the request was sent to (Host) when
 * that host is a loopback or private address written as an IP address (or localhost). A
 * foreign site's page cannot send that: its Origin is its own name. A name that merely
 * resolves to a private address (DNS rebinding) is not accepted, because only IP
 * literals and localhost count.
 */
export function localOriginOf(
  origin: string | null | undefined,
  host: string | null | undefined,
): string | null {
  if (!origin || !host) return null;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.origin !== origin.replace(/\/+$/, "").toLowerCase()) return null;
  if (url.host !== host.toLowerCase()) return null;
  return isLocalHostname(url.hostname) ? url.origin : null;
}

/** localhost, or an IP address on loopback, a private range or link-local. */
export function isLocalHostname(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  if (name === "localhost" || name.endsWith(".localhost")) return true;
  const version = isIP(name);
  if (version === 4) {
    const [a, b] = name.split(".").map(Number) as [number, number];
    return (
      a === 127 || // loopback
      a === 10 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) // link-local
    );
  }
  if (version === 6) {
    if (name === "::1") return true;
    // An IPv4 address in IPv6 form (URL writes ::ffff:192.168.1.2 as ::ffff:c0a8:102).
    const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(name);
    if (dotted) return isLocalHostname(dotted[1]!);
    const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(name);
    if (hex) {
      const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
      return isLocalHostname(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
    }
    const first = parseInt(name.split(":")[0] || "0", 16);
    return (
      (first & 0xfe00) === 0xfc00 || // unique local fc00::/7
      (first & 0xffc0) === 0xfe80 // link-local fe80::/10
    );
  }
  return false;
}
