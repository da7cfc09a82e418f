import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "./support/test";
import { newEmail, signUpAndVerify, skipOverlays, wholePageShot } from "./support/pages";
import { manuscript } from "../unit/week-pack/fixtures";
import { wordDocument } from "../support/manuscripts";

const shots = process.env.WEEK_PACK_SHOTS ?? "test-results/screenshots/week-pack";

const shoot = (page: Page, name: string) => wholePageShot(page, shots, name);

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of [1280, 390]) {
  test(`week pack from a saved sermon at ${width}px: outline, every piece, approve, zip`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await skipOverlays(context);
    await signUpAndVerify(page, newEmail(`pack-${width}`));
    const headers = { origin: baseURL ?? "" };
    expect((await page.request.post("/api/trial/activate", { headers })).ok()).toBe(true);
    await page.request.put("/api/settings", {
      headers,
      data: { profile: { name: "Sam Reed", church: "Grace Church" } },
    });
    const saved = await page.request.post("/api/sermons", {
      headers,
      data: {
        topic: "Hope that does not disappoint",
        scripture: "Romans 5:1-5",
        audience: "general-congregation",
        tone: "pastoral",
        length: "25-30",
        notes: "Small groups meet Wednesday at 7pm in the fellowship hall.",
        title: "Peace With God Through Christ",
        approach: "An expository walk through Romans 5, moving from justification to hope.",
        mainPoints: [
          "Justified by faith, we have peace with God through our Lord Jesus Christ.",
          "Suffering produces perseverance, and perseverance proven character.",
          "Hope does not disappoint, because God's love is poured into our hearts.",
        ],
        callToAction:
          "Bring your suffering to Christ this week and name one hope he has given you.",
      },
    });
    const sermonId = ((await saved.json()) as { id: string }).id;

    await page.goto("/tools");
    await expect(page.getByRole("link", { name: /Make a week pack/ })).toBeVisible();
    await page.goto(`/week-pack?sermon=${sermonId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Sermon Week Pack" })).toBeVisible();
    await expect(page.getByLabel("Saved sermon")).toHaveValue(sermonId);
    await shoot(page, `source-${width}`);
    await page.getByRole("button", { name: "Read the outline" }).click();

    await expect(page.getByLabel("Main passage")).toHaveValue("Romans 5:1-5");
    await expect(page.getByRole("textbox", { name: "Point 1" })).toHaveValue(/peace with God/);
    await page.getByLabel("Children's lesson for").selectOption("3-5");
    await shoot(page, `outline-${width}`);
    await page.getByRole("button", { name: "Write the week" }).click();

    await expect(page.getByText("10 of 10 pieces written.")).toBeVisible({ timeout: 60_000 });
    const pieces = page.locator("[data-piece]");
    await expect(pieces).toHaveCount(10);
    for (const piece of await pieces.all()) {
      await expect(piece.getByText("Kingdom Tools draft, composed from your sermon")).toBeVisible();
      await expect(piece.getByText(/checked, all real/)).toBeVisible();
    }
    const email = page.locator('[data-piece="email"]');
    await email.locator("summary", { hasText: "This week: Peace With God Through Christ" }).click();
    await expect(email.getByText(/Dear Grace Church family/)).toBeVisible();
    await email.getByRole("button", { name: "Approve" }).click();
    await expect(email.getByText("Approved", { exact: true })).toBeVisible();
    await noHorizontalScroll(page);
    await shoot(page, `pieces-${width}`);
    await email.scrollIntoViewIfNeeded();
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: `${shots}/email-view-${width}.png` });

    // Nothing chosen, or an address that is not one, is said before anything is sent.
    const address = page.getByLabel("Email address");
    const typed = await address.inputValue();
    await address.fill("pastor@");
    await page.getByRole("button", { name: "Deliver chosen pieces" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /choose at least one/i })).toBeVisible();
    await expect(address).toHaveAttribute("aria-invalid", "true");
    await address.fill(typed);
    await page.getByRole("checkbox", { name: /Church email/ }).check();
    await page.getByRole("button", { name: "Deliver chosen pieces" }).click();
    await expect(page.getByText(/Sent 1 piece to /)).toBeVisible();

    const zipHref = await page
      .getByRole("link", { name: /Download the pack/ })
      .getAttribute("href");
    const zip = await page.request.get(zipHref!);
    expect(zip.status()).toBe(200);
    expect(zip.headers()["content-type"]).toBe("application/zip");
    const slidesHref = await page
      .locator('[data-piece="slides"]')
      .getByRole("link", { name: /Slides/ })
      .getAttribute("href");
    expect((await page.request.get(slidesHref!)).status()).toBe(200);
  });
}

test("week pack from a pasted manuscript on a phone, and a clear message for one with no passage", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await skipOverlays(context);
  await signUpAndVerify(page, newEmail("pack-paste"));
  expect(
    (await page.request.post("/api/trial/activate", { headers: { origin: baseURL ?? "" } })).ok(),
  ).toBe(true);
  await page.goto("/week-pack");
  // Too short to be a sermon: said under the field before anything is sent.
  const packsCreated: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/packs"))
      packsCreated.push(request.url());
  });
  await page.getByLabel("Or paste the sermon").fill("Hope, Romans 5:1-5.");
  await page.getByRole("button", { name: "Read the outline" }).click();
  await expect(page.getByLabel("Or paste the sermon")).toHaveAttribute("aria-invalid", "true");
  expect(packsCreated).toEqual([]);
  // A saved sermon not chosen is asked for the same way.
  await page.getByText("A sermon from My Content").click();
  await page.getByRole("button", { name: "Read the outline" }).click();
  await expect(page.getByLabel("Saved sermon")).toHaveAttribute("aria-invalid", "true");
  expect(packsCreated).toEqual([]);
  await page.getByText("My own manuscript").click();
  await page
    .getByLabel("Or paste the sermon")
    .fill("A sermon about hope with no reference at all. ".repeat(10));
  await page.getByRole("button", { name: "Read the outline" }).click();
  await expect(page.getByText(/could not find a Bible reference/)).toBeVisible();
  await shoot(page, "no-passage-390");
  await page.getByLabel("Or paste the sermon").fill(manuscript);
  await page.getByRole("button", { name: "Read the outline" }).click();
  await expect(page.getByLabel("Main passage")).toHaveValue("Psalm 23:1–6");
  await expect(page.getByRole("textbox", { name: "Point 3" })).toHaveValue(
    "The Lord prepares a table and a home for us",
  );
  // A big idea left empty is asked for under its field, and nothing is written; a point left
  // empty is dropped, not refused.
  const bigIdea = page.getByLabel("Big idea");
  const stated = await bigIdea.inputValue();
  const packWrites: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET" && request.url().includes("/api/packs"))
      packWrites.push(request.url());
  });
  await bigIdea.fill("");
  await page.getByRole("textbox", { name: "Point 3" }).fill("");
  await page.getByRole("button", { name: "Write the week" }).click();
  await expect(bigIdea).toHaveAttribute("aria-invalid", "true");
  expect(packWrites).toEqual([]);
  await shoot(page, "outline-refused-390");
  await bigIdea.fill(stated);
  await page.getByRole("button", { name: "Write the week" }).click();
  await expect(page.getByText("10 of 10 pieces written.")).toBeVisible({ timeout: 60_000 });
  await noHorizontalScroll(page);
  await shoot(page, "manuscript-pieces-390");
});

for (const width of [390, 1280]) {
  test(`week pack from an uploaded .docx at ${width}px, and a refined piece`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await skipOverlays(context);
    await signUpAndVerify(page, newEmail(`pack-docx-${width}`));
    expect(
      (await page.request.post("/api/trial/activate", { headers: { origin: baseURL ?? "" } })).ok(),
    ).toBe(true);
    await page.goto("/week-pack");
    const file = page.getByLabel("Upload a manuscript (.docx or .txt)");
    await file.setInputFiles({
      name: "photo.png",
      mimeType: "image/png",
      buffer: Buffer.from("png"),
    });
    await expect(
      page.getByText(/Upload a Word document \(\.docx\) or a plain text file/),
    ).toBeVisible();
    const docx = await wordDocument(manuscript.split("\n").filter((line) => line.trim()));
    await file.setInputFiles({
      name: "shepherd.docx",
      mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      buffer: docx,
    });
    await expect(page.getByText("Read from shepherd.docx. You can edit it here.")).toBeVisible();
    await expect(page.getByLabel("Or paste the sermon")).toHaveValue(/Text: Psalm 23:1-6/);
    await noHorizontalScroll(page);
    await shoot(page, `upload-${width}`);
    await page.getByRole("button", { name: "Read the outline" }).click();
    await expect(page.getByLabel("Main passage")).toHaveValue("Psalm 23:1–6");
    await expect(page.getByRole("textbox", { name: "Point 2" })).toHaveValue(
      "The Lord leads us through the darkest valley",
    );
    await page.getByRole("button", { name: "Write the week" }).click();
    await expect(page.getByText("10 of 10 pieces written.")).toBeVisible({ timeout: 60_000 });

    const email = page.locator('[data-piece="email"]');
    const before = await email
      .locator("summary")
      .evaluate((summary) => (summary.nextElementSibling?.textContent ?? "").length);
    const refine = async () => {
      const answered = page.waitForResponse(
        (response) =>
          response.url().endsWith("/pieces/email") && response.request().method() === "POST",
      );
      await email.getByRole("button", { name: "Shorter" }).click();
      return answered;
    };
    // The browser tests' server allows 11 generations a minute: the week's ten pieces and this
    // refinement (playwright.config.ts).
    const refined = await refine();
    expect(refined.status()).toBe(200);
    await email.locator("summary").click();
    const body = email.locator("summary + div");
    await expect(body).toContainText("Psalm 23");
    await expect.poll(async () => ((await body.textContent()) ?? "").length).toBeLessThan(before);
    await expect(email.getByText(/checked, all real/)).toBeVisible();
    await email.scrollIntoViewIfNeeded();
    await noHorizontalScroll(page);
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: `${shots}/refined-${width}.png` });

    // Past the minute's generations, the card says when to try again and keeps its text. The
    // minute is the clock's, so the same request is spent until the server refuses it, and
    // the card is tried while that minute lasts.
    const refinedText = (await body.textContent()) ?? "";
    const spendTheMinute = async () => {
      for (let sent = 0; sent < 12; sent++) {
        const response = await page.request.post(refined.url(), {
          data: refined.request().postDataJSON(),
        });
        if (response.status() === 429) return;
        expect(response.status()).toBe(200);
      }
      throw new Error("The server never refused a generation past its limit");
    };
    let refusal = 200;
    for (let attempt = 0; attempt < 3 && refusal !== 429; attempt++) {
      await spendTheMinute();
      refusal = (await refine()).status();
    }
    expect(refusal).toBe(429);
    await expect(email.getByRole("alert")).toContainText(/Please wait \d+ seconds/);
    await expect(body).toHaveText(refinedText);
  });
}
