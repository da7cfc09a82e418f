import { expect, test } from "./support/test";
import { newEmail, screenshotDir, signUpAndVerify, skipOverlays } from "./support/pages";

test("the operator sets a data request's status with the shared select, at 390 and 1280 px", async ({
  page,
  context,
  baseURL,
}) => {
  await skipOverlays(context);
  const requester = newEmail("status-select");
  const sent = await page.request.post("/api/gdpr/data-request", {
    headers: { origin: baseURL ?? "" },
    data: { email: requester, requestType: "access", description: "Please send my data." },
  });
  expect(sent.status()).toBe(201);

  await signUpAndVerify(page, "operator-status-e2e@example.org", "/tools");
  await page.goto("/admin");
  const status = page.getByLabel(`Status for request from ${requester}`);
  await expect(status).toHaveValue("open");
  const saved = page.waitForResponse(
    (response) => response.request().method() !== "GET" && response.url().includes("/api/admin"),
  );
  await status.selectOption("in_progress");
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(page.getByLabel(`Status for request from ${requester}`)).toHaveValue("in_progress");

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.getByLabel(`Status for request from ${requester}`).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${screenshotDir}/admin-status-${width}.png` });
  }
});
