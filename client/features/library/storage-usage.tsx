import { useLibraryUsage } from "../../api/library";

function megabytes(bytes: number): string {
  const value = bytes / 1024 / 1024;
  return `${value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString("en-US")} MB`;
}

/** How much of the storage quota the library uses: one line and a thin meter. */
export function StorageUsage() {
  const { data } = useLibraryUsage();
  if (!data || data.maxItems === 0 || data.maxBytes === 0) return null;
  const share = Math.min(1, Math.max(data.items / data.maxItems, data.bytes / data.maxBytes));
  const full = share >= 1;
  return (
    <div
      className="flex flex-col gap-1.5 text-sm text-muted-foreground"
      data-testid="storage-usage"
    >
      <p>
        Storage: {data.items.toLocaleString("en-US")} of {data.maxItems.toLocaleString("en-US")}{" "}
        items · {megabytes(data.bytes)} of {megabytes(data.maxBytes)}
        {full ? " · Your library is full: delete items you no longer need to save new ones." : ""}
      </p>
      <meter
        className="h-1.5 w-full max-w-xs"
        min={0}
        max={1}
        low={0.8}
        high={0.95}
        optimum={0}
        value={share}
        aria-label={`Storage used: ${Math.round(share * 100)}%`}
      />
    </div>
  );
}
