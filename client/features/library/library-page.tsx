import { useEffect, useRef, useState, type MouseEvent } from "react";
import { Link } from "wouter";
import {
  BookOpen,
  ChevronLeft,
  ChevronRight,
  Copy,
  Download,
  Eye,
  Search,
  Sparkles,
} from "lucide-react";
import type { LibraryItem, LibraryItemSummary } from "@shared/library/api";
import { exportUrls, libraryPageSizes } from "@shared/library/api";
import {
  contentTypeLabel,
  contentTypeLabels,
  libraryContentTypes,
} from "@shared/library/content-types";
import { serverMessage } from "../../lib/api";
import { cn } from "../../lib/cn";
import { useAuth } from "../../lib/use-auth";
import { dismissToast, toast } from "../../lib/use-toast";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { Spinner } from "../../components/ui/spinner";
import { copyText } from "./copy-text";
import { DeliverToInboxDialog } from "../../components/library/deliver-to-inbox-dialog";
import { formatDate, ItemDetailDialog } from "./item-detail-dialog";
import {
  deleteLibraryItem,
  fetchLibraryItem,
  restoreLibraryItem,
  useLibrary,
  useLibraryCounts,
  type LibraryFilters,
} from "../../api/library";
import { SignedInGate } from "./signed-in-gate";
import { StorageUsage } from "./storage-usage";

const filterOptions = [
  { value: "all", label: "All content" },
  ...libraryContentTypes.map((type) => ({ value: type, label: contentTypeLabels[type].many })),
];

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** Counts by type, each a filter: a grid on wider screens, one scrolling row of chips on a phone. */
function CountTiles({
  counts,
  active,
  onPick,
}: {
  counts: Record<string, number>;
  active: string;
  onPick: (type: string) => void;
}) {
  return (
    <ul
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:grid sm:grid-cols-4 sm:gap-3 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-8"
      aria-label="Items by type"
    >
      {filterOptions.map((option) => (
        <li key={option.value} className="shrink-0">
          <button
            type="button"
            onClick={() => onPick(option.value)}
            aria-pressed={active === option.value}
            className={cn(
              "flex w-full items-baseline gap-1.5 whitespace-nowrap rounded-full border bg-card px-3 py-1.5 text-left shadow-sm transition-colors hover:bg-muted sm:flex-col sm:items-start sm:gap-0 sm:whitespace-normal sm:rounded-xl sm:px-4 sm:py-3",
              active === option.value
                ? "border-royal-700 ring-2 ring-royal-200 dark:ring-royal-700"
                : "border-border",
            )}
          >
            <span className="text-base font-semibold text-royal-900 sm:text-2xl dark:text-royal-100">
              {counts[option.value] ?? 0}
            </span>
            <span className="text-sm text-muted-foreground">
              {option.value === "all" ? "All" : option.label}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function imageThumbnailUrl(id: string): string {
  return `/api/images/${encodeURIComponent(id)}/thumbnail.png`;
}

function ItemCard({
  item,
  onView,
}: {
  item: LibraryItemSummary;
  onView: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  async function copy() {
    try {
      const full = await fetchLibraryItem(item.id);
      await copyText(full.content);
    } catch {
      toast({
        title: "Copy failed",
        description: "Failed to copy to clipboard",
        variant: "destructive",
      });
    }
  }
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-5 shadow-sm">
      {item.type === "image" ? (
        <img
          src={imageThumbnailUrl(item.id)}
          alt={item.title}
          loading="lazy"
          decoding="async"
          width={480}
          height={270}
          className="aspect-video w-full rounded-xl border border-border bg-muted object-cover"
        />
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge>{contentTypeLabel(item.type)}</Badge>
        <time dateTime={item.createdAt} className="text-xs text-muted-foreground">
          {formatDate(item.createdAt)}
        </time>
      </div>
      <h2 className="font-serif text-lg font-semibold leading-snug text-royal-900 dark:text-royal-100">
        {item.title}
      </h2>
      {item.scripture ? (
        <p className="text-sm font-medium text-gold-700 dark:text-gold-200">{item.scripture}</p>
      ) : null}
      <p className="line-clamp-3 text-sm text-muted-foreground">{item.preview}</p>
      <div className="mt-auto flex gap-2 pt-1">
        <Button size="sm" onClick={onView} aria-label={`View ${item.title}`}>
          <Eye aria-hidden="true" /> View
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void copy()}
          aria-label={`Copy ${item.title}`}
        >
          <Copy aria-hidden="true" /> Copy
        </Button>
      </div>
    </li>
  );
}

function EmptyLibrary() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-dashed border-border bg-card p-6 text-center sm:p-10">
      <span
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-full bg-gold-100 text-gold-700"
      >
        <BookOpen className="size-6" />
      </span>
      <h2 className="text-2xl font-semibold text-royal-900 dark:text-royal-100">
        Your library is empty
      </h2>
      <p className="text-muted-foreground">
        Sermons, prayers, devotionals and posts you save from the tools appear here, ready to copy,
        print or email.
      </p>
      <Button asChild size="lg">
        <Link href="/tools">
          <Sparkles aria-hidden="true" /> Open the tools
        </Link>
      </Button>
    </section>
  );
}

function Library() {
  const [search, setSearch] = useState("");
  const [type, setType] = useState("all");
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  // The View button that opened the item, where focus returns after "Deliver to Inbox",
  // which replaces the item dialog (its own opener is gone by then).
  const viewButton = useRef<HTMLButtonElement | null>(null);
  const [emailing, setEmailing] = useState<LibraryItem | null>(null);
  const q = useDebounced(search.trim(), 250);
  const filters: LibraryFilters = { q, type, page, pageSize: libraryPageSizes.default };
  const { data, isLoading, isError, isFetching } = useLibrary(filters, true);

  const pickType = (value: string) => {
    setType(value);
    setPage(1);
  };

  async function undoDelete(item: LibraryItem) {
    try {
      await restoreLibraryItem(item.id);
      toast({
        title: "Content restored",
        description: `“${item.title}” is back in your library.`,
      });
    } catch (error) {
      toast({
        title: "Undo failed",
        description: serverMessage(error, "The item could not be restored."),
        variant: "destructive",
      });
    }
  }

  async function remove(item: LibraryItem) {
    setOpenId(null);
    try {
      await deleteLibraryItem(item.id);
      const shown = toast({
        title: "Content deleted",
        description: `“${item.title}” was removed from your library.`,
        action: (
          <Button
            size="sm"
            variant="outline"
            className="shrink-0 text-foreground"
            onClick={() => {
              dismissToast(shown.id);
              void undoDelete(item);
            }}
          >
            Undo
          </Button>
        ),
      });
    } catch (error) {
      toast({
        title: "Delete failed",
        description: serverMessage(error, "The item could not be deleted. Please try again."),
        variant: "destructive",
      });
    }
  }

  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const counts = useLibraryCounts().data?.counts;
  const libraryEmpty = counts?.all === 0;

  return (
    <div className="flex flex-col gap-6">
      <StorageUsage />
      {counts && !libraryEmpty ? (
        <CountTiles counts={counts} active={type} onPick={pickType} />
      ) : null}
      {libraryEmpty ? null : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-1.5">
            <label htmlFor="library-search" className="text-sm font-medium">
              Search your content
            </label>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                id="library-search"
                type="search"
                value={search}
                placeholder="Title, scripture or words in the text"
                className="pl-9"
                onChange={(event) => {
                  setSearch(event.target.value);
                  setPage(1);
                }}
              />
            </div>
          </div>
          <div className="flex flex-col gap-1.5 sm:w-56">
            <label htmlFor="library-type" className="text-sm font-medium">
              Content type
            </label>
            <Select
              id="library-type"
              value={type}
              options={filterOptions}
              onChange={(event) => pickType(event.target.value)}
            />
          </div>
        </div>
      )}

      {isLoading ? <Spinner label="Opening your library…" /> : null}
      {isError ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-900">
          Your library could not be loaded. Please reload the page.
        </p>
      ) : null}
      {libraryEmpty ? <EmptyLibrary /> : null}
      {data && !libraryEmpty ? (
        <>
          <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
            {isFetching
              ? "Searching…"
              : `${data.total.toLocaleString("en-US")}${data.totalCapped ? "+" : ""} ${data.total === 1 ? "item" : "items"}${q ? ` matching “${q}”` : ""}`}
          </p>
          {data.items.length === 0 ? (
            <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
              Nothing matches your search. Try other words or another type.
            </p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {data.items.map((item) => (
                <ItemCard
                  key={item.id}
                  item={item}
                  onView={(event) => {
                    viewButton.current = event.currentTarget;
                    setOpenId(item.id);
                  }}
                />
              ))}
            </ul>
          )}
          {totalPages > 1 ? (
            <nav aria-label="Pages" className="flex items-center justify-center gap-3">
              <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                <ChevronLeft aria-hidden="true" /> Previous
              </Button>
              <span className="text-sm">
                Page {page} of {totalPages}
              </span>
              <Button
                variant="outline"
                disabled={page >= totalPages}
                onClick={() => setPage(page + 1)}
              >
                Next <ChevronRight aria-hidden="true" />
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}

      <ItemDetailDialog
        key={openId ?? "closed"}
        itemId={openId}
        onClose={() => setOpenId(null)}
        onDelete={(item) => void remove(item)}
        onEmail={(item) => {
          setOpenId(null);
          setEmailing(item);
        }}
      />
      <DeliverToInboxDialog
        open={emailing !== null}
        onOpenChange={(open) => {
          if (!open) setEmailing(null);
        }}
        resolveItemId={async () => emailing!.id}
        returnFocusTo={viewButton}
        itemType={emailing?.type ?? "sermon"}
        itemTitle={emailing?.title}
      />
    </div>
  );
}

export function LibraryPage() {
  const { user } = useAuth();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-serif text-3xl font-semibold text-royal-900 sm:text-4xl dark:text-royal-100">
            My Kingdom Content
          </h1>
          <p className="mt-2 max-w-2xl text-muted-foreground sm:text-lg">
            Everything you have saved from the tools: search it, read it, copy it, print it or send
            it.
          </p>
        </div>
        {user ? (
          <Button asChild variant="gold">
            <a
              href={exportUrls.all}
              download
              aria-label="Export All Content: download a zip of Markdown files and JSON"
            >
              <Download aria-hidden="true" /> Export All Content
            </a>
          </Button>
        ) : null}
      </header>
      <SignedInGate what="your saved content">{() => <Library />}</SignedInGate>
    </div>
  );
}
