import { describe, expect, it } from "vitest";
import type { Result } from "lighthouse";
import {
  brokenAssets,
  failingAudits,
  medianRun,
  performanceHints,
} from "../../bench/lighthouse.bench";

type Audit = {
  id: string;
  score: number | null;
  scoreDisplayMode: string;
  metricSavings?: Record<string, number>;
  details?: unknown;
};

/** The parts of a Lighthouse result the bench reads. */
function report(options: {
  performance?: number;
  refs?: Record<string, Array<{ id: string; weight: number }>>;
  audits?: Audit[];
  url?: string;
}): Result {
  const categories: Record<string, unknown> = {};
  for (const [id, auditRefs] of Object.entries(options.refs ?? {})) {
    categories[id] = { id, score: null, auditRefs };
  }
  if (options.performance !== undefined) {
    categories.performance = {
      ...(categories.performance as object | undefined),
      id: "performance",
      score: options.performance,
      auditRefs: options.refs?.performance ?? [],
    };
  }
  return {
    finalDisplayedUrl: options.url ?? "http://127.0.0.1:5331/",
    categories,
    audits: Object.fromEntries((options.audits ?? []).map((audit) => [audit.id, audit])),
  } as unknown as Result;
}

describe("Lighthouse bench summaries", () => {
  it("names the failing audits of a category, heaviest first, skipping passes and n/a", () => {
    const lhr = report({
      refs: {
        accessibility: [
          { id: "color-contrast", weight: 7 },
          { id: "label", weight: 10 },
          { id: "image-alt", weight: 10 },
          { id: "video-caption", weight: 10 },
          { id: "broken-check", weight: 3 },
          { id: "manual-check", weight: 0 },
        ],
      },
      audits: [
        { id: "color-contrast", score: 0, scoreDisplayMode: "binary" },
        { id: "label", score: 0, scoreDisplayMode: "binary" },
        { id: "image-alt", score: 1, scoreDisplayMode: "binary" },
        { id: "video-caption", score: null, scoreDisplayMode: "notApplicable" },
        { id: "broken-check", score: null, scoreDisplayMode: "error" },
        { id: "manual-check", score: null, scoreDisplayMode: "manual" },
      ],
    });
    expect(failingAudits(lhr, "accessibility")).toEqual([
      "label",
      "color-contrast",
      "broken-check (error)",
    ]);
    expect(failingAudits(lhr, "best-practices")).toEqual([]);
  });

  it("lists the performance diagnostics with the largest estimated savings", () => {
    const lhr = report({
      performance: 0.6,
      refs: {
        performance: [
          { id: "largest-contentful-paint", weight: 25 },
          { id: "uses-text-compression", weight: 0 },
          { id: "unused-javascript", weight: 0 },
          { id: "bootup-time", weight: 0 },
          { id: "dom-size", weight: 0 },
        ],
      },
      audits: [
        { id: "largest-contentful-paint", score: 0.4, scoreDisplayMode: "numeric" },
        {
          id: "uses-text-compression",
          score: 0,
          scoreDisplayMode: "metricSavings",
          metricSavings: { FCP: 1350, LCP: 1500 },
        },
        {
          id: "unused-javascript",
          score: 0,
          scoreDisplayMode: "metricSavings",
          metricSavings: { FCP: 600, LCP: 600 },
        },
        {
          id: "bootup-time",
          score: 0.95,
          scoreDisplayMode: "metricSavings",
          metricSavings: { TBT: 2000 },
        },
        { id: "dom-size", score: 0, scoreDisplayMode: "metricSavings", metricSavings: { TBT: 0 } },
      ],
    });
    expect(performanceHints(lhr)).toEqual(["uses-text-compression", "unused-javascript"]);
  });

  it("reports the run with the median performance score", () => {
    const runs = [0.71, 0.52, 0.64].map((score) => report({ performance: score }));
    expect(medianRun(runs).categories.performance?.score).toBe(0.64);
  });

  it("names the page's own files that failed, but not API answers or other origins", () => {
    const lhr = report({
      audits: [
        {
          id: "network-requests",
          score: 1,
          scoreDisplayMode: "informative",
          details: {
            items: [
              { url: "http://127.0.0.1:5331/", statusCode: 200 },
              { url: "http://127.0.0.1:5331/assets/index-abc.js", statusCode: 404 },
              { url: "http://127.0.0.1:5331/api/auth/user", statusCode: 401 },
              { url: "http://elsewhere.example/x.js", statusCode: 500 },
            ],
          },
        },
      ],
    });
    expect(brokenAssets(lhr)).toEqual(["/assets/index-abc.js 404"]);
  });
});
