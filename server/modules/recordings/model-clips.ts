import { z } from "zod";
import { clipLengthLimits, type TranscriptClip as Clip } from "@shared/recordings/api";
import type { StructuredGenerator } from "../../generation/structured-generator";
import { clipOf, type ClipCandidate, type ClipChoice } from "./clips";

/** Who chose a transcript's clips: the configured model, or the offline ranking. */
export type ClipsChosenBy = "model" | "offline";

const fewestClips = 3;
const mostClips = 5;
/** A hook line fits a title card. */
const hookLength = { shortest: 8, longest: 120 } as const;
/** A candidate's words as the model reads them: a 90-second clip is about 1,400 characters. */
const candidateCharacters = 1_600;
/** The most a clip choice waits for the model; past it the offline choice is given. */
export const modelClipsTimeoutMs = 120_000;

/** What the model answers: the candidates it picks, by id, each with a hook line. */
export const modelClipsSchema = z.object({
  clips: z.array(z.object({ id: z.number().int(), hook: z.string() })),
});
type ModelClips = z.infer<typeof modelClipsSchema>;

const system = `You choose short clips from a pastor's sermon transcript, to post as short videos on social media.
You are given numbered candidate moments. Each is 30 to 90 seconds of the sermon, whole sentences, already checked on the server.
Choose ${fewestClips} to ${mostClips} candidates that each stand on their own: a complete thought that a listener who heard nothing else would follow, not starting in the middle of an argument and not leaning on what came before. Prefer the clearest and most memorable. Chosen candidates must not overlap in time.
For each, write a hook line: one sentence of at most ${hookLength.longest - 20} characters, in the pastor's voice, that makes someone stop and listen. Use only what the candidate says. Do not quote scripture in the hook unless you copy its words exactly from the candidate.
Privacy: a sermon may hold pastoral asides (a church member's illness, a story told in confidence, a named person's struggles, anything said as "just between us"). These are private, like a pastor's private notes: never choose a candidate that holds one, and never put a person's private matter in a hook line. When in doubt, leave the candidate out.
Answer with the ids of the candidates you choose and a hook line for each.`;

/** The prompt: each candidate with its id, times and words (bounded in size). */
export function modelClipsPrompt(candidates: ClipCandidate[]): { system: string; prompt: string } {
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  const listed = candidates.map((candidate) => {
    const words =
      candidate.caption.length > candidateCharacters
        ? `${candidate.caption.slice(0, candidateCharacters)}…`
        : candidate.caption;
    return `Candidate ${candidate.id} (from ${seconds(candidate.start)} s to ${seconds(candidate.end)} s, ${seconds(candidate.end - candidate.start)} s long):\n${words}`;
  });
  return {
    system,
    prompt: `The candidate moments:\n\n${listed.join("\n\n")}\n\nChoose ${fewestClips} to ${mostClips} of them (ids ${candidates.map((candidate) => candidate.id).join(", ")}) and write each a hook line.`,
  };
}

/** Quoted words in a hook ("…", “…”): they must be the candidate's own. */
const quoted = /["“]([^"”]{3,})["”]/g;
const simplified = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * The model's answer held strictly to the candidates: only their ids, each once, 3 to 5 of
 * them (all of them when fewer were offered), 30–90 s each, none overlapping, each with a
 * one-line hook whose quoted words are the candidate's own. Any fault: the reason, and no clips.
 */
export function validModelClips(
  answer: ModelClips,
  candidates: ClipCandidate[],
): { clips: Clip[] } | { problem: string } {
  const fewest = Math.min(fewestClips, candidates.length);
  if (answer.clips.length < fewest || answer.clips.length > mostClips)
    return { problem: `it chose ${answer.clips.length} clips, not ${fewest} to ${mostClips}` };
  const chosen: Clip[] = [];
  for (const { id, hook } of answer.clips) {
    const candidate = candidates.find((offered) => offered.id === id);
    if (!candidate) return { problem: `it named candidate ${id}, which was not offered` };
    const length = candidate.end - candidate.start;
    if (length < clipLengthLimits.shortestMs || length > clipLengthLimits.longestMs)
      return { problem: `candidate ${id} lasts ${Math.round(length / 1000)} s, not 30–90` };
    const line = hook.trim();
    if (line.length < hookLength.shortest || line.length > hookLength.longest || /\n/.test(line))
      return { problem: `candidate ${id}'s hook line is not one line of 8–120 characters` };
    for (const [, words] of line.matchAll(quoted))
      if (!simplified(candidate.caption).includes(simplified(words!)))
        return { problem: `candidate ${id}'s hook quotes words the clip does not say` };
    const overlapping = chosen.find(
      (other) => candidate.start < other.end && other.start < candidate.end,
    );
    if (overlapping)
      return {
        problem: `candidate ${id} ${chosen.some((other) => other.start === candidate.start) ? "was chosen twice" : "overlaps another chosen clip"}`,
      };
    chosen.push({ ...clipOf(candidate), hook: line });
  }
  return { clips: chosen.sort((a, b) => a.start - b.start) };
}

/**
 * A transcript's clips: chosen by the model among the checked candidates when one is
 * configured and there are more candidates than the fewest clips, its answer held to them
 * (validModelClips); on any failure, timeout or junk answer, the offline choice, with one log
 * line saying why.
 */
export async function chooseClips(
  choice: ClipChoice,
  model: StructuredGenerator | undefined,
  log: (reason: string) => void,
  timeoutMs = modelClipsTimeoutMs,
): Promise<{ clips: Clip[]; chosenBy: ClipsChosenBy }> {
  const offline = {
    clips: choice.offline.map((id) => clipOf(choice.candidates[id]!)),
    chosenBy: "offline" as const,
  };
  if (!model || choice.candidates.length <= fewestClips) return offline;
  try {
    const answer = await model.generate({
      schema: modelClipsSchema,
      ...modelClipsPrompt(choice.candidates),
      signal: AbortSignal.timeout(timeoutMs),
      temperature: 0.3,
    });
    const parsed = modelClipsSchema.safeParse(answer);
    if (!parsed.success) {
      log("its answer did not have the clips' shape");
      return offline;
    }
    const valid = validModelClips(parsed.data, choice.candidates);
    if ("problem" in valid) {
      log(valid.problem);
      return offline;
    }
    return { clips: valid.clips, chosenBy: "model" };
  } catch (error) {
    const details = (error as { details?: { kind?: string; reason?: string } }).details;
    log(
      details?.kind
        ? `the model failed (${details.kind}${details.reason ? `: ${details.reason}` : ""})`
        : `the model failed (${error instanceof Error ? error.message : String(error)})`,
    );
    return offline;
  }
}
