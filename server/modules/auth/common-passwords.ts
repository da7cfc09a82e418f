import { passwordMinLength } from "@shared/account";

/**
 * Passwords from public breach lists, long enough to pass the length rule (ASVS 6.2.4).
 * The list is loaded when a password is first chosen, not at start.
 */
let common: Promise<Set<string>> | undefined;

export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= import("@zxcvbn-ts/language-common").then((loaded) => {
    // In the bundled server the package is CommonJS, so its exports arrive as `default`.
    const { dictionary } =
      "dictionary" in loaded ? loaded : (loaded as unknown as { default: typeof loaded }).default;
    return new Set(
      dictionary["passwords-common"]
        .filter((entry) => entry.length >= passwordMinLength)
        .map((entry) => entry.toLowerCase()),
    );
  });
  return (await common).has(password.toLowerCase());
}

export const commonPasswordMessage =
  "That password is one of the most common and easy to guess. Please choose another.";
