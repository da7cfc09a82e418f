import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "@fontsource-variable/inter";
import "@fontsource-variable/source-serif-4";
import "./styles.css";
import { App, preloadPage } from "./app";
import { applyStoredDisplayPreferences } from "./components/layout/display-preferences";

applyStoredDisplayPreferences();

// The page's code arrives before the first render, so prerendered HTML is replaced by the
// same content rather than a loading spinner.
void preloadPage(window.location.pathname)
  .catch(() => undefined)
  .finally(() =>
    createRoot(document.getElementById("root")!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
