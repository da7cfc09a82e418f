import type { BookId } from "@shared/scripture/books";
import {
  SwordLibrary,
  type SwordCommentary,
  type SwordDictionary,
  type SwordModuleInfo,
  type SwordText,
} from "../sword/sword-library";
import { commentaryAt, navesEntry, navesKeys } from "./study-data";
import {
  committedCommentaries,
  hasStudyFile,
  type CommentaryId,
  type StudyFile,
} from "./study-files";

/**
 * The library the app reads: the installed SWORD modules, with the committed study data in
 * place of the modules it was built from (Nave, MHCC, Scofield, TDavid). Those are the same
 * texts, and the committed commentaries know which verses each comment covers (Matthew
 * Henry keeps several sections in one entry), so they are used even where the module is
 * installed. Every other installed module is read as before, on top of them.
 */
class LibraryWithStudyData extends SwordLibrary {
  private readonly committed = new Map<string, SwordCommentary>();
  private navesDictionary: SwordDictionary | undefined;
  /** Whether each committed file is there: they ship with the build, so it is looked up once. */
  private readonly present = new Map<StudyFile, boolean>();

  constructor(private readonly installed: SwordLibrary) {
    super(new Map());
  }

  override modules(): SwordModuleInfo[] {
    return this.installed.modules();
  }

  override text(name: string): SwordText | undefined {
    return this.installed.text(name);
  }

  override verseMarkup(name: string, book: BookId, chapter: number, verse: number) {
    return this.installed.verseMarkup(name, book, chapter, verse);
  }

  override entryMarkup(name: string, key: string) {
    return this.installed.entryMarkup(name, key);
  }

  override commentary(name: string): SwordCommentary | undefined {
    const id = (Object.keys(committedCommentaries) as CommentaryId[]).find(
      (candidate) => committedCommentaries[candidate].module.toLowerCase() === name.toLowerCase(),
    );
    if (!id || !this.has(id)) return this.installed.commentary(name);
    let found = this.committed.get(id);
    if (!found) {
      found = {
        name: committedCommentaries[id].module,
        entry: (book, chapter, verse) => commentaryAt(id, { book, chapter, verse }),
      };
      this.committed.set(id, found);
    }
    return found;
  }

  override dictionary(name: string): SwordDictionary | undefined {
    if (name.toLowerCase() !== "nave" || !this.has("naves")) return this.installed.dictionary(name);
    this.navesDictionary ??= { name: "Nave", keys: navesKeys, entry: navesEntry };
    return this.navesDictionary;
  }

  private has(file: StudyFile): boolean {
    let found = this.present.get(file);
    if (found === undefined) {
      found = hasStudyFile(file);
      this.present.set(file, found);
    }
    return found;
  }
}

export function withStudyData(installed: SwordLibrary): SwordLibrary {
  return new LibraryWithStudyData(installed);
}
