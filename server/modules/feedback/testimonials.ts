import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { testimonialsFileSchema, type Testimonial } from "@shared/feedback/testimonials";

/** The operator's content folder: content/ at the repository root (source or bundled server). */
export function contentDir(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, "../../../content"), path.resolve(here, "../../content")];
  return candidates.find((dir) => existsSync(path.join(dir, "testimonials.json")));
}

/**
 * Reads the operator's testimonials. A missing file means none; a malformed one stops
 * start-up with the problem named, so a broken quote is never half-shown.
 */
export function loadTestimonials(
  file = contentDir() && path.join(contentDir()!, "testimonials.json"),
): Testimonial[] {
  if (!file || !existsSync(file)) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message})`, { cause: error });
  }
  const parsed = testimonialsFileSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `[${issue.path.join(".")}] ${issue.message}`,
    );
    throw new Error(`${file}: ${problems.join("; ")}`);
  }
  return parsed.data.map(({ consent: _consent, ...testimonial }) => testimonial);
}
