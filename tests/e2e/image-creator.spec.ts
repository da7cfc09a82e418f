import { readFileSync } from "node:fs";
import { expect, test, type Page } from "./support/test";
import { newEmail, screenshots, signUpAndVerify, skipOverlays } from "./support/pages";

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function startTrial(page: Page, baseURL: string | undefined) {
  const trial = await page.request.post("/api/trial/activate", {
    headers: { origin: baseURL ?? "" },
  });
  expect(trial.ok()).toBe(true);
}

test.describe("image creator", () => {
  test("shows the sign-in gate to visitors and the subscribe gate without access", async ({
    page,
    context,
  }) => {
    await skipOverlays(context);
    await page.goto("/image-creator");
    await expect(page.getByRole("heading", { name: "Authentication Required" })).toBeVisible();
    const login = page.getByRole("link", { name: "Log In to Continue" });
    await expect(login).toHaveAttribute("href", "/api/login?returnTo=%2Fimage-creator");
    await screenshots(page, "image-creator-signed-out");

    await signUpAndVerify(page, newEmail("image-gate"), "/image-creator");
    await expect(page.getByRole("heading", { name: "Subscription Required" })).toBeVisible();
    await expect(page.locator("#main").getByRole("link", { name: "Subscribe" })).toHaveAttribute(
      "href",
      "/subscribe",
    );
  });

  test("creates offline scripture art, downloads it, shares the link and clears", async ({
    page,
    context,
    baseURL,
  }) => {
    await skipOverlays(context);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    // This browser has no share sheet on Linux anyway; make sure the copy path is the one tested.
    await context.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await signUpAndVerify(page, newEmail("image-creator"), "/image-creator");
    await startTrial(page, baseURL);
    await page.reload();

    await expect(page.getByRole("heading", { name: "Image Creator", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ready for Kingdom Creation" })).toBeVisible();
    const generate = page.getByRole("button", { name: "Generate Image" });
    const clear = page.getByRole("button", { name: "Clear" });
    const description = page.getByLabel("Image description");
    await expect(generate).toBeDisabled();
    await description.fill("   ");
    await expect(generate).toBeDisabled();
    await description.press("Control+Enter");
    await expect(page.getByText("Prompt Required", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Please enter a description for your Kingdom image.").first(),
    ).toBeVisible();
    await expect(page.getByLabel("Art style")).toHaveValue("biblical");
    await expect(page.getByLabel("Size")).toHaveValue("1024x1024");
    await screenshots(page, "image-creator-empty");

    await description.fill("John 3:16 for Sunday's slides");
    await page.getByLabel("Art style").selectOption("stained-glass");
    await page.getByLabel("Size").selectOption("1792x1024");

    // Hold the request back until the generating state has been seen and photographed.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/generate-image", async (route) => {
      await released;
      await route.continue();
    });
    await generate.click();
    await expect(page.getByRole("button", { name: "Creating Image..." })).toBeDisabled();
    await expect(clear).toBeDisabled();
    await expect(page.getByRole("list", { name: "Progress" }).getByRole("listitem")).toHaveCount(3);
    await screenshots(page, "image-creator-generating");
    release();

    const image = page.getByRole("img", { name: /^Stained Glass image: John 3:16/ });
    await expect(image).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Kingdom Image Created", { exact: true })).toBeVisible();
    const natural = await image.evaluate((element: HTMLImageElement) => ({
      width: element.naturalWidth,
      height: element.naturalHeight,
    }));
    expect(natural).toEqual({ width: 1792, height: 1024 });
    await expect(page.getByText("Offline scripture art", { exact: true })).toBeVisible();
    await expect(
      page.getByText(/^Offline scripture art, Stained Glass style, 1792x1024/),
    ).toBeVisible();
    await expect(page.getByText("A declaration over this image")).toBeVisible();
    await screenshots(page, "image-creator-result");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download Image" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      "kingdom-image-john-3-16-for-sunday-s-slides-stained-glass-1792x1024.png",
    );
    const saved = readFileSync((await download.path())!);
    expect(pngSize(saved)).toEqual({ width: 1792, height: 1024 });

    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Link Copied", { exact: true })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const src = await image.getAttribute("src");
    expect(copied).toBe(new URL(src!, baseURL).href);
    // The shared link opens the image for anyone holding it.
    const opened = await page.request.get(copied);
    expect(opened.headers()["content-type"]).toBe("image/png");

    // The image and its request survive a reload.
    await page.reload();
    await expect(page.getByRole("img", { name: /^Stained Glass image: John 3:16/ })).toBeVisible();
    await expect(description).toHaveValue("John 3:16 for Sunday's slides");

    await clear.click();
    await expect(page.getByRole("heading", { name: "Ready for Kingdom Creation" })).toBeVisible();
    await expect(description).toHaveValue("");
    await expect(page.getByLabel("Art style")).toHaveValue("biblical");
    await expect(page.getByLabel("Size")).toHaveValue("1024x1024");
    await page.reload();
    await expect(page.getByRole("heading", { name: "Ready for Kingdom Creation" })).toBeVisible();
  });

  test("sets the caption the pastor marks, and never prints the description", async ({
    page,
    context,
    baseURL,
  }) => {
    await skipOverlays(context);
    await signUpAndVerify(page, newEmail("image-caption"), "/image-creator");
    await startTrial(page, baseURL);
    await page.reload();
    await page.getByLabel("Image description").fill("An empty tomb at sunrise, for Easter");
    await page.getByLabel("Caption (optional)").fill("He is risen");
    await page.getByLabel("Art style").selectOption("stained-glass");
    await page.getByRole("button", { name: "Generate Image" }).click();
    await expect(
      page.getByRole("img", { name: /^Stained Glass image: An empty tomb/ }),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(/your caption set in/)).toBeVisible();
    await screenshots(page, "image-creator-caption");

    await page.getByLabel("Caption (optional)").fill("");
    await page.getByRole("button", { name: "Generate Image" }).click();
    await expect(page.getByText(/no words set on it/)).toBeVisible({ timeout: 30_000 });
    // After a reload the form shows the last request, caption and all.
    await page.reload();
    await expect(page.getByLabel("Image description")).toHaveValue(
      "An empty tomb at sunrise, for Easter",
    );
    await expect(page.getByLabel("Caption (optional)")).toHaveValue("");
  });

  test("reports a failure, then uses the device's share sheet where there is one", async ({
    page,
    context,
    baseURL,
  }) => {
    await skipOverlays(context);
    await context.addInitScript(() => {
      (window as unknown as { shared: unknown[] }).shared = [];
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: async (data: unknown) => {
          (window as unknown as { shared: unknown[] }).shared.push(data);
        },
      });
    });
    await signUpAndVerify(page, newEmail("image-share"), "/image-creator");
    await startTrial(page, baseURL);
    await page.reload();
    await page.getByLabel("Image description").fill("A dove over still waters");
    await page.getByLabel("Art style").selectOption("watercolor");

    // A provider refusal ends in the spec's toast, with the server's advice, and no image.
    await page.route("**/api/generate-image", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          error: {
            code: "bad_request",
            message: "The image service declined this description under its content policy.",
          },
        }),
      }),
    );
    await page.getByRole("button", { name: "Generate Image" }).click();
    await expect(page.getByText("Generation Failed", { exact: true })).toBeVisible();
    await expect(
      page.getByText(
        "There was an error generating your Kingdom image. Please try again. The image service declined this description under its content policy.",
        { exact: true },
      ),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ready for Kingdom Creation" })).toBeVisible();
    await page.unroute("**/api/generate-image");

    await page.getByRole("button", { name: "Generate Image" }).click();
    await expect(page.getByRole("img", { name: /^Watercolor image: A dove/ })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole("button", { name: "Share" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
      .toEqual([
        expect.objectContaining({
          title: "Kingdom Image",
          text: "A dove over still waters",
          url: expect.stringMatching(/\/api\/images\/[0-9a-f-]{36}\/[\w-]+\.png$/),
        }),
      ]);
    await expect(page.getByText("Link Copied", { exact: true })).toHaveCount(0);
  });
});
