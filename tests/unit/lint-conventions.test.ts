import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The client conventions eslint.config.js keeps, run on code written to break them: the repo's
 * own configuration, on text linted as if it were a client file (one that no exception lists).
 */
const eslint = new ESLint({
  cwd: process.cwd(),
  // Without the type-aware rules (their TypeScript project takes seconds to load): these are not.
  overrideConfig: {
    files: ["**/*.tsx"],
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      "@typescript-eslint/no-floating-promises": "off",
      "@typescript-eslint/no-misused-promises": "off",
    },
  },
});
const clientFile = "client/features/settings/change-email-section.tsx";

async function rulesBroken(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: clientFile });
  return (result?.messages ?? []).flatMap((message) =>
    message.ruleId?.startsWith("local/") ? [message.ruleId] : [],
  );
}

describe("the client conventions the linter keeps", () => {
  it("refuses a hand-built form, and takes one validated by react-hook-form with a schema", async () => {
    const handBuilt = `import { useState } from "react";
export function ChangeEmailSection() {
  const [email, setEmail] = useState("");
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <input value={email} onChange={(event) => setEmail(event.target.value)} />
    </form>
  );
}
`;
    expect(await rulesBroken(handBuilt)).toEqual(["local/form-pattern"]);

    const validated = `import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { changeEmailSchema } from "@shared/account";
export function ChangeEmailSection() {
  const form = useForm({ resolver: zodResolver(changeEmailSchema), defaultValues: { newEmail: "" } });
  return (
    <form onSubmit={(event) => void form.handleSubmit(() => undefined)(event)}>
      <input {...form.register("newEmail")} />
    </form>
  );
}
`;
    expect(await rulesBroken(validated)).toEqual([]);
    // useForm without the schema's resolver is not the pattern either.
    expect(
      await rulesBroken(validated.replace("resolver: zodResolver(changeEmailSchema), ", "")),
    ).toEqual(["local/form-pattern"]);
  }, 60_000);

  it("refuses a call to the server outside client/api/", async () => {
    const calls = `import { apiRequest } from "../../lib/api";
export async function ChangeEmailSection() {
  await fetch("/api/account");
  await apiRequest("POST", "/api/account/email", {});
}
`;
    expect(await rulesBroken(calls)).toEqual(["local/api-calls", "local/api-calls"]);
  }, 60_000);
});
