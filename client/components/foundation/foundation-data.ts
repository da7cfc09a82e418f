import {
  foundationGrade,
  scriptureCount,
  toolFoundations,
  verificationLevel,
  type ToolFoundation,
} from "@shared/foundation/content";
import { foundationTranslation, foundationVerseTexts } from "@shared/foundation/verse-texts";
import { tools, type ToolKey } from "@shared/tools";

export const translationLabel = foundationTranslation.toUpperCase();

/** A quoted passage: its display reference and its words from the knowledge base. */
export function passage(reference: string): { reference: string; text: string } | undefined {
  return foundationVerseTexts[reference];
}

function hasText(reference: string): boolean {
  return Boolean(passage(reference)?.text);
}

export interface ToolFoundationView {
  foundation: ToolFoundation;
  name: string;
  path: string;
  scriptureCount: number;
  principleCount: number;
  grade: ReturnType<typeof foundationGrade>;
}

export function toolFoundationView(foundation: ToolFoundation): ToolFoundationView {
  const tool = tools.find((candidate) => candidate.key === foundation.tool)!;
  return {
    foundation,
    name: tool.name,
    path: tool.path,
    scriptureCount: scriptureCount(foundation),
    principleCount: foundation.kingdomPrinciples.length,
    grade: foundationGrade(verificationLevel(foundation, hasText)),
  };
}

export function foundationFor(tool: ToolKey): ToolFoundationView {
  const foundation = toolFoundations.find((candidate) => candidate.tool === tool);
  if (!foundation) throw new Error(`No biblical foundation for tool ${tool}`);
  return toolFoundationView(foundation);
}

/** The meditation's card keeps the anchor links already name. */
const anchorNames: Partial<Record<ToolKey, string>> = { meditation: "scripture" };

/** The anchor of a tool's card on /biblical-foundation. */
export function foundationAnchor(tool: ToolKey): string {
  return `foundation-${anchorNames[tool] ?? tool}`;
}
