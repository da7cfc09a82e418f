import { useState } from "react";
import { Download, Info } from "lucide-react";
import { Button } from "../../components/ui/button";
import { batchDownloadPauseMs, galleryItems, imageUrl, thumbnailUrl } from "./mockup-catalog";
import { DeviceFrame } from "./device-frame";
import { framedPng } from "./png-files";
import { useDownload } from "./use-download";

const frameLabels = { iphone: "iPhone", android: "Android", professional: "Professional" } as const;

function fileName(item: (typeof galleryItems)[number]): string {
  return `kingdom-tools-${item.frame}-${item.id}.png`;
}

/** /temp-gallery: ten framed mockups, each downloadable, and Download All. */
export function TempGalleryPage() {
  const { busy, run } = useDownload();
  const [progress, setProgress] = useState<string | null>(null);

  const downloadAll = async () => {
    for (const [index, item] of galleryItems.entries()) {
      setProgress(`Downloading ${index + 1} of ${galleryItems.length}…`);
      const ok = await run(item.id + item.frame, fileName(item), () =>
        framedPng(imageUrl(item.id), item.frame),
      );
      if (!ok) break;
      // Browsers drop downloads fired too quickly one after another.
      if (index < galleryItems.length - 1)
        await new Promise((resolve) => setTimeout(resolve, batchDownloadPauseMs));
    }
    setProgress(`Downloaded ${galleryItems.length} images.`);
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:py-14">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-3xl">
          <h1 className="font-serif text-3xl font-semibold text-royal-900 sm:text-4xl dark:text-royal-100">
            Mockup Gallery
          </h1>
          <p className="mt-3 text-lg leading-relaxed text-muted-foreground">
            Ten framed screenshots: three on iPhone, three on Android and four professional browser
            shots.
          </p>
        </div>
        <Button
          size="lg"
          onClick={() => void downloadAll()}
          disabled={busy !== null || (progress?.startsWith("Downloading") ?? false)}
        >
          <Download aria-hidden="true" /> Download All
        </Button>
      </header>
      <p
        role="note"
        className="mt-6 flex items-start gap-2 rounded-xl border border-gold-300 bg-gold-100 p-4 text-sm text-royal-950"
      >
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        This gallery is temporary and can be deleted once the images are in use.
      </p>
      <p aria-live="polite" className="mt-4 min-h-6 text-sm text-muted-foreground">
        {progress}
      </p>
      <ul className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {galleryItems.map((item) => (
          <li
            key={item.id + item.frame}
            data-frame={item.frame}
            className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm"
          >
            <DeviceFrame frame={item.frame} src={thumbnailUrl(item.id)} alt={item.title} />
            <div className="flex items-center justify-between gap-3">
              <div>
                <h2 className="font-semibold">{item.title}</h2>
                <p className="text-xs text-muted-foreground">{frameLabels[item.frame]}</p>
              </div>
              <Button
                variant="outline"
                size="sm"
                disabled={busy !== null}
                aria-label={`Download ${item.title} as a PNG`}
                onClick={() =>
                  void run(item.id + item.frame, fileName(item), () =>
                    framedPng(imageUrl(item.id), item.frame),
                  )
                }
              >
                <Download aria-hidden="true" />{" "}
                {busy === item.id + item.frame ? "Preparing..." : "Download"}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
