import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  featuredScripture,
  foundationFaqs,
  foundationGrade,
  landingScripture,
  quotedReferences,
  scriptureCount,
  theologicalStandards,
  toolFoundations,
  validationSteps,
  verificationLevel,
} from "@shared/foundation/content";
import { pageDescriptions } from "@shared/page-descriptions";
import { foundationVerseTexts } from "@shared/foundation/verse-texts";
import { landingVerse } from "@shared/foundation/landing-verse";
import { feedbackRateLimit, ministryRoles } from "@shared/feedback/options";
import { cookies } from "@shared/legal/policy-facts";
import { publicConfigSchema } from "@shared/public-config";
import { pageRoutes } from "@shared/routes";
import { tools } from "@shared/tools";
import { feedback } from "../../server/db/schema";
import { loadTestimonials } from "../../server/modules/feedback/testimonials";
import { lookup } from "../../server/scripture/lookup";
import { foundationVerseEntries } from "../../scripts/build-foundation-verses";
import { createTestApp, getTestApp, ownClientAddress, publicUrl } from "../support/test-app";
import { signedInUser, visitor } from "../support/users";

const test = await getTestApp();

const publicPages = [
  ["/", "Kingdom Tools — AI content tools for pastors"],
  ["/biblical-foundation", "Biblical Foundation — Kingdom Tools"],
  ["/privacy", "Privacy at a Glance — Kingdom Tools"],
  ["/privacy-policy", "Privacy Policy — Kingdom Tools"],
  ["/privacy-policy-us", "US Privacy Rights & Compliance — Kingdom Tools"],
  ["/terms", "Terms of Service — Kingdom Tools"],
] as const;

function postFeedback(payload: unknown, headers = visitor().headers) {
  if (typeof payload === "string") {
    return test.app.inject({
      method: "POST",
      url: "/api/feedback",
      headers: { ...headers, "content-type": "application/json" },
      payload,
    });
  }
  return test.app.inject({
    method: "POST",
    url: "/api/feedback",
    headers,
    payload: payload as Record<string, unknown>,
  });
}

const goodFeedback = {
  role: "youth-pastor",
  impact: "Our youth team needs devotionals for camp every summer.",
  suggestions: "A devotional series spanning a week.",
};

describe("public pages", () => {
  it.each(publicPages)(
    "%s answers 200 with its own title, description and Open Graph tags",
    async (url, title) => {
      const response = await test.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/text\/html/);
      const html = response.body;
      const escaped = title.replace(/&/g, "&amp;");
      expect(html).toContain(`<title>${escaped}</title>`);
      expect(html.match(/<title>/g)).toHaveLength(1);
      const route = pageRoutes.find((candidate) => candidate.path === url)!;
      expect(html).toContain(
        `<meta name="description" content="${pageDescriptions[route.path].replace(/&/g, "&amp;").replace(/'/g, "'")}"`,
      );
      expect(html).toContain(`<meta property="og:title" content="${escaped}"`);
      expect(html).toContain(`<link rel="canonical" href="${publicUrl}${url}"`);
    },
  );

  it("keeps 404 for unknown paths and lists public pages in the sitemap and robots.txt", async () => {
    expect(
      (await test.app.inject({ method: "GET", url: "/biblical-foundations" })).statusCode,
    ).toBe(404);
    const sitemap = await test.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers["content-type"]).toMatch(/xml/);
    for (const [url] of publicPages)
      expect(sitemap.body).toContain(`<loc>${publicUrl}${url}</loc>`);
    expect(sitemap.body).not.toContain("/sermon-builder");
    const robots = await test.app.inject({ method: "GET", url: "/robots.txt" });
    expect(robots.body).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
  });

  it("sends pages compressed to browsers that accept it, the same HTML once decoded", async () => {
    const plain = await test.app.inject({ method: "GET", url: "/terms" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync } as const;
    for (const [accept, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip;q=0.5", "gzip"],
    ] as const) {
      const response = await test.app.inject({
        method: "GET",
        url: "/terms",
        headers: { "accept-encoding": accept },
      });
      expect(response.headers["content-encoding"], accept).toBe(encoding);
      expect(decoders[encoding](response.rawPayload).toString("utf8")).toBe(plain.body);
    }
    const unknownPlain = await test.app.inject({ method: "GET", url: "/no-such-page" });
    const unknown = await test.app.inject({
      method: "GET",
      url: "/no-such-page",
      headers: { "accept-encoding": "br" },
    });
    expect(unknown.statusCode).toBe(404);
    expect(brotliDecompressSync(unknown.rawPayload).toString("utf8")).toBe(unknownPlain.body);
  });
});

describe("GET /api/public-config", () => {
  it("names the operator and the processors in use, and hides Schedule Demo without a booking address", async () => {
    const response = await test.app.inject({ method: "GET", url: "/api/public-config" });
    expect(response.statusCode).toBe(200);
    const body = publicConfigSchema.parse(response.json());
    expect(body).toMatchObject({
      supportEmail: test.config.supportEmail,
      privacyEmail: test.config.privacyEmail,
      operator: { name: "Kingdom Tools", address: null },
      demoBookingUrl: null,
      aiProvider: "offline",
      emailDelivery: "outbox",
    });
    expect(JSON.stringify(body)).not.toMatch(/secret|api_?key/i);
  });

  it("passes the operator's name, address, mailboxes and booking address through", async () => {
    const configured = await createTestApp({
      OPERATOR_NAME: "Grace Fellowship Media LLC",
      OPERATOR_ADDRESS: "1 Hope Street, Nashville, TN 37201",
      SUPPORT_EMAIL: "help@grace.example",
      PRIVACY_EMAIL: "dpo@grace.example",
      DEMO_BOOKING_URL: "https://cal.example.org/grace",
      SMTP_URL: "smtp://127.0.0.1:2525",
    });
    const body = (await configured.app.inject({ method: "GET", url: "/api/public-config" })).json();
    expect(body).toMatchObject({
      operator: {
        name: "Grace Fellowship Media LLC",
        address: "1 Hope Street, Nashville, TN 37201",
      },
      supportEmail: "help@grace.example",
      privacyEmail: "dpo@grace.example",
      demoBookingUrl: "https://cal.example.org/grace",
      emailDelivery: "smtp",
    });
    await configured.app.close();
  });

  it("refuses a booking address that is not a URL at start-up", async () => {
    await expect(createTestApp({ DEMO_BOOKING_URL: "call us" })).rejects.toThrow(
      /DEMO_BOOKING_URL/,
    );
  });
});

describe("POST /api/feedback", () => {
  it("stores feedback, copies it to the support mailbox and confirms with an id", async () => {
    const response = await postFeedback(goodFeedback);
    expect(response.statusCode, response.body).toBe(201);
    const { feedbackId } = response.json();
    const [row] = await test.database.db.select().from(feedback).where(eq(feedback.id, feedbackId));
    expect(row).toMatchObject({ ...goodFeedback, userId: null });
    const mail = test.mailer.lastTo(test.config.supportEmail);
    expect(mail?.text).toContain(feedbackId);
    expect(mail?.text).toContain(goodFeedback.impact);
    expect(mail?.subject).toBe("Feedback from a Youth Pastor");
  });

  it("records the account of a signed-in sender", async () => {
    const user = await signedInUser(test, "feedback");
    const response = await postFeedback(
      { role: "pastor", impact: "Sermon outlines every week." },
      user.headers,
    );
    expect(response.statusCode).toBe(201);
    const [row] = await test.database.db
      .select()
      .from(feedback)
      .where(eq(feedback.id, response.json().feedbackId));
    expect(row).toMatchObject({ userId: user.id, suggestions: "" });
  });

  it("accepts every ministry role of the spec", async () => {
    for (const role of ministryRoles) {
      expect((await postFeedback({ role, impact: "Helpful for our whole team." })).statusCode).toBe(
        201,
      );
    }
  });

  it.each([
    ["no body", undefined, ["role", "impact"]],
    ["an unknown role", { ...goodFeedback, role: "bishop" }, ["role"]],
    ["a missing impact", { role: "pastor" }, ["impact"]],
    ["a too-short impact", { role: "pastor", impact: "  good  " }, ["impact"]],
    ["a too-long impact", { role: "pastor", impact: "x".repeat(2001) }, ["impact"]],
    ["suggestions that are not text", { ...goodFeedback, suggestions: 42 }, ["suggestions"]],
    ["a role that is not text", { ...goodFeedback, role: ["pastor"] }, ["role"]],
  ])("refuses %s with field errors", async (_label, payload, fields) => {
    const response = await postFeedback(payload ?? {});
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe("validation_error");
    expect(Object.keys(body.error.fields).sort()).toEqual([...fields].sort());
  });

  it("refuses malformed JSON and a foreign origin without a 500", async () => {
    const malformed = await postFeedback('{"role": "pas');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe("bad_request");
    const who = visitor();
    const foreign = await postFeedback(goodFeedback, {
      ...who.headers,
      origin: "https://evil.example",
    });
    expect(foreign.statusCode).toBe(403);
  });

  it("limits each address to a few messages an hour with 429, leaving other addresses alone", async () => {
    const who = visitor();
    for (let sent = 0; sent < feedbackRateLimit.max; sent += 1) {
      expect((await postFeedback(goodFeedback, who.headers)).statusCode).toBe(201);
    }
    const limited = await postFeedback(goodFeedback, who.headers);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe("rate_limited");
    expect(limited.json().error.message).toMatch(/try again later/);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await postFeedback(goodFeedback)).statusCode).toBe(201);
  });
});

describe("testimonials", () => {
  function file(content: string): string {
    const target = path.join(
      mkdtempSync(path.join(tmpdir(), "kt-testimonials-")),
      "testimonials.json",
    );
    writeFileSync(target, content);
    return target;
  }

  it("serves the operator's list, empty by default so the section stays hidden", async () => {
    const response = await test.app.inject({ method: "GET", url: "/api/testimonials" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ testimonials: [] });
  });

  it("reads consented entries and drops the consent flag", () => {
    const entries = loadTestimonials(
      file(
        JSON.stringify([
          {
            quote: "It gives me hours back each week.",
            name: "Ruth Miller",
            role: "Pastor",
            consent: true,
          },
        ]),
      ),
    );
    expect(entries).toEqual([
      { quote: "It gives me hours back each week.", name: "Ruth Miller", role: "Pastor" },
    ]);
  });

  it("refuses entries without consent, malformed JSON, and treats a missing file as none", () => {
    expect(() =>
      loadTestimonials(
        file(JSON.stringify([{ quote: "Wonderful tools for us.", name: "A. Person" }])),
      ),
    ).toThrow(/consent/);
    expect(() => loadTestimonials(file("[{"))).toThrow(/not valid JSON/);
    expect(loadTestimonials(path.join(tmpdir(), "no-such-dir", "testimonials.json"))).toEqual([]);
  });
});

describe("biblical foundation content", () => {
  it("has the spec's counts: 8 standards, 7 tools, 4 principles each, 3 supporting verses (4 for images), 3 validation steps, 4 FAQs", () => {
    expect(theologicalStandards.map((standard) => standard.key)).toEqual([
      "trinitarian",
      "christocentric",
      "scriptural",
      "orthodox",
      "practical",
      "prophetic",
      "kingdom",
      "transformational",
    ]);
    expect(toolFoundations.map((foundation) => foundation.tool).sort()).toEqual(
      tools.map((tool) => tool.key).sort(),
    );
    for (const foundation of toolFoundations) {
      expect(foundation.kingdomPrinciples).toHaveLength(4);
      expect(foundation.supportingScriptures).toHaveLength(foundation.tool === "image" ? 4 : 3);
      for (const scripture of foundation.supportingScriptures)
        expect(scripture.context.length).toBeGreaterThan(10);
      expect(scriptureCount(foundation)).toBe(foundation.supportingScriptures.length + 1);
    }
    expect(validationSteps.map((step) => step.key)).toEqual([
      "scripture-verification",
      "theological-review",
      "kingdom-alignment",
    ]);
    expect(foundationFaqs).toHaveLength(4);
  });

  it("grades by the spec's rule, and every tool passes excellent (A+)", () => {
    expect(foundationGrade("excellent")).toBe("A+");
    expect(foundationGrade("good")).toBe("A");
    expect(foundationGrade("needs-review")).toBe("B+");
    const hasText = (reference: string) => Boolean(foundationVerseTexts[reference]?.text);
    for (const foundation of toolFoundations) {
      expect(verificationLevel(foundation, hasText)).toBe("excellent");
    }
    const sermon = toolFoundations[0]!;
    expect(
      verificationLevel(
        { ...sermon, kingdomPrinciples: sermon.kingdomPrinciples.slice(0, 2) },
        hasText,
      ),
    ).toBe("good");
    expect(verificationLevel(sermon, (reference) => reference !== sermon.primaryScripture)).toBe(
      "needs-review",
    );
  });

  it("quotes every verse in the knowledge base's own words, and the generated file is current", async () => {
    expect(foundationVerseTexts).toEqual(foundationVerseEntries());
    expect(landingVerse).toEqual(foundationVerseTexts[landingScripture]);
    const references = quotedReferences();
    expect(references).toContain(featuredScripture);
    expect(Object.keys(foundationVerseTexts).sort()).toEqual([...references].sort());
    const client = ownClientAddress();
    for (const reference of references) {
      const outcome = lookup(reference, { translation: "web" });
      expect(outcome.ok, reference).toBe(true);
      if (!outcome.ok) continue;
      expect(foundationVerseTexts[reference]).toEqual({
        reference: outcome.passage.reference,
        text: outcome.passage.text,
      });
      expect(outcome.passage.text.length).toBeGreaterThan(20);
      const api = await test.app.inject({
        method: "GET",
        url: `/api/scripture?ref=${encodeURIComponent(reference)}&translation=web`,
        remoteAddress: client,
      });
      expect(api.json().text, api.body).toBe(foundationVerseTexts[reference]!.text);
    }
  });
});

describe("legal facts", () => {
  it("lists every cookie the server sets when a user signs in", async () => {
    const user = await signedInUser(test, "cookies");
    const names = user.cookie.split("; ").map((pair) => pair.split("=")[0]!);
    expect(names.length).toBeGreaterThan(0);
    const listed = cookies.map((cookie) => cookie.name as string);
    for (const name of names) expect(listed).toContain(name);
  });
});
