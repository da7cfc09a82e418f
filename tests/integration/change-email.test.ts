import { beforeAll, describe, expect, it } from "vitest";
import { getTestApp, type TestApp } from "../support/test-app";
import { linkInMail, signedInUser, uniqueEmail, visitor } from "../support/users";

/** Settings → change email: the current address approves, the new one confirms. */
describe("changing the sign-in email", () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await getTestApp();
  });

  const follow = (test: TestApp, link: URL, headers: Record<string, string>) =>
    test.app.inject({ method: "GET", url: link.pathname + link.search, headers });

  it("needs approval from the current address, then confirmation from the new one", async () => {
    const user = await signedInUser(test, "mover");
    const newEmail = uniqueEmail("moved");
    const asked = await test.app.inject({
      method: "POST",
      url: "/api/auth/change-email",
      headers: user.headers,
      payload: { newEmail, callbackURL: "/settings" },
    });
    expect(asked.statusCode, asked.body).toBe(200);

    // Nothing has changed yet, and the new address has heard nothing.
    const approval = test.mailer.lastTo(user.email);
    expect(approval?.subject).toBe("Approve your new sign-in email for Kingdom Tools");
    expect(approval?.text).toContain(newEmail);
    expect(test.mailer.lastTo(newEmail)).toBeUndefined();
    const before = await test.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: user.headers,
    });
    expect(before.json().email).toBe(user.email);

    const approved = await follow(test, linkInMail(test, user.email), user.headers);
    expect(approved.statusCode).toBeLessThan(400);
    expect(test.mailer.lastTo(newEmail)?.subject).toBe("Confirm your new email for Kingdom Tools");
    const still = await test.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: user.headers,
    });
    expect(still.json().email).toBe(user.email);

    const confirmed = await follow(test, linkInMail(test, newEmail), user.headers);
    expect(confirmed.statusCode).toBeLessThan(400);
    const after = await test.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: user.headers,
    });
    expect(after.json().email).toBe(newEmail);

    const signIn = (email: string) =>
      test.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: visitor().headers,
        payload: { email, password: user.password },
      });
    expect((await signIn(newEmail)).statusCode).toBe(200);
    expect((await signIn(user.email)).statusCode).toBe(401);
  });

  it("refuses a return address outside the app", async () => {
    const user = await signedInUser(test, "mover-bad");
    const response = await test.app.inject({
      method: "POST",
      url: "/api/auth/change-email",
      headers: user.headers,
      payload: { newEmail: uniqueEmail("elsewhere"), callbackURL: "https://evil.example/x" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("bad_request");
  });
});
