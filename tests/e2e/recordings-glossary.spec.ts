import { writeFileSync } from "node:fs";
import { expect, test } from "./support/test";
import { newEmail, screenshots, signUpAndVerify, skipOverlays } from "./support/pages";

// Captions in which the speech service misheard a name, as YouTube's often do.
const misheardCaptions = `WEBVTT

00:00:01.000 --> 00:00:05.000
Good morning church. Tonight we meet a man called nick a demus.

00:00:05.200 --> 00:00:09.000
Nick a Demus came to Jesus by night with his questions.
`;

test("the glossary corrects a misheard name in captions imported after it is saved", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  await skipOverlays(context);
  await signUpAndVerify(page, newEmail("glossary"));
  const headers = { origin: baseURL ?? "" };
  expect((await page.request.post("/api/trial/activate", { headers })).ok()).toBe(true);

  await page.goto("/recordings");
  const glossary = page.getByRole("region", { name: "Names and terms to correct" });
  await expect(glossary.getByText("No corrections yet.")).toBeVisible();

  // An empty row is refused with a message under its field, and nothing is saved.
  await glossary.getByRole("button", { name: "Add a correction" }).click();
  await glossary.getByRole("button", { name: "Save the glossary" }).click();
  await expect(glossary.getByLabel("Heard as (correction 1)")).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(glossary.getByRole("status")).toHaveCount(0);

  // Two corrections added, one removed again, the other saved.
  await glossary.getByLabel("Heard as (correction 1)").fill("Nick a Demus");
  await glossary.getByLabel("Write as (correction 1)").fill("Nicodemus");
  await glossary.getByRole("button", { name: "Add a correction" }).click();
  await glossary.getByLabel("Heard as (correction 2)").fill("Jerusalem");
  await glossary.getByLabel("Write as (correction 2)").fill("Jericho");
  await glossary.getByRole("button", { name: "Remove correction 2" }).click();
  await glossary.getByRole("button", { name: "Save the glossary" }).click();
  await expect(glossary.getByRole("status")).toContainText("1 correction");
  expect(await (await page.request.get("/api/recordings/glossary")).json()).toEqual({
    entries: [{ heard: "Nick a Demus", correct: "Nicodemus" }],
  });

  // Kept across a reload.
  await page.reload();
  await expect(glossary.getByLabel("Write as (correction 1)")).toHaveValue("Nicodemus");
  await screenshots(page, "recordings-glossary");

  const file = testInfo.outputPath("misheard.vtt");
  writeFileSync(file, misheardCaptions);
  await page.getByLabel("Captions or transcript file").setInputFiles(file);
  const transcript = page.getByRole("list", { name: "Transcript" });
  await expect(transcript).toContainText("a man called Nicodemus.");
  await expect(transcript).toContainText("Nicodemus came to Jesus by night");
  await expect(transcript).not.toContainText(/nick a demus/i);
  await screenshots(page, "recordings-glossary-transcript");
});
