import { DropdownMenu } from "radix-ui";
import { Link } from "wouter";
import { Crown, LogOut, Settings, ShieldCheck, Smartphone, Home } from "lucide-react";
import type { CurrentUser } from "@shared/account";
import { avatarInitial } from "./avatar-initial";

/** The signed-in user's menu; loaded only once someone is signed in. */
export function AvatarMenu({ user }: { user: CurrentUser }) {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(" ");
  const subscribed = user.subscriptionStatus === "active";
  const itemClass =
    "flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted";
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="flex size-10 items-center justify-center overflow-hidden rounded-full bg-royal-800 font-semibold text-white"
        aria-label="Account menu"
      >
        {user.profileImageUrl ? (
          <img src={user.profileImageUrl} alt="" className="size-full object-cover" />
        ) : (
          <span aria-hidden="true">{avatarInitial(user)}</span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-60 rounded-xl border border-border bg-card p-1 text-foreground shadow-lg"
        >
          {fullName || user.email ? (
            <div className="px-3 py-2">
              {fullName ? <p className="font-medium">{fullName}</p> : null}
              {user.email ? (
                <p className="truncate text-sm text-muted-foreground">{user.email}</p>
              ) : null}
            </div>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item asChild className={itemClass}>
            <a href="/">
              <Home className="size-4" aria-hidden="true" /> View Landing Page
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/settings">
              <Settings className="size-4" aria-hidden="true" /> Settings
            </Link>
          </DropdownMenu.Item>
          {user.isAdmin ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link href="/admin">
                <ShieldCheck className="size-4" aria-hidden="true" /> Operator View
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/marketing-assets">
              <Smartphone className="size-4" aria-hidden="true" /> Mobile Mockups
            </Link>
          </DropdownMenu.Item>
          {subscribed ? null : (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link href="/subscribe">
                <Crown className="size-4" aria-hidden="true" /> Subscribe
              </Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item asChild className={itemClass}>
            <a href="/api/logout">
              <LogOut className="size-4" aria-hidden="true" /> Sign out
            </a>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
