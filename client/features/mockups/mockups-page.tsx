import { Download, ExternalLink } from "lucide-react";
import { Link } from "wouter";
import { Button } from "../../components/ui/button";
import { desktopMockups, imageUrl, phoneMockups, thumbnailUrl } from "./mockup-catalog";
import { DeviceFrame } from "./device-frame";
import { loadImage, resizedPng } from "./png-files";
import { useDownload } from "./use-download";

async function fullSizePng(id: string): Promise<Uint8Array> {
  const image = await loadImage(imageUrl(id));
  return resizedPng(imageUrl(id), image.naturalWidth, image.naturalHeight, 72);
}

function Actions({
  id,
  title,
  busy,
  onDownload,
}: {
  id: string;
  title: string;
  busy: string | null;
  onDownload: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline" size="sm">
        <a href={imageUrl(id)} target="_blank" rel="noopener">
          <ExternalLink aria-hidden="true" /> View
          <span className="sr-only"> {title} full size in a new tab</span>
        </a>
      </Button>
      <Button
        size="sm"
        disabled={busy !== null}
        onClick={onDownload}
        aria-label={`Download ${title} as a full-size PNG`}
      >
        <Download aria-hidden="true" /> {busy === id ? "Preparing..." : "Download"}
      </Button>
    </div>
  );
}

/** /mockups: device and web mockups, each with View (new tab) and Download. */
export function MockupsPage() {
  const { busy, run } = useDownload();
  const download = (id: string) => () =>
    void run(id, `kingdom-tools-${id}.png`, () => fullSizePng(id));
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:py-14">
      <header className="max-w-3xl">
        <h1 className="font-serif text-3xl font-semibold text-royal-900 sm:text-4xl dark:text-royal-100">
          Product Mockups
        </h1>
        <p className="mt-3 text-lg leading-relaxed text-muted-foreground">
          Real screenshots of Kingdom Tools on phones and in the browser. For sized phone images,
          see the{" "}
          <Link
            href="/marketing-assets"
            className="font-medium text-royal-700 underline dark:text-royal-300"
          >
            marketing assets
          </Link>
          .
        </p>
      </header>

      <section aria-labelledby="device-mockups" className="mt-10">
        <h2
          id="device-mockups"
          className="font-serif text-2xl font-semibold text-royal-900 dark:text-royal-100"
        >
          Device mockups
        </h2>
        <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {phoneMockups.map((mockup) => (
            <li
              key={mockup.id}
              className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm"
            >
              <DeviceFrame
                frame="android"
                src={thumbnailUrl(mockup.id)}
                alt={`${mockup.title} screen on a phone`}
              />
              <h3 className="font-semibold">{mockup.title}</h3>
              <Actions
                id={mockup.id}
                title={mockup.title}
                busy={busy}
                onDownload={download(mockup.id)}
              />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="web-mockups" className="mt-14">
        <h2
          id="web-mockups"
          className="font-serif text-2xl font-semibold text-royal-900 dark:text-royal-100"
        >
          Web mockups
        </h2>
        <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2">
          {desktopMockups.map((mockup) => (
            <li
              key={mockup.id}
              className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm"
            >
              <DeviceFrame
                frame="professional"
                src={thumbnailUrl(mockup.id)}
                alt={`${mockup.title}`}
              />
              <div>
                <h3 className="font-semibold">{mockup.title}</h3>
                <p className="text-sm text-muted-foreground">{mockup.description}</p>
              </div>
              <Actions
                id={mockup.id}
                title={mockup.title}
                busy={busy}
                onDownload={download(mockup.id)}
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
