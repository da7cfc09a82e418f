/** The account emails: plain text first, with a simple HTML twin. */
function layout(paragraphs: string[], link: { url: string; label: string }) {
  const text = [...paragraphs, "", `${link.label}: ${link.url}`, "", "— Kingdom Tools"].join("\n");
  const escape = (value: string) =>
    value
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;");
  const html = `<!doctype html><html><body style="font-family:Georgia,serif;color:#1e1b4b;max-width:560px;margin:auto;padding:24px">
${paragraphs.map((paragraph) => `<p>${escape(paragraph)}</p>`).join("\n")}
<p><a href="${escape(link.url)}" style="display:inline-block;background:#3730a3;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escape(link.label)}</a></p>
<p style="color:#57534e;font-size:14px">If the button does not work, open this address: ${escape(link.url)}</p>
<p>— Kingdom Tools</p></body></html>`;
  return { text, html };
}

export function verificationEmail(url: string) {
  return {
    subject: "Confirm your email for Kingdom Tools",
    ...layout(
      [
        "Welcome to Kingdom Tools.",
        "Please confirm your email address to finish creating your account. The link works for 24 hours.",
        "If you did not sign up, you can ignore this message.",
      ],
      { url, label: "Confirm my email" },
    ),
  };
}

/** To the new address, once the current one has approved the change. */
export function newAddressEmail(url: string) {
  return {
    subject: "Confirm your new email for Kingdom Tools",
    ...layout(
      [
        "You asked to use this address to sign in to Kingdom Tools.",
        "Please confirm it; until you do, your account keeps its old address. The link works for 24 hours.",
        "If you did not ask for this, you can ignore this message.",
      ],
      { url, label: "Confirm my new email" },
    ),
  };
}

/** To the current address first, so nobody with a stolen session can move the account. */
export function changeEmailConfirmation(newEmail: string, url: string) {
  return {
    subject: "Approve your new sign-in email for Kingdom Tools",
    ...layout(
      [
        `Someone (we hope you) asked to change the sign-in email of your Kingdom Tools account to ${newEmail}.`,
        "If that was you, approve it below; we will then send a link to the new address to confirm it. The link works for 24 hours.",
        "If it was not you, do not approve it, and change your password.",
      ],
      { url, label: "Approve the change" },
    ),
  };
}

export function resetPasswordEmail(url: string) {
  return {
    subject: "Reset your Kingdom Tools password",
    ...layout(
      [
        "Someone (we hope you) asked to reset the password of your Kingdom Tools account.",
        "The link works for one hour. If you did not ask for this, you can ignore this message; your password stays the same.",
      ],
      { url, label: "Choose a new password" },
    ),
  };
}
