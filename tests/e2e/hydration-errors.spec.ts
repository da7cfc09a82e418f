import { expect, test } from "./support/test";

// Every browser test fails when React cannot adopt a prerendered page as it was drawn
// (support/test.ts). Here the page's heading is altered on its way to the browser, so the
// first render in the browser differs from the HTML, as when the browser knows something
// the build did not.
test("a prerendered page whose HTML differs from the browser's first render is reported", async ({
  page,
  hydrationErrors,
}) => {
  await page.route("/terms", async (route) => {
    const html = await (await route.fetch()).text();
    const altered = html.replace(/(<h1[^>]*>)([^<]+)</, "$1$2 (altered)<");
    expect(altered).not.toEqual(html);
    await route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: altered });
  });
  await page.goto("/terms");
  await expect.poll(() => hydrationErrors.length).toBeGreaterThan(0);
  expect(hydrationErrors[0]).toMatch(/#418\b/);
  // This mismatch is made on purpose: cleared, so the check every test ends with passes.
  hydrationErrors.length = 0;
});
