import { expect, test, type Page } from "./support/test";
import { screenshots, signedInWithTrial } from "./support/pages";

/**
 * The offline writer's contract as a pastor meets it: notes are shown beside the draft and
 * never printed in it; an event's details and the people to pray for come from their own
 * fields and are printed as given.
 */

async function generate(page: Page, submit: string) {
  const answered = page.waitForResponse(
    (response) => response.url().endsWith("/generate") && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: submit }).click();
  expect((await answered).status()).toBe(200);
  await expect(page.getByRole("article")).toBeVisible({ timeout: 20_000 });
}

test("a sermon shows its private notes beside the draft, never in it", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInWithTrial(page, context, baseURL, "notes-sermon");
  await page.goto("/sermon-builder");
  await page.getByLabel("Topic").fill("The Lord is my shepherd");
  await page.getByLabel("Scripture reference").fill("Psalm 23");
  const notes = "Private: Ellen Marsh is facing her husband's cancer diagnosis. Do not name her.";
  await page.getByLabel("Additional notes (optional)").fill(notes);
  await generate(page, "Generate Sermon");
  const panel = page.getByTestId("offline-notes");
  await expect(panel).toContainText("not written into this offline draft");
  await expect(panel).toContainText(notes);
  await expect(page.getByRole("article")).not.toContainText("Ellen");
  // The valley of the shadow of death (Psalm 23:4) is quoted.
  await expect(page.getByRole("article")).toContainText("valley of the shadow of death");
  await screenshots(page, "offline-sermon-notes");
});

test("an email prints its event fields as given, with the weekday", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInWithTrial(page, context, baseURL, "notes-email");
  await page.goto("/email-composer");
  await page.getByLabel("Email type").selectOption("event-invitation");
  await page.getByLabel("Purpose").fill("Invite the whole church; mention the nursery is open.");
  await page.getByLabel("Event (optional)").fill("Christmas Eve Candlelight Service");
  await page.getByLabel("Date").fill("2026-12-24");
  await page.getByLabel("Starts").fill("18:00");
  await page.getByLabel("Ends").fill("19:15");
  await page.getByLabel("Place").fill("Main Sanctuary");
  await page.getByLabel("Street address").fill("120 Main Street, Springfield");
  await page.getByLabel("RSVP and other details").fill("Reply by December 20");
  await page.getByLabel("Signed (optional)").fill("Pastor Dave");
  const message = "Come and welcome Christmas with carols, candles and the good news of Jesus.";
  await page.getByLabel("Your message (optional)").fill(message);
  await page.getByLabel("Additional notes (optional)").fill("The Hendersons are separating.");
  await generate(page, "Generate Email");
  const draft = page.getByRole("article");
  await expect(draft).toContainText("Thursday, December 24, 2026, 6:00 pm to 7:15 pm");
  await expect(draft).toContainText("Main Sanctuary, 120 Main Street, Springfield");
  await expect(draft).toContainText("Pastor Dave");
  await expect(draft).toContainText(message);
  await expect(draft).not.toContainText("Henderson");
  await expect(draft).not.toContainText("nursery");
  await expect(page.getByTestId("offline-notes")).toContainText("The Hendersons are separating.");
  await screenshots(page, "offline-email-event");
});

test("a bad date is refused at its field", async ({ page, context, baseURL }) => {
  await signedInWithTrial(page, context, baseURL, "notes-bad-date");
  const response = await page.request.post("/api/emails/generate", {
    headers: { origin: baseURL ?? "" },
    data: { emailType: "announcement", purpose: "News", eventDate: "2026-02-30" },
  });
  expect(response.status()).toBe(400);
  const body = (await response.json()) as { error: { fields?: Record<string, string> } };
  expect(body.error.fields?.eventDate).toMatch(/date/i);
});

test("a prayer names the people in its names field", async ({ page, context, baseURL }) => {
  await signedInWithTrial(page, context, baseURL, "notes-prayer");
  await page.goto("/prayer-creator");
  await page.getByLabel("Prayer focus").fill("Families in our church walking through illness");
  await page.getByLabel("Scripture (optional)").fill("Psalm 46:1-3");
  await page
    .getByLabel("People to pray for by name (optional)")
    .fill("Tom Becker, the Alvarez family");
  await page.getByLabel("Additional notes (optional)").fill("Tom's diagnosis is not public yet.");
  await generate(page, "Generate Prayer");
  const draft = page.getByRole("article");
  await expect(draft).toContainText("Tom Becker and the Alvarez family");
  // Each section says where its words come from.
  const sources = draft.getByTestId("section-sources").first();
  await expect(sources).toContainText("Scripture, quoted from the World English Bible");
  await expect(sources).toContainText("People to pray for by name");
  await expect(draft).toContainText("Families in our church walking through illness");
  await expect(draft).not.toContainText("diagnosis");
  await screenshots(page, "offline-prayer-names");
});

test("a church that spells the British way gets it in the writer's own words, and scripture as it is", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInWithTrial(page, context, baseURL, "notes-spelling");
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "AI generation" });
  await section.getByLabel("Spelling").selectOption("british");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Settings saved").first()).toBeVisible();
  await screenshots(page, "settings-spelling");
  await page.goto("/prayer-creator");
  await page.getByLabel("Prayer type").selectOption("warfare");
  await page.getByLabel("Prayer focus").fill("Our youth facing temptation");
  await page.getByLabel("Scripture (optional)").fill("Ephesians 6:10-11");
  await page.getByLabel("Duration").selectOption("extended");
  await generate(page, "Generate Prayer");
  const draft = page.getByRole("article");
  // The passage keeps the World English Bible's "armor"; the prayer's own praise is British.
  await expect(draft).toContainText("Put on the whole armor of God");
  await expect(draft).toContainText("our Saviour");
  await expect(draft).not.toContainText("our Savior");
});

test("a meditation places its passage in Matthew Henry's own words, each named", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInWithTrial(page, context, baseURL, "notes-meditation");
  await page.goto("/scripture-meditation");
  await page.getByLabel("Scripture reference").fill("1 Corinthians 3:5-11");
  await generate(page, "Generate Meditation");
  const draft = page.getByRole("article");
  // Henry's introduction to the book opens only a passage in its first chapter, or a chapter he
  // does not outline: here his outline of the chapter says where the passage stands.
  await expect(draft).toContainText("Matthew Henry's outline of 1 Corinthians 3");
  await expect(draft).not.toContainText("Matthew Henry's introduction to 1 Corinthians");
  await expect(draft).toContainText(
    "The true servants of Christ can do nothing without him (3:5–9)",
  );
  await expect(draft).not.toContainText("to hear it in its place");
  await screenshots(page, "offline-meditation-context");
});
