/** The names typed in a names field, one per comma, semicolon or line; at most 20. */
export function namesIn(typed: string | undefined): string[] {
  return (typed ?? "")
    .split(/[,;\n]+/)
    .map((name) => name.replace(/\s+/g, " ").trim())
    .filter((name) => name.length > 0)
    .slice(0, 20);
}
