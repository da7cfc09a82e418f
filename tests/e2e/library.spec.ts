import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { expect, test, type Page } from "./support/test";
import { newEmail, screenshots, signedInWithTrial } from "./support/pages";
import { outboxDir } from "./support/server";

async function save(
  page: Page,
  baseURL: string | undefined,
  url: string,
  data: Record<string, unknown>,
) {
  const response = await page.request.post(url, { data, headers: { origin: baseURL ?? "" } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function noHorizontalScroll(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function mailTo(address: string) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    for (const file of readdirSync(outboxDir).sort().reverse()) {
      const mail = await simpleParser(readFileSync(path.join(outboxDir, file)));
      const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
      if (to.some((entry) => entry.text.includes(address))) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${address}`);
}

test("library: empty state, search, filter, view, copy, export, email, delete and undo", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInWithTrial(page, context, baseURL, "library");
  await page.goto("/my-content");
  await expect(page.getByRole("heading", { name: "My Kingdom Content", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your library is empty" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Open the tools" })).toHaveAttribute(
    "href",
    "/tools",
  );
  await screenshots(page, "library-empty");

  await save(page, baseURL, "/api/sermons", {
    topic: "Hope",
    scripture: "Romans 5:1-5",
    audience: "general-congregation",
    tone: "pastoral",
    length: "25-30",
    title: "Peace With God Through Christ",
    approach: "An expository walk through Romans 5.",
    mainPoints: [
      "Justified by faith, we have peace with God.",
      "Suffering produces perseverance.",
      "Hope does not disappoint.",
    ],
    callToAction: "Bring your suffering to Christ this week.",
  });
  await save(page, baseURL, "/api/sermons", {
    topic: "Shepherd",
    scripture: "John 10:11",
    audience: "general-congregation",
    tone: "pastoral",
    length: "25-30",
    title: "The Good Shepherd Knows His Sheep",
    approach: "A pastoral reading of John 10.",
    mainPoints: ["He lays down His life.", "He knows His own."],
    callToAction: "Listen for His voice.",
  });
  await save(page, baseURL, "/api/prayers", {
    prayerType: "healing",
    focus: "Healing for Martha",
    scripture: "",
    duration: "short",
    tone: "gentle",
    title: "A Prayer for Martha's Recovery",
    scriptureBase: "",
    content: "Father, restore Martha's strength and grant her peace.",
  });

  await page.reload();
  const tiles = page.getByRole("list", { name: "Items by type" });
  await expect(tiles.getByRole("button", { name: /3\s*All/ })).toBeVisible();
  await expect(tiles.getByRole("button", { name: /2\s*Sermons/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /^View / })).toHaveCount(3);

  await page.getByLabel("Search your content").fill("SHEPHERD");
  await expect(page.getByRole("button", { name: /^View / })).toHaveCount(1);
  await expect(
    page.getByRole("heading", { name: "The Good Shepherd Knows His Sheep" }),
  ).toBeVisible();
  await page.getByLabel("Search your content").fill("");
  await page.getByLabel("Content type").selectOption("prayer");
  await expect(page.getByRole("button", { name: /^View / })).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "A Prayer for Martha's Recovery" })).toBeVisible();
  await page.getByLabel("Content type").selectOption("all");
  await expect(page.getByRole("button", { name: /^View / })).toHaveCount(3);
  await screenshots(page, "library");
  await noHorizontalScroll(page);

  // Copy from a card.
  await page.getByRole("button", { name: "Copy A Prayer for Martha's Recovery" }).click();
  await expect(page.getByText("Copied to clipboard", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    "restore Martha's strength",
  );

  // View, copy content, export PDF and Word.
  await page.getByRole("button", { name: "View Peace With God Through Christ" }).click();
  const dialog = page.getByRole("dialog");
  await expect(
    dialog.getByRole("heading", { name: "Peace With God Through Christ" }),
  ).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Main points" })).toBeVisible();
  // References in the saved text open their verse, as on the tool page.
  await expect(
    dialog.getByRole("button", { name: /Romans 5 \(verified in WEB/ }).first(),
  ).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.height).toBeLessThanOrEqual(900 * 0.8 + 1);
  await dialog.getByRole("button", { name: "Copy Content" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    "Suffering produces perseverance",
  );
  const [pdf] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("link", { name: /Seal as Sacred Scroll/ }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe("peace-with-god-through-christ.pdf");
  expect(
    readFileSync((await pdf.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");
  const [word] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("link", { name: /Word document/ }).click(),
  ]);
  expect(word.suggestedFilename()).toBe("peace-with-god-through-christ.docx");
  await screenshots(page, "library-detail");

  // Deliver to Inbox from the library.
  await dialog.getByRole("button", { name: "Deliver to Inbox" }).click();
  const emailDialog = page.getByRole("dialog", { name: "Deliver to Inbox" });
  const send = emailDialog.getByRole("button", { name: /Release the Word/ });
  await expect(send).toBeDisabled();
  await emailDialog.getByLabel("Email address").fill("not-an-address");
  await send.click();
  await expect(emailDialog.getByText("Invalid email address").first()).toBeVisible();
  const recipient = newEmail("deacon");
  await emailDialog.getByLabel("Email address").fill(recipient);
  await screenshots(page, "deliver-to-inbox");
  await send.click();
  await expect(page.getByText("Prophetic scroll delivered!", { exact: true })).toBeVisible();
  await expect(emailDialog).toBeHidden();
  // Focus goes back to the View button the item was opened from.
  await expect(
    page.getByRole("button", { name: "View Peace With God Through Christ" }),
  ).toBeFocused();
  const mail = await mailTo(recipient);
  expect(mail.subject).toBe("Sermon: Peace With God Through Christ");
  expect(mail.text).toContain("Suffering produces perseverance");

  // Delete with confirmation, undo, then delete for good.
  await page.getByRole("button", { name: "View The Good Shepherd Knows His Sheep" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Content deleted", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: /^View / })).toHaveCount(2);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("Content restored", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: /^View / })).toHaveCount(3);
  await page.getByRole("button", { name: "View The Good Shepherd Knows His Sheep" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("button", { name: /^View / })).toHaveCount(2);

  // Export everything.
  const [zip] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: /Export All Content/ }).click(),
  ]);
  expect(zip.suggestedFilename()).toMatch(/^kingdom-content-\d{4}-\d{2}-\d{2}\.zip$/);
  expect(
    readFileSync((await zip.path())!)
      .subarray(0, 2)
      .toString(),
  ).toBe("PK");
});

test("settings save and reset; data request and support forms submit", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInWithTrial(page, context, baseURL, "settings");
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Default tone")).toHaveValue("pastoral");
  await expect(page.getByLabel("Default length")).toHaveValue("medium");
  await expect(page.getByLabel("Creativity")).toHaveValue("balanced");
  await expect(page.getByRole("switch", { name: /Weekly tips/ })).not.toBeChecked();
  await page.getByLabel("Church or ministry").fill("Grace Fellowship");
  await page.getByLabel("Default tone").selectOption("encouraging");
  await page.getByLabel("Creativity").selectOption("creative");
  await page.getByLabel("Bible translation").selectOption("kjv");
  await page.getByText("Weekly tips").click();
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Settings saved", { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Church or ministry")).toHaveValue("Grace Fellowship");
  await expect(page.getByLabel("Default tone")).toHaveValue("encouraging");
  await expect(page.getByLabel("Bible translation")).toHaveValue("kjv");
  await expect(page.getByRole("switch", { name: /Weekly tips/ })).toBeChecked();
  // The content preferences fill the tool forms they apply to.
  await page.goto("/devotional-builder");
  await expect(page.getByLabel("Tone", { exact: true })).toHaveValue("encouraging");
  await page.goto("/settings");
  await expect(page.getByLabel("Default tone")).toHaveValue("encouraging");
  await screenshots(page, "settings");
  await noHorizontalScroll(page);
  await page.getByRole("button", { name: "Reset to Defaults" }).click();
  await expect(page.getByText("Settings reset", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Default tone")).toHaveValue("pastoral");
  await expect(page.getByLabel("Creativity")).toHaveValue("balanced");
  const [data] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: /Export My Data/ }).click(),
  ]);
  const exported = JSON.parse(readFileSync((await data.path())!, "utf8"));
  expect(exported.profile.email).toMatch(/^settings-/);

  await page.goto("/data-request");
  const submit = page.getByRole("button", { name: "Submit Request" });
  await page.getByLabel("Email").fill("");
  await expect(submit).toBeDisabled();
  await page.getByLabel("Email").fill("member@church.example");
  await expect(submit).toBeDisabled();
  await page.getByLabel("Request type").selectOption("portability");
  await page.getByLabel("Description (optional)").fill("Please send me a copy of my data.");
  await screenshots(page, "data-request");
  await submit.click();
  await expect(page.getByText("Request Submitted", { exact: true })).toBeVisible();
  await expect(page.getByText(/Your request ID is/)).toBeVisible();
  await noHorizontalScroll(page);

  await page.goto("/support");
  await expect(page.getByText("Monday to Friday, 9 AM to 6 PM EST.")).toBeVisible();
  await page.getByLabel("Subject").fill("Printing a sermon");
  await page.getByLabel("Message").fill("How do I print my sermon for the pulpit?");
  await screenshots(page, "support");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Thank you, your message is on its way")).toBeVisible();
  await noHorizontalScroll(page);
});
