import "@fontsource-variable/inter";
import "@fontsource-variable/source-serif-4";
import "./styles.css";
import { applyStoredDisplayPreferences } from "./components/layout/display-preferences";

// zod compiles its checks with new Function when it may; our Content-Security-Policy forbids
// eval, so it would try, be refused and report a CSP violation on every page that builds a
// schema. zod reads this global when it loads (zod/v4/core/core.js); z.config() would say the
// same but would put zod in every page's start-up code.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

// Text size, contrast and colour scheme apply before the first paint.
applyStoredDisplayPreferences();

const container = document.getElementById("root")!;
const prerendered = container.hasChildNodes();

function start(): void {
  void import("./start-app").then(({ startApp }) => startApp(container, prerendered));
}

// A prerendered page is readable as it arrives: it is painted first, and React (the bulk
// of the JavaScript) is fetched and started just after, so it never holds up that paint.
// Any other page has nothing to show until the app runs, so it starts at once.
if (prerendered) requestAnimationFrame(() => setTimeout(start, 0));
else start();
