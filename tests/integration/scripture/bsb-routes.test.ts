import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { scriptureCheckSchema } from "@shared/scripture/check-result";
import { getTestApp } from "../../support/test-app";
import { signedInUser } from "../../support/users";
import { userWithAccess } from "../library-helpers";

const test = await getTestApp();

async function pdfText(pdf: Buffer): Promise<string> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), "bsb-report-")), "report.pdf");
  await writeFile(file, pdf);
  const { stdout } = await promisify(execFile)("pdftotext", [file, "-"]);
  return stdout.replace(/\s+/g, " ");
}

/** Psalm 23:4 as BSB.txt (the edition the shipped text was checked against) prints it. */
const psalm23v4 =
  "Even though I walk through the valley of the shadow of death, I will fear no evil, for You are with me; Your rod and Your staff, they comfort me.";

describe("the Berean Standard Bible through the API", () => {
  it("looks a passage up in the BSB", async () => {
    const response = await test.app.inject({
      method: "GET",
      url: "/api/scripture?ref=Psalm%2023:4&translation=bsb",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ translation: "bsb", text: psalm23v4 });
  });

  it("checks a text against the BSB when the pastor chooses it, and names it in the report", async () => {
    const user = await signedInUser(test, "bsb-checker");
    const text = `David wrote, “${psalm23v4}” (Psalm 23:4). And John 3:16 says, “For God so loved the world that He gave His one and only Son.”`;
    const checked = await test.app.inject({
      method: "POST",
      url: "/api/scripture/check",
      headers: user.headers,
      payload: { text, translation: "bsb" },
    });
    expect(checked.statusCode).toBe(200);
    const body = scriptureCheckSchema.parse(checked.json());
    expect(body.translation).toBe("bsb");
    expect(body.references.map((reference) => reference.cited)).toEqual([
      "Psalm 23:4",
      "John 3:16",
    ]);
    for (const reference of body.references)
      expect(reference.quoted, reference.cited).toMatchObject({ matches: true });
    const report = await test.app.inject({
      method: "POST",
      url: "/api/scripture/check/report",
      headers: user.headers,
      payload: { text, translation: "bsb", format: "pdf" },
    });
    expect(report.statusCode).toBe(200);
    expect(await pdfText(report.rawPayload)).toMatch(
      /checked against the Berean Standard Bible \(BSB\)/,
    );
  });

  it("writes drafts in the BSB when Settings prefer it, its quotations checked against the BSB", async () => {
    const pastor = await userWithAccess(test, "bsb-drafts");
    const saved = await test.app.inject({
      method: "PUT",
      url: "/api/settings",
      headers: pastor.headers,
      payload: { ai: { translation: "bsb" } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const response = await test.app.inject({
      method: "POST",
      url: "/api/meditations/generate",
      headers: pastor.headers,
      payload: {
        scripture: "Psalm 23:4",
        focus: "identity",
        depth: "foundational",
        approach: "devotional",
        length: "brief",
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const meditation = response.json().meditations[0];
    expect(meditation.scriptureCheck.translation).toBe("bsb");
    expect(meditation.scripture).toContain("I will fear no evil, for You are with me");
    expect(meditation.scriptureCheck.misquotedCount).toBe(0);
  });
});
