import { DropdownMenu } from "radix-ui";
import { Link } from "wouter";
import {
  BookOpen,
  CalendarDays,
  Crown,
  Home,
  LayoutGrid,
  LogOut,
  Menu,
  Settings,
  ShieldCheck,
  Smartphone,
  Sparkles,
} from "lucide-react";
import type { CurrentUser } from "@shared/account";
import { avatarInitial } from "./avatar-initial";

/**
 * The signed-in user's menu, and on a phone the whole navigation: every signed-in
 * destination is one tap after opening it. Loaded only once someone is signed in.
 */
export function AvatarMenu({ user }: { user: CurrentUser }) {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(" ");
  const subscribed = user.subscriptionStatus === "active";
  const itemClass =
    "flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted";
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="flex items-center gap-1 rounded-full max-sm:border max-sm:border-border max-sm:py-0.5 max-sm:pl-2 max-sm:pr-0.5"
        aria-label="Account menu"
      >
        <Menu className="size-5 sm:hidden" aria-hidden="true" />
        <span className="flex size-10 items-center justify-center overflow-hidden rounded-full bg-royal-800 font-semibold text-white">
          {user.profileImageUrl ? (
            <img src={user.profileImageUrl} alt="" className="size-full object-cover" />
          ) : (
            <span aria-hidden="true">{avatarInitial(user)}</span>
          )}
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] min-w-60 overflow-y-auto rounded-xl border border-border bg-card p-1 text-foreground shadow-lg"
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
            <Link href="/tools">
              <LayoutGrid className="size-4" aria-hidden="true" /> Tools
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/my-content">
              <BookOpen className="size-4" aria-hidden="true" /> My Content
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/planner">
              <CalendarDays className="size-4" aria-hidden="true" /> Planner
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/settings">
              <Settings className="size-4" aria-hidden="true" /> Settings
            </Link>
          </DropdownMenu.Item>
          {/* Trial status, plan and cancellation: for everyone, subscribed or not. */}
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/subscription">
              <Crown className="size-4" aria-hidden="true" /> Subscription
            </Link>
          </DropdownMenu.Item>
          {subscribed ? null : (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link href="/subscribe">
                <Sparkles className="size-4" aria-hidden="true" /> Subscribe
              </Link>
            </DropdownMenu.Item>
          )}
          {user.isAdmin ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link href="/admin">
                <ShieldCheck className="size-4" aria-hidden="true" /> Operator View
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item asChild className={itemClass}>
            <a href="/">
              <Home className="size-4" aria-hidden="true" /> View Landing Page
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/marketing-assets">
              <Smartphone className="size-4" aria-hidden="true" /> Mobile Mockups
            </Link>
          </DropdownMenu.Item>
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
