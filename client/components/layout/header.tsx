import { DropdownMenu } from "radix-ui";
import { Link } from "wouter";
import { Crown, LogOut, Settings, Smartphone, Home, Sparkles } from "lucide-react";
import type { CurrentUser } from "@shared/account";
import { useAuth } from "../../lib/use-auth";
import { Button } from "../ui/button";

/** Avatar fallback chain (spec §2): profile image, first letter of firstName, of email, "U". */
export function avatarInitial(user: Pick<CurrentUser, "firstName" | "email">): string {
  return (user.firstName?.trim()[0] ?? user.email?.trim()[0] ?? "U").toUpperCase();
}

function Brand() {
  return (
    <Link
      href="/"
      className="flex shrink-0 items-center gap-2 whitespace-nowrap font-serif text-base font-semibold text-royal-900 sm:text-xl dark:text-royal-100"
    >
      <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
      Kingdom Tools
    </Link>
  );
}

function AvatarMenu({ user }: { user: CurrentUser }) {
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

export function Header() {
  const { user, isLoading } = useAuth();
  const navClass = "rounded-md px-2 py-2 text-sm font-medium hover:bg-muted sm:px-3";
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-4">
        <Brand />
        {isLoading ? null : user ? (
          <div className="flex items-center gap-1 sm:gap-2">
            <nav aria-label="Main" className="flex items-center">
              <Link href="/tools" className={navClass}>
                Tools
              </Link>
              <Link href="/my-content" className={`${navClass} hidden sm:inline-flex`}>
                My Content
              </Link>
              <Link href="/settings" className={`${navClass} hidden sm:inline-flex`}>
                Settings
              </Link>
            </nav>
            {user.subscriptionStatus === "active" ? null : (
              <Button asChild variant="gold" size="sm" className="hidden sm:inline-flex">
                <Link href="/subscribe">
                  <Sparkles aria-hidden="true" /> Subscribe
                </Link>
              </Button>
            )}
            <AvatarMenu user={user} />
          </div>
        ) : (
          <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
            <Link href="/marketing-assets" className={navClass}>
              Mockups
            </Link>
            <Link href="/biblical-foundation" className={`${navClass} hidden md:inline-flex`}>
              Biblical Foundation
            </Link>
            <Button asChild size="sm">
              <Link href="/tools">Login/Sign-Up</Link>
            </Button>
          </nav>
        )}
      </div>
    </header>
  );
}
