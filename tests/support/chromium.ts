/**
 * Debian's Chromium, the only browser the tests, benchmarks and scripts use (never one a
 * test tool downloads). scripts/ensure-chromium.mjs installs both builds.
 *
 * - `chromiumPath`: the full browser, for Lighthouse and the marketing screenshots, which
 *   should measure and show what a visitor's Chrome does.
 * - `headlessShellPath`: the same Chromium release built without the desktop shell
 *   (Debian's chromium-headless-shell). The browser tests run in it: a new page opens in
 *   0.2 s instead of 0.7 s and pages load about a third faster, for the same Blink and V8.
 *   `E2E_CHROMIUM=/usr/bin/chromium` runs them in the full browser instead.
 */
export const chromiumPath = "/usr/bin/chromium";
export const headlessShellPath = "/usr/bin/chromium-headless-shell";

/** Headless and quiet: no sandbox (tests run as root), no GPU, no calls home. */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];
