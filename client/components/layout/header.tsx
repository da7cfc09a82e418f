import { lazy, Suspense } from "react";
import { Link } from "wouter";
import { Sparkles } from "lucide-react";
import { useAuth } from "../../lib/use-auth";
import { Button } from "../ui/button";
import { avatarInitial } from "./avatar-initial";

// Visitors never need the menu's code; it loads once someone is signed in.
const AvatarMenu = lazy(() =>
  import("./avatar-menu").then((module) => ({ default: module.AvatarMenu })),
);

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

export function Header() {
  const { user, isLoading } = useAuth();
  const navClass =
    "whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium hover:bg-muted sm:px-3";
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center justify-between gap-x-2 gap-y-1 px-3 py-2 sm:px-4">
        <Brand />
        {isLoading ? null : user ? (
          <div className="ml-auto flex flex-wrap items-center justify-end gap-1 sm:gap-2">
            <nav aria-label="Main" className="flex items-center">
              <Link href="/tools" className={navClass}>
                Tools
              </Link>
              <Link href="/scripture-check" className={`${navClass} hidden md:inline-flex`}>
                Scripture Checker
              </Link>
              <Link href="/my-content" className={`${navClass} hidden sm:inline-flex`}>
                My Content
              </Link>
              <Link href="/planner" className={`${navClass} hidden md:inline-flex`}>
                Planner
              </Link>
              <Link href="/settings" className={`${navClass} hidden sm:inline-flex`}>
                Settings
              </Link>
            </nav>
            {user.subscriptionStatus === "active" ? null : (
              <Button asChild variant="gold" size="sm" className="max-sm:hidden">
                <Link href="/subscribe">
                  <Sparkles aria-hidden="true" /> Subscribe
                </Link>
              </Button>
            )}
            <Suspense
              fallback={
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-full bg-royal-800 font-semibold text-white"
                >
                  {avatarInitial(user)}
                </span>
              }
            >
              <AvatarMenu user={user} />
            </Suspense>
          </div>
        ) : (
          <nav
            aria-label="Main"
            className="ml-auto flex flex-wrap items-center justify-end gap-1 sm:gap-2"
          >
            <Link href="/marketing-assets" className={navClass}>
              Mockups
            </Link>
            <Link href="/biblical-foundation" className={`${navClass} hidden md:inline-flex`}>
              Biblical Foundation
            </Link>
            <Button asChild size="sm">
              <Link href="/login">Login/Sign-Up</Link>
            </Button>
          </nav>
        )}
      </div>
    </header>
  );
}
