import { expect, test } from "./support/test";
import { screenshots, signedInWithTrial } from "./support/pages";

/**
 * A model's draft whose check found the check pool full is given back as written, its check
 * marked not done yet (server/generation/draft-review.ts; the server's side is tested in
 * tests/integration/generation-draft-on-pool.test.ts). Here, what the page says of it: the
 * draft's real answer, with its check replaced by the busy mark the server sends then.
 */
test("a draft not checked yet says so, and why", async ({ page, context, baseURL }) => {
  await signedInWithTrial(page, context, baseURL, "not-checked");
  await page.route("**/api/sermons/generate", async (route) => {
    const response = await route.fetch();
    const body = (await response.text())
      .split("\n\n")
      .map((event) => {
        if (!event.startsWith("event: result\n")) return event;
        const data = JSON.parse(event.slice(event.indexOf("data: ") + 6)) as {
          sermons: Array<Record<string, unknown>>;
        };
        for (const sermon of data.sermons) {
          sermon.corrections = [];
          sermon.scriptureCheck = {
            translation: "web",
            references: [],
            invalidCount: 0,
            misquotedCount: 0,
            notChecked: { from: 0, references: 0, quotations: 0, busy: true },
          };
        }
        return `event: result\ndata: ${JSON.stringify(data)}`;
      })
      .join("\n\n");
    await route.fulfill({ response, body });
  });
  await page.goto("/sermon-builder");
  await page.getByLabel("Topic").fill("The Good Shepherd");
  await page.getByLabel("Scripture reference").fill("Psalm 23");
  await page.getByRole("button", { name: "Generate Sermon" }).click();
  // The route above hands the page nothing until the whole draft is written and checked, so the
  // page waits for all of it: under CI's load that passed the default 10 s once.
  const summary = page.getByTestId("findings-summary");
  await expect(summary).toHaveText(/Scripture not checked yet/, { timeout: 60_000 });
  await expect(summary).toHaveAttribute("data-tone", "warning");
  await expect(page.getByTestId("not-checked")).toContainText(
    /busy when this draft was written.*checked when it is opened again/,
  );
  await screenshots(page, "draft-not-checked");
});
