/** The names typed in a names field, one per comma, semicolon or line; at most 20. */
export function namesIn(typed: string | undefined): string[] {
  return (typed ?? "")
    .split(/[,;\n]+/)
    .map((name) => name.replace(/\s+/g, " ").trim())
    .filter((name) => name.length > 0)
    .slice(0, 20);
}

/** Names as one list in a sentence: "Tom, Carol and Jim". */
export function listOfNames(names: readonly string[]): string {
  return new Intl.ListFormat("en-US", { style: "long", type: "conjunction" }).format(names);
}
