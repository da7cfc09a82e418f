import { Link } from "wouter";
import { BookHeart, BookOpenText, CalendarRange, Flower2, PenLine } from "lucide-react";
import { isKnownPage } from "@shared/routes";
import { sermonHref, studyHref, toolHref, weekPackHref } from "../lib/passage-links";
import { Button } from "./ui/button";

/**
 * One tap from a passage to the sermon builder (prefilled), a devotional or meditation on it,
 * the study page and the week pack. The study page and week pack show only where this server has them.
 */
export function PassageActions({
  passage,
  topic,
  date,
  label,
}: {
  passage: string;
  topic?: string;
  date?: string;
  /** Names the passage for screen readers ("Gospel, Luke 1:26–38"). */
  label: string;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild size="sm">
        <Link href={sermonHref(passage, topic)} aria-label={`Start a sermon on ${label}`}>
          <PenLine aria-hidden="true" /> Start sermon
        </Link>
      </Button>
      <Button asChild size="sm" variant="outline">
        <Link
          href={toolHref("/devotional-builder", passage)}
          aria-label={`Start a devotional on ${label}`}
        >
          <BookHeart aria-hidden="true" /> Devotional
        </Link>
      </Button>
      <Button asChild size="sm" variant="outline">
        <Link
          href={toolHref("/scripture-meditation", passage)}
          aria-label={`Start a meditation on ${label}`}
        >
          <Flower2 aria-hidden="true" /> Meditation
        </Link>
      </Button>
      {isKnownPage("/study") ? (
        <Button asChild size="sm" variant="outline">
          <Link href={studyHref(passage)} aria-label={`Study ${label}`}>
            <BookOpenText aria-hidden="true" /> Study
          </Link>
        </Button>
      ) : null}
      {isKnownPage("/week-pack") ? (
        <Button asChild size="sm" variant="outline">
          <Link href={weekPackHref(passage, date)} aria-label={`Week pack for ${label}`}>
            <CalendarRange aria-hidden="true" /> Week pack
          </Link>
        </Button>
      ) : null}
    </div>
  );
}
