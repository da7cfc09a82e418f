/** The words of a text, for comparing quotations whatever their quotation marks and case. */
export function words(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}
