/**
 * Continue: a draft that stopped partway (a timeout, a dropped stream) is finished by the
 * model rather than written again. The model is given the fields it had written and asked for
 * the whole answer with them kept; here those it had finished are put back word for word, so
 * the pastor's page goes on from what they were reading.
 */

type Fields = Record<string, unknown>;

/** Appended to the prompt: what had been written, and how to go on from it. */
export function continueInstruction(kept: Fields): string {
  return [
    "CONTINUE: your previous answer stopped before it was finished. These are the fields it had written, as JSON; the last of them may stop mid-sentence:",
    JSON.stringify(kept, null, 1),
    "Write the whole answer again with every field: keep each field above word for word (finish the last one from where it stops, in the same words up to there), then write the fields still missing.",
  ].join("\n");
}

function isFields(value: unknown): value is Fields {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The field the stopped draft was being written in, merged with the new answer's. `final`:
 * the new answer is finished, so its version of the field wins where it has one; while it is
 * still being written, the kept text stays shown until the new one is as long.
 */
function continued(kept: unknown, fresh: unknown, final: boolean): unknown {
  if (fresh === undefined) return kept;
  if (typeof kept === "string")
    return typeof fresh === "string" && (final || fresh.length >= kept.length) ? fresh : kept;
  if (Array.isArray(kept)) {
    if (!Array.isArray(fresh)) return kept;
    // Every item but the last was finished; the last may have been cut.
    const done = kept.slice(0, -1);
    const lastKept = kept.at(-1);
    const cut = kept.length - 1;
    const rest = fresh.slice(cut + 1);
    const last = cut < fresh.length ? continued(lastKept, fresh[cut], final) : lastKept;
    return kept.length === 0 ? fresh : [...done, last, ...rest];
  }
  if (isFields(kept)) return isFields(fresh) ? keepWritten(kept, fresh, final) : kept;
  return final ? fresh : kept;
}

/**
 * The new answer with the stopped draft's fields kept: every field it had finished (all but
 * the last it wrote, in the order written) as it was; the last one continued (see `continued`).
 */
export function keepWritten(kept: Fields, fresh: Fields, final: boolean): Fields {
  const keys = Object.keys(kept);
  const last = keys.at(-1);
  const merged: Fields = { ...fresh };
  for (const key of keys)
    merged[key] = key === last ? continued(kept[key], fresh[key], final) : kept[key];
  return merged;
}
