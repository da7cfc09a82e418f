import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "./support/test";
import { flawedManuscript, wordDocument } from "../support/manuscripts";
import { axeViolations, describeViolations } from "./support/axe";
import { newEmail, signUpAndVerify, skipOverlays } from "./support/pages";

const shots = process.env.FINDINGS_SHOTS_DIR ?? "test-results/screenshots/findings";
mkdirSync(shots, { recursive: true });

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a pastor without a subscription uploads a .docx and sees every problem marked", async ({
  page,
  context,
}) => {
  await skipOverlays(context);
  // No trial started: the checker is free for every signed-in user.
  await signUpAndVerify(page, newEmail("checker"));

  // From the tools hub to the checker.
  await expect(page.getByRole("heading", { name: "Scripture Checker" })).toBeVisible();
  await shoot(page, "tools-hub-card");
  await page.getByRole("link", { name: "Open the Scripture Checker" }).click();
  await expect(page).toHaveURL(/\/scripture-check$/);
  await expect(page.getByRole("heading", { level: 1, name: "Scripture Checker" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toContainText("Scripture Checker");

  await page.locator("#manuscript-file").setInputFiles({
    name: "Grace That Finds Us.docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: await wordDocument(flawedManuscript),
  });

  const summary = page.getByTestId("findings-summary");
  await expect(summary).toHaveText(/1 reference does not exist · 1 quotation differs from the WEB/);
  await expect(summary).toHaveAttribute("data-tone", "error");
  await expect(page.getByLabel("Your sermon or manuscript")).toHaveValue(/Grace That Finds Us/);
  await expect(
    page.getByRole("heading", { name: "Results for Grace That Finds Us" }),
  ).toBeVisible();

  // Both problems are marked in the text, as buttons a keyboard reaches.
  const invalid = page.locator("[data-finding='invalid-reference']");
  const misquote = page.locator("[data-finding='misquote']");
  await expect(invalid).toHaveText(/Ephesians 7:12/);
  await expect(misquote).toContainText("should not die");
  await shoot(page, "checker-uploaded-docx");
  expect(describeViolations(await axeViolations(page))).toEqual([]);

  await invalid.focus();
  await page.keyboard.press("Enter");
  const card = page.getByRole("dialog");
  await expect(card).toContainText("Ephesians has 6 chapters, so Ephesians 7 does not exist.");
  await page.keyboard.press("Escape");

  await misquote.click();
  await expect(card).toContainText("Quotation differs from the WEB");
  await expect(card.locator("mark", { hasText: "perish," })).toBeVisible();
  await expect(card.locator("ins", { hasText: "die." })).toBeVisible();
  await shoot(page, "checker-misquote-card");
  await page.keyboard.press("Escape");

  // The findings list links to each mark.
  const findings = page.getByRole("list", { name: "Findings" });
  await expect(findings.getByRole("listitem")).toHaveCount(2);

  // Reports: a PDF and a Word file with the findings in them.
  for (const [button, extension, magic] of [
    ["Download PDF Report", "pdf", "%PDF-"],
    ["Download Word Report", "docx", "PK"],
  ] as const) {
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: button }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`scripture-check-grace-that-finds-us.${extension}`);
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, magic.length).toString()).toBe(magic);
    if (extension === "pdf") await file.saveAs(`${shots}/report.pdf`);
  }
});

test("pasted text with a saying and a wrong reference, checked against the KJV", async ({
  page,
  context,
}) => {
  await skipOverlays(context);
  await signUpAndVerify(page, newEmail("checker"), "/tools");
  await page.goto("/scripture-check");
  // Nothing to check is said under the field, and nothing is sent.
  let checks = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/scripture/check")) checks++;
  });
  await page.getByRole("button", { name: "Check Scripture" }).click();
  await expect(page.getByLabel("Your sermon or manuscript")).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(page.locator("#manuscript-problem")).toContainText(/paste/i);
  expect(checks).toBe(0);
  await shoot(page, "checker-nothing-to-check");
  await page
    .getByLabel("Your sermon or manuscript")
    .fill(
      "Remember, God helps those who help themselves. Romans 8:20 says, “And we know that all things work together for good to them that love God.” John 3:16 and Psalm 23:1 are true.",
    );
  await page.getByLabel("Check against").selectOption("kjv");
  await page.getByRole("button", { name: "Check Scripture" }).click();
  const summary = page.getByTestId("findings-summary");
  await expect(summary).toContainText(
    "1 quotation is from another passage · 1 saying is not in the Bible",
  );
  await page.locator("[data-finding='wrong-reference']").click();
  await expect(page.getByRole("dialog")).toContainText("These words are in Romans 8:28");
  await page.keyboard.press("Escape");

  await page.getByLabel("Your sermon or manuscript").fill("Psalm 23:1 and John 3:16.");
  await page.getByRole("button", { name: "Check Scripture" }).click();
  await expect(summary).toContainText("2 references verified against the KJV");
  await expect(summary).toHaveAttribute("data-tone", "success");
});

test("a scanned document and a picture named .docx get plain messages", async ({
  page,
  context,
}) => {
  await skipOverlays(context);
  await signUpAndVerify(page, newEmail("checker"), "/tools");
  await page.goto("/scripture-check");
  await page.locator("#manuscript-file").setInputFiles({
    name: "scan.docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: await wordDocument([]),
  });
  await expect(page.getByRole("alert")).toContainText("is it a scanned image?");
  await page.locator("#manuscript-file").setInputFiles({
    name: "photo.docx",
    mimeType: "application/octet-stream",
    buffer: Buffer.from("\x89PNG\r\n\x1a\n0000", "binary"),
  });
  await expect(page.getByRole("alert")).toContainText("not a Word document");
});

test("a saved sermon shows its findings in the library too", async ({ page, context, baseURL }) => {
  await skipOverlays(context);
  await signUpAndVerify(page, newEmail("findings-library"));
  const trial = await page.request.post("/api/trial/activate", {
    headers: { origin: baseURL ?? "" },
  });
  expect(trial.ok()).toBe(true);
  const saved = await page.request.post("/api/sermons", {
    headers: { origin: baseURL ?? "" },
    data: {
      topic: "Grace",
      scripture: "John 3:16",
      audience: "general-congregation",
      tone: "pastoral",
      length: "25-30",
      title: "Grace That Finds Us",
      approach:
        "John 3:16 says, “For God so loved the world, that he gave his one and only Son, that whoever believes in him should not die.”",
      mainPoints: [
        "Paul says the same in Ephesians 7:12.",
        "Romans 5:8: “But God commends his own love toward us, in that while we were yet sinners, Christ died for us.”",
      ],
      callToAction: "Receive the love of God this week.",
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  await page.goto("/my-content");
  await page.getByRole("button", { name: "View Grace That Finds Us" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("findings-summary")).toContainText(
    "1 reference does not exist · 1 quotation differs from the WEB",
  );
  await expect(dialog.locator("[data-finding='invalid-reference']")).toHaveText(/Ephesians 7:12/);
  await expect(dialog.locator("[data-finding='misquote']")).toContainText("should not die");
  await dialog.locator("[data-finding='misquote']").click();
  await expect(page.getByRole("dialog", { name: /Quotation differs/ })).toContainText("perish");
  await shoot(page, "library-item-findings");
});
