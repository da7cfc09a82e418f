import { expect, test } from "./support/test";
import { screenshots, signedInWithTrial } from "./support/pages";

test.describe("scripture fields are checked as the pastor types", () => {
  test("the sermon builder says why Ephesians 9 does not exist, and the server agrees", async ({
    page,
    context,
    baseURL,
  }) => {
    await signedInWithTrial(page, context, baseURL, "scripture-fields");
    await page.goto("/sermon-builder");
    await page.getByLabel("Topic").fill("Standing firm");
    const field = page.getByLabel("Scripture reference");
    await field.fill("Ephesians 9");
    // After a pause in typing, with no submit.
    const message = page.getByText("Ephesians has 6 chapters, so Ephesians 9 does not exist.", {
      exact: true,
    });
    await expect(message).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await screenshots(page, "scripture-field-error");

    // Submitting anyway: the server refuses with the same words, under the field and in the toast.
    await page.getByRole("button", { name: "Generate Sermon" }).click();
    await expect(
      page.getByText(
        "Scripture reference: Ephesians has 6 chapters, so Ephesians 9 does not exist.",
        { exact: true },
      ),
    ).toBeVisible();
    await expect(message).toBeVisible();
    await expect(page.getByTestId("scripture-summary")).toHaveCount(0);

    // Put right: the message goes, as soon as the field is left.
    await field.fill("Ephesians 6:10-18");
    await field.blur();
    await expect(message).toBeHidden();
    await expect(field).not.toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: "Generate Sermon" }).click();
    await expect(page.getByTestId("scripture-summary")).toBeVisible({ timeout: 30_000 });
  });

  test("an optional field in the prayer creator is checked too, never dropped", async ({
    page,
    context,
    baseURL,
  }) => {
    await signedInWithTrial(page, context, baseURL, "scripture-fields");
    await page.goto("/prayer-creator");
    const field = page.getByLabel("Scripture (optional)");
    await field.fill("Hezekiah 3:4");
    await field.blur();
    await expect(page.getByText("“Hezekiah” is not a book of the Bible.")).toBeVisible();
  });

  test("the image creator flags a verse that does not exist and sets none", async ({
    page,
    context,
    baseURL,
  }) => {
    await signedInWithTrial(page, context, baseURL, "scripture-fields");
    await page.goto("/image-creator");
    // Offline, the page says plainly what it draws (issue 35 item 7): no painted scenes.
    await expect(page.getByText(/It does not paint scenes or people\./)).toBeVisible();
    const description = page.getByLabel("Image description");
    await description.fill("Ephesians 9 with a sunrise over the hills");
    const message = page.getByText("Ephesians has 6 chapters, so Ephesians 9 does not exist.", {
      exact: true,
    });
    await expect(message).toBeVisible();
    await screenshots(page, "image-creator-scripture-error");

    await page.getByRole("button", { name: "Generate Image" }).click();
    // The server's words, as the other tools give them, and no "Generation Failed… try again".
    await expect(
      page.getByText(
        "Image description: Ephesians has 6 chapters, so Ephesians 9 does not exist.",
        { exact: true },
      ),
    ).toBeVisible();
    await expect(page.getByText("Generation Failed", { exact: true })).toHaveCount(0);
    await expect(page.getByText(/Please try again/)).toHaveCount(0);
    await expect(message).toBeVisible();
    await expect(page.getByRole("img", { name: /Ephesians 9/ })).toHaveCount(0);
    await screenshots(page, "image-creator-scripture-refused");

    await description.fill("Ephesians 6:10 with a sunrise over the hills");
    await expect(message).toBeHidden();
  });
});
