import { writeFileSync } from "node:fs";
import { expect, test, type Page } from "./support/test";
import { newEmail, screenshots, signUpAndVerify, skipOverlays } from "./support/pages";

const bigIdeas = [
  "God pursues the servant who runs from him.",
  "Salvation belongs to the Lord, even in the deep.",
  "God's word brings a violent city to repentance.",
  "God's compassion is wider than our anger.",
];

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test("a four-week series is planned, and each week starts its sermon", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await skipOverlays(context);
  await signUpAndVerify(page, newEmail("planner"));
  const trial = await page.request.post("/api/trial/activate", {
    headers: { origin: baseURL ?? "" },
  });
  expect(trial.ok()).toBe(true);

  // The header leads to the planner.
  await page.getByRole("link", { name: "Planner" }).first().click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Sermon Series Planner" }),
  ).toBeVisible();

  // A plan with no title is refused under its field before anything is sent.
  let planWrites = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/plans") && request.method() === "POST") planWrites++;
  });
  await page.getByRole("button", { name: "Save plan" }).click();
  await expect(page.getByLabel("Series title")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(/title/i).and(page.locator(".text-red-700"))).toBeVisible();
  expect(planWrites).toBe(0);

  // A passage that does not exist is the server's to refuse; its message stands under the week.
  await page.getByLabel("Series title").fill("Jonah: The God Who Pursues");
  await page.getByRole("listitem", { name: "Week 2" }).getByLabel("Passage").fill("Jonah 9");
  const refused = page.waitForResponse(
    (r) => r.url().endsWith("/api/plans") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Save plan" }).click();
  expect((await refused).status()).toBe(400);
  const secondWeek = page.getByRole("listitem", { name: "Week 2" });
  await expect(secondWeek.getByLabel("Passage")).toHaveAttribute("aria-invalid", "true");
  await expect(secondWeek.locator(".text-red-700")).toContainText("Jonah");
  await screenshots(page, "planner-refused");

  await page.getByLabel("Book or theme").fill("Jonah");
  await page.getByLabel("First Sunday").fill("2026-02-22");
  await page.getByLabel("Weeks", { exact: true }).fill("4");
  await page.getByRole("button", { name: "Suggest a division" }).click();
  await expect(page.getByText(/Divided by chapters and verse counts/)).toBeVisible();
  const weeks = page.getByRole("listitem", { name: /^Week \d$/ });
  await expect(weeks).toHaveCount(4);
  for (let index = 0; index < 4; index++) {
    const week = weeks.nth(index);
    await expect(week.getByLabel("Passage")).toHaveValue(`Jonah ${index + 1}`);
    await week.getByLabel("Big idea").fill(bigIdeas[index]!);
  }
  await expect(weeks.nth(0)).toContainText("Sunday, February 22, 2026");
  await expect(weeks.nth(0)).toContainText("First Sunday in Lent · Lent");
  await expect(weeks.nth(3)).toContainText("Fourth Sunday in Lent");

  const saved = page.waitForResponse(
    (r) => r.url().endsWith("/api/plans") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Save plan" }).click();
  expect((await saved).status()).toBe(201);
  await expect(page).toHaveURL(/\/planner\?plan=/);
  const planUrl = new URL(page.url()).pathname + new URL(page.url()).search;
  await expect(
    page.getByRole("button", { name: "Jonah: The God Who Pursues · 4 weeks" }),
  ).toBeVisible();
  // The year view shows the series on its Sundays.
  await expect(
    page.getByRole("button", { name: "Jonah: The God Who Pursues · week 3" }),
  ).toBeVisible();

  // Each week opens the sermon builder on its passage and big idea, on a laptop and a phone.
  for (let index = 0; index < 4; index++) {
    await page.setViewportSize(
      index % 2 ? { width: 390, height: 844 } : { width: 1280, height: 900 },
    );
    await page.goto(planUrl);
    await page
      .getByRole("link", { name: `Start a sermon on week ${index + 1}, Jonah ${index + 1}` })
      .click();
    await expect(page).toHaveURL(/\/sermon-builder\?/);
    await expect(page.getByLabel("Scripture reference")).toHaveValue(`Jonah ${index + 1}`);
    await expect(page.getByLabel("Topic")).toHaveValue(bigIdeas[index]!);
    if (index === 0) {
      await page.getByRole("button", { name: "Generate Sermon" }).click();
      const card = page.getByRole("article").first();
      await expect(card.getByRole("button", { name: "Save sermon" })).toBeEnabled({
        timeout: 60_000,
      });
      await card.getByRole("button", { name: "Save sermon" }).click();
      await expect(card.getByRole("button", { name: "Saved sermon" })).toBeDisabled();
    }
  }

  // On a phone the account menu leads to the planner; week 1 shows its saved sermon.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/tools");
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Planner" }).click();
  await page.getByRole("button", { name: "Jonah: The God Who Pursues · 4 weeks" }).click();
  await expect(page).toHaveURL(new RegExp(planUrl.replace("?", "\\?")));
  await expect(weeks.nth(0).getByText("Sermon saved")).toBeVisible();
  await expect(weeks.nth(1).getByText("Sermon saved")).toHaveCount(0);

  // The exports download.
  const pdf = await page.request.get(`/api/plans/${planUrl.split("plan=")[1]}/plan.pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  writeFileSync("test-results/screenshots/planner-plan.pdf", await pdf.body());
  const ics = await page.request.get(`/api/plans/${planUrl.split("plan=")[1]}/plan.ics`);
  expect(await ics.text()).toContain("DTSTART;VALUE=DATE:20260222");

  await page.setViewportSize({ width: 390, height: 844 });
  await noHorizontalScroll(page);
  await screenshots(page, "planner");
  await page.setViewportSize({ width: 390, height: 844 });
  await weeks.nth(0).screenshot({ path: "test-results/screenshots/planner-week-390.png" });
  await page.getByRole("region", { name: /The church year/ }).screenshot({
    path: "test-results/screenshots/planner-year-390.png",
  });

  // A lectionary table: the hub shows this Sunday's readings with one tap to a sermon.
  // Every Sunday of the year, so the hub has readings whatever the date the test runs.
  const range = (prefix: string, to: number, from = 1) =>
    Array.from({ length: to - from + 1 }, (_, index) => `${prefix}-${from + index}`);
  const sundays = [
    ...range("advent", 4),
    "christmas-day",
    ...range("christmas", 2),
    "epiphany",
    ...range("epiphany", 9),
    "transfiguration",
    ...range("lent", 5),
    "palm-sunday",
    "easter-day",
    ...range("easter", 7, 2),
    "pentecost",
    "trinity",
    ...range("proper", 29),
  ];
  const csv = [
    "year,day,first_reading,psalm,second_reading,gospel",
    ...sundays.map((day) => `all,${day},Micah 5:2-5,Psalm 130,Revelation 22:12-21,Luke 1:26-38`),
  ].join("\n");
  const badRow = sundays.length + 2;
  await page.goto("/planner#lectionary");
  await page.getByLabel("Table name").fill("Our Advent readings");
  await page.getByLabel("Or paste the CSV").fill(`${csv}\nA,advent-9,Isiah 9:2-7,,,`);
  await page.getByRole("button", { name: "Import table" }).click();
  await expect(
    page.getByText("Nothing was imported: one problem needs fixing first."),
  ).toBeVisible();
  await expect(page.getByText(`Row ${badRow}: 'advent-9' is not a day we know`)).toBeVisible();
  await page.getByLabel("Or paste the CSV").fill(csv);
  await page.getByRole("button", { name: "Import table" }).click();
  await expect(page.getByText(`Imported ${sundays.length} rows.`)).toBeVisible();
  await screenshots(page, "planner-lectionary");

  await page.goto("/tools");
  const sunday = page.getByRole("region", { name: "This Sunday" });
  await expect(sunday.getByText("Luke 1:26-38")).toBeVisible();
  await screenshots(page, "tools-this-sunday");
  await page.setViewportSize({ width: 390, height: 844 });
  await sunday.screenshot({ path: "test-results/screenshots/tools-this-sunday-card-390.png" });
  await sunday.getByRole("link", { name: "Start a sermon on Gospel, Luke 1:26-38" }).click();
  await expect(page.getByLabel("Scripture reference")).toHaveValue("Luke 1:26-38");
});
