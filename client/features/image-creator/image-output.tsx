import { useState } from "react";
import { Link } from "wouter";
import {
  Check,
  Circle,
  Download,
  ExternalLink,
  ImagePlus,
  Loader2,
  Share2,
  Sparkles,
} from "lucide-react";
import { imageStages, styleLabel, type ImageResult, type ImageStage } from "@shared/images/schemas";
import { cn } from "../../lib/cn";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { downloadImage, shareImage } from "./image-actions";

const panel = "rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6";

function EmptyState() {
  return (
    <div
      className={cn(
        panel,
        "flex min-h-80 flex-col items-center justify-center gap-3 border-dashed text-center",
      )}
    >
      <span
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-full bg-gold-100 text-gold-700"
      >
        <ImagePlus className="size-7" />
      </span>
      <h2 className="font-serif text-2xl font-semibold text-royal-900 dark:text-royal-100">
        Ready for Kingdom Creation
      </h2>
      <p className="max-w-md text-muted-foreground">
        Describe the image on your heart — a verse for Sunday&apos;s slides, a sermon series
        graphic, a card for your small group — choose a style and size, and select Generate Image.
      </p>
    </div>
  );
}

const stageLines: Record<ImageStage, { active: string; done: string }> = {
  prompt: {
    active: "Reading your description and its scripture…",
    done: "Description and scripture read",
  },
  image: { active: "Creating your image…", done: "Image created" },
  save: { active: "Saving to My Content…", done: "Saved to My Content" },
};

/** The generating state: a spinner and three lines that follow the server's real progress. */
function GeneratingState({ stage }: { stage: ImageStage }) {
  const current = imageStages.indexOf(stage);
  return (
    <div className={cn(panel, "flex min-h-80 flex-col items-center justify-center gap-6")}>
      <Loader2 className="size-12 animate-spin text-royal-700" aria-hidden="true" />
      <p role="status" className="text-center font-semibold text-royal-900 dark:text-royal-100">
        {stageLines[stage].active}
      </p>
      <ol className="flex w-full max-w-sm flex-col gap-3" aria-label="Progress">
        {imageStages.map((step, index) => {
          const state = index < current ? "done" : index === current ? "active" : "waiting";
          return (
            <li
              key={step}
              className={cn(
                "flex items-center gap-3 rounded-lg px-3 py-2 text-sm",
                state === "active" &&
                  "bg-royal-50 font-medium text-royal-900 dark:bg-royal-900 dark:text-royal-50",
                state === "waiting" && "text-muted-foreground",
              )}
            >
              {state === "done" ? (
                <Check className="size-4 shrink-0 text-emerald-700" aria-hidden="true" />
              ) : state === "active" ? (
                <Loader2
                  className="size-4 shrink-0 animate-spin text-royal-700"
                  aria-hidden="true"
                />
              ) : (
                <Circle className="size-4 shrink-0" aria-hidden="true" />
              )}
              <span>
                {state === "done"
                  ? stageLines[step].done
                  : stageLines[step].active.replace("…", "")}
                <span className="sr-only">
                  {state === "done"
                    ? " (done)"
                    : state === "active"
                      ? " (in progress)"
                      : " (waiting)"}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function ResultState({ image }: { image: ImageResult }) {
  const [busy, setBusy] = useState<"download" | "share" | null>(null);
  const run = async (action: "download" | "share") => {
    setBusy(action);
    try {
      await (action === "download" ? downloadImage(image) : shareImage(image));
    } finally {
      setBusy(null);
    }
  };
  const offline = image.source === "offline";
  return (
    <article aria-labelledby="image-result-heading" className={cn(panel, "flex flex-col gap-5")}>
      <h2 id="image-result-heading" className="sr-only">
        Your Kingdom image
      </h2>
      <figure className="group relative mx-auto w-fit max-w-full overflow-hidden rounded-xl bg-muted shadow-md">
        <img
          src={image.url}
          width={image.width}
          height={image.height}
          alt={`${styleLabel(image.style)} image: ${image.prompt}`}
          className="block h-auto max-h-[70vh] w-auto max-w-full"
        />
        <figcaption className="flex flex-wrap items-end justify-between gap-2 bg-royal-950 p-3 text-white sm:absolute sm:inset-x-0 sm:bottom-0 sm:bg-transparent sm:bg-linear-to-t sm:from-black/80 sm:via-black/45 sm:to-transparent sm:p-4 sm:pt-12">
          <span className="flex flex-wrap gap-1.5">
            <Badge variant={null} className="bg-white/90 text-royal-950">
              {styleLabel(image.style)}
            </Badge>
            <Badge variant={null} className="bg-white/90 text-royal-950">
              {image.size}
            </Badge>
            {image.reference ? (
              <Badge variant={null} className="bg-gold-200 text-royal-950">
                {image.reference}
              </Badge>
            ) : null}
            <Badge
              variant={null}
              className={offline ? "bg-royal-800 text-white" : "bg-emerald-700 text-white"}
            >
              {offline ? "Offline scripture art" : "AI image"}
            </Badge>
          </span>
          <a
            href={image.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-9 items-center gap-1.5 rounded-md bg-black/40 px-2.5 text-xs font-medium text-white hover:bg-black/60"
          >
            <ExternalLink className="size-3.5" aria-hidden="true" /> Full size
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </figcaption>
      </figure>

      <section aria-labelledby="enhanced-prompt-heading" className="flex flex-col gap-2">
        <h3
          id="enhanced-prompt-heading"
          className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground"
        >
          <Sparkles className="size-3.5 text-gold-700" aria-hidden="true" /> Enhanced prompt
        </h3>
        <p className="rounded-xl bg-muted/60 p-4 font-serif leading-relaxed">
          {image.enhancedPrompt}
        </p>
        <p className="text-sm text-muted-foreground">
          {offline
            ? "Drawn on this server from your description and the verse text, without an AI model. Your administrator can connect an image model for painted scenes."
            : "Written from your description by the AI model, which then painted the image. Review every image before you use it."}
        </p>
      </section>

      <div className="grid gap-3 sm:grid-cols-2">
        <Button size="lg" onClick={() => void run("download")} disabled={busy !== null}>
          {busy === "download" ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Download aria-hidden="true" />
          )}
          Download Image
        </Button>
        <Button
          size="lg"
          variant="outline"
          onClick={() => void run("share")}
          disabled={busy !== null}
        >
          {busy === "share" ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Share2 aria-hidden="true" />
          )}
          Share
        </Button>
      </div>

      <aside className="rounded-xl border-l-4 border-gold-500 bg-gold-100/50 p-4 text-sm leading-relaxed text-royal-950 dark:bg-royal-950/40 dark:text-royal-50">
        <p className="font-semibold">A declaration over this image</p>
        <p className="mt-1">
          Created to glorify God and to point people to Jesus Christ. May it carry His Word with
          truth and grace wherever it is shared. It is saved in{" "}
          <Link href="/my-content" className="font-medium underline underline-offset-2">
            My Content
          </Link>
          ; anyone you give its link to can view it.
        </p>
      </aside>
    </article>
  );
}

/** The output panel's three states: empty, generating, and the result. */
export function ImageOutput({
  image,
  stage,
  isRestoring,
}: {
  image: ImageResult | null;
  stage: ImageStage | null;
  isRestoring: boolean;
}) {
  if (stage) return <GeneratingState stage={stage} />;
  if (image) return <ResultState image={image} />;
  if (isRestoring)
    return (
      <div className={cn(panel, "flex min-h-80 items-center justify-center")}>
        <Loader2
          className="size-8 animate-spin text-royal-700"
          aria-label="Loading your last image"
        />
      </div>
    );
  return <EmptyState />;
}
