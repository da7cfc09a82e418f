import type { MouseEvent } from "react";
import { useLocation } from "wouter";
import { BookOpen } from "lucide-react";

/** "Study this passage first": opens the study desk on the passage typed in the form, if any. */
export function StudyFirstLink() {
  const [, navigate] = useLocation();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    const field = event.currentTarget
      .closest("form")
      ?.querySelector<HTMLInputElement>('input[name="scripture"]');
    const passage = field?.value.trim();
    event.preventDefault();
    navigate(passage ? `/study?passage=${encodeURIComponent(passage)}` : "/study");
  };
  return (
    <a
      href="/study"
      onClick={open}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-royal-700 underline underline-offset-4 dark:text-royal-300"
    >
      <BookOpen aria-hidden="true" className="size-4" />
      Study this passage first
    </a>
  );
}
