import { dictionary } from "@zxcvbn-ts/language-common";
import { passwordMinLength } from "@shared/account";

/** Passwords from public breach lists, long enough to pass the length rule (ASVS 6.2.4). */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    dictionary["passwords-common"]
      .filter((entry) => entry.length >= passwordMinLength)
      .map((entry) => entry.toLowerCase()),
  );
  return common.has(password.toLowerCase());
}

export const commonPasswordMessage =
  "That password is one of the most common and easy to guess. Please choose another.";
