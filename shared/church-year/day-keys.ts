/**
 * Every day key the church calendar names: the lectionary import's `day` column uses them.
 * Sundays after Pentecost use the Revised Common Lectionary's Proper numbers (proper-1 …
 * proper-29); proper-29 and christ-the-king are the same Sunday.
 */
const range = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `${prefix}-${from + index}`);

export const dayKeys: readonly string[] = [
  ...range("advent", 1, 4),
  "christmas-eve",
  "christmas-day",
  ...range("christmas", 1, 2),
  "epiphany",
  ...range("epiphany", 1, 9),
  "transfiguration",
  "ash-wednesday",
  ...range("lent", 1, 5),
  "palm-sunday",
  "maundy-thursday",
  "good-friday",
  "holy-saturday",
  "easter-day",
  ...range("easter", 2, 7),
  "ascension",
  "pentecost",
  "trinity",
  ...range("proper", 1, 29),
  "christ-the-king",
  "all-saints",
];

const known = new Set(dayKeys);

export function isDayKey(value: string): boolean {
  return known.has(value);
}

/** The keys a day's readings may be filed under, most particular first. */
export function readingKeysOf(day: {
  sunday?: { key: string; proper?: number };
  principalDay?: { key: string };
}): string[] {
  const keys: string[] = [];
  if (day.principalDay) keys.push(day.principalDay.key);
  if (day.sunday) keys.push(day.sunday.key);
  if (day.sunday?.key === "christ-the-king") keys.push("proper-29");
  return keys;
}
