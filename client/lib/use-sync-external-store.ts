// wouter imports use-sync-external-store's shim, written for React 17; from React 18 the
// shim only hands back React's own hook. vite.config.ts points the shim here, which saves
// its code (0.4 KB gzipped) on every first load.
export { useSyncExternalStore } from "react";
