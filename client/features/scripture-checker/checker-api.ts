/**
 * The Scripture Checker's calls, made in client/api/. The page imports them from here while other
 * work changes it (the page's own import then names client/api/ and this file goes).
 */
export { checkManuscript, downloadReport } from "../../api/scripture-check";
export { uploadManuscript } from "../../api/documents";
