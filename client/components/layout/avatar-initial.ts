import type { CurrentUser } from "@shared/account";

/** Avatar fallback chain: profile image, first letter of firstName, of email, "U". */
export function avatarInitial(user: Pick<CurrentUser, "firstName" | "email">): string {
  return (user.firstName?.trim()[0] ?? user.email?.trim()[0] ?? "U").toUpperCase();
}
