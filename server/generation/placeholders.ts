/** Every bracketed placeholder left in a draft, once each, in order: the details to fill in. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(/\[([^\]\n]{2,80})\]/g)].map((match) => match[0]))];
}
