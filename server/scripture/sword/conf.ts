/** A module's .conf file from mods.d: the [Name] section's keys (a key may repeat). */
export interface SwordConf {
  name: string;
  values: ReadonlyMap<string, readonly string[]>;
}

export function parseConf(text: string): SwordConf | undefined {
  const values = new Map<string, string[]>();
  let name: string | undefined;
  let lastKey: string | undefined;
  let continuing = false;
  for (const rawLine of text.split(/\r?\n/)) {
    if (continuing && lastKey) {
      const list = values.get(lastKey) as string[];
      const line = rawLine.replace(/\\$/, "");
      list[list.length - 1] += `\n${line}`;
      continuing = rawLine.endsWith("\\");
      continue;
    }
    const line = rawLine.trim();
    if (!line || line.startsWith("#")) continue;
    const section = /^\[(.+)\]$/.exec(line);
    if (section) {
      // One module per file; a second section would be another module's.
      if (name !== undefined) break;
      name = (section[1] as string).trim();
      continue;
    }
    const equals = line.indexOf("=");
    if (equals <= 0 || name === undefined) continue;
    lastKey = line.slice(0, equals).trim();
    const value = line
      .slice(equals + 1)
      .replace(/\\$/, "")
      .trim();
    const list = values.get(lastKey) ?? [];
    list.push(value);
    values.set(lastKey, list);
    continuing = line.endsWith("\\");
  }
  return name === undefined ? undefined : { name, values };
}

export function confValue(conf: SwordConf, key: string): string | undefined {
  const list = conf.values.get(key);
  return list?.[list.length - 1];
}
