/**
 * A User Timing mark set when the app's first render is on screen and live. The bench
 * counts the scripts requested before it as a page's first-load JavaScript.
 */
export const appLiveMark = "kt:app-live";
