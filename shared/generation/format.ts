import type { ToolResult, WritingToolKey } from "./writing-tools";

/**
 * Each tool's result as plain text: what Copy puts on the clipboard, what the library
 * stores and searches, and what the scripture check reads.
 */
export function resultToText<K extends WritingToolKey>(tool: K, result: ToolResult<K>): string {
  const lines: string[] = [];
  const section = (heading: string, body: string | undefined) => {
    if (body && body.trim()) lines.push(`${heading}\n${body.trim()}`);
  };
  switch (tool) {
    case "sermon": {
      const r = result as ToolResult<"sermon">;
      lines.push(r.title);
      section("Approach", r.approach);
      section(
        "Main points",
        r.mainPoints.map((point, index) => `${index + 1}. ${point}`).join("\n"),
      );
      section("Call to action", r.callToAction);
      break;
    }
    case "prayer": {
      const r = result as ToolResult<"prayer">;
      lines.push(r.title);
      if (r.scriptureBase) lines.push(`Scripture: ${r.scriptureBase}`);
      lines.push(r.content);
      break;
    }
    case "devotional": {
      const r = result as ToolResult<"devotional">;
      lines.push(r.title, `Scripture: ${r.scripture}`, r.content);
      section("Reflection", r.reflection);
      section("Prayer", r.prayer);
      section("Application", r.application);
      break;
    }
    case "email": {
      const r = result as ToolResult<"email">;
      lines.push(`Subject: ${r.subject}`, r.content);
      section("Next step", r.callToAction);
      if (r.scripture) lines.push(`Scripture: ${r.scripture}`);
      break;
    }
    case "social": {
      const r = result as ToolResult<"social">;
      lines.push(r.content);
      if (r.hashtags.length > 0)
        lines.push(r.hashtags.map((tag) => (tag.startsWith("#") ? tag : `#${tag}`)).join(" "));
      break;
    }
    case "meditation": {
      const r = result as ToolResult<"meditation">;
      lines.push(r.title);
      section("Scripture Text", r.scripture);
      section("Historical & Cultural Context", r.context);
      section("Revelatory Insights", r.revelation);
      section("Practical Application", r.application);
      section("Meditation Prayer", r.prayer);
      if (r.additionalScriptures.length > 0)
        section("Related Scriptures", r.additionalScriptures.join("; "));
      break;
    }
  }
  return lines.join("\n\n");
}

/** A title for the library card of any result. */
export function resultTitle<K extends WritingToolKey>(tool: K, result: ToolResult<K>): string {
  if (tool === "email") return (result as ToolResult<"email">).subject;
  if (tool === "social") {
    const r = result as ToolResult<"social">;
    const firstLine = r.content.split("\n")[0] ?? "";
    return firstLine.length > 80 ? `${firstLine.slice(0, 77)}…` : firstLine;
  }
  return (result as { title: string }).title;
}

/** The scripture reference a result is built on, if any. */
export function resultScripture<K extends WritingToolKey>(tool: K, result: ToolResult<K>): string {
  if (tool === "sermon") return "";
  if (tool === "prayer") return (result as ToolResult<"prayer">).scriptureBase ?? "";
  return (result as { scripture?: string }).scripture ?? "";
}
