import { useState } from "react";
import { Download } from "lucide-react";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import {
  downloadSizes,
  imageUrl,
  phoneMockups,
  thumbnailUrl,
  type MockupCategory,
} from "./mockup-catalog";
import { DeviceFrame } from "./device-frame";
import { resizedPng } from "./png-files";
import { printPdf } from "./print-pdf";
import { useDownload } from "./use-download";

const filters: { key: MockupCategory | "all"; label: string }[] = [
  { key: "all", label: "All" },
  { key: "landing", label: "Landing" },
  { key: "tools", label: "Tools" },
];

const sizeDescriptions: Record<(typeof downloadSizes)[number]["key"], string> = {
  png: "PNG image, 1080 by 1920 pixels",
  "4k": "PNG image, 2160 by 3840 pixels",
  print: "print-ready PDF, 7.2 by 12.8 inches with the picture at 300 dots per inch",
};

/** /marketing-assets: the eight phone mockups, filtered, with real downloads. */
export function MarketingAssetsPage() {
  const [filter, setFilter] = useState<MockupCategory | "all">("all");
  const { busy, run } = useDownload();
  const shown = phoneMockups.filter((mockup) => filter === "all" || mockup.category === filter);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:py-14">
      <header className="max-w-3xl">
        <h1 className="font-serif text-3xl font-semibold text-royal-900 sm:text-4xl dark:text-royal-100">
          Mobile Marketing Assets
        </h1>
        <p className="mt-3 text-lg leading-relaxed text-muted-foreground">
          Screenshots of Kingdom Tools on a phone, ready for slides, social posts and print. Each
          downloads as a PNG at the size on its button, or as a print-ready PDF.
        </p>
      </header>
      <div role="group" aria-label="Filter mockups" className="mt-8 flex flex-wrap gap-2">
        {filters.map((option) => (
          <Button
            key={option.key}
            variant={filter === option.key ? "default" : "outline"}
            aria-pressed={filter === option.key}
            onClick={() => setFilter(option.key)}
          >
            {option.label}
          </Button>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {shown.length} mockups shown
      </p>
      <ul className="mt-8 grid grid-cols-1 gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {shown.map((mockup) => (
          <li
            key={mockup.id}
            data-mockup={mockup.id}
            className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm"
          >
            <DeviceFrame
              frame="iphone"
              src={thumbnailUrl(mockup.id)}
              alt={`${mockup.title} screen on a phone`}
            />
            <div>
              <h2 className="text-lg font-semibold text-royal-900 dark:text-royal-100">
                {mockup.title}
              </h2>
              <p className="text-sm text-muted-foreground">{mockup.description}</p>
            </div>
            <div className="mt-auto flex flex-col gap-2">
              {downloadSizes.map((size) => {
                const key = `${mockup.id}-${size.key}`;
                return (
                  <Button
                    key={size.key}
                    variant="outline"
                    size="sm"
                    disabled={busy !== null}
                    aria-label={`${size.label}: download ${mockup.title} as a ${sizeDescriptions[size.key]}`}
                    onClick={() =>
                      void (size.key === "print"
                        ? run(key, `kingdom-tools-${mockup.id}-print.pdf`, () =>
                            printPdf(imageUrl(mockup.id), size.width, size.height, size.dpi),
                          )
                        : run(key, `kingdom-tools-${mockup.id}-${size.key}.png`, () =>
                            resizedPng(imageUrl(mockup.id), size.width, size.height, size.dpi),
                          ))
                    }
                    className={cn(busy === key && "opacity-70")}
                  >
                    <Download aria-hidden="true" />
                    {busy === key ? "Preparing..." : size.label}
                  </Button>
                );
              })}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
