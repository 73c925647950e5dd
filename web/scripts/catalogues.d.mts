// Types for catalogues.mjs (tsconfig.json has no allowJs).
export interface PoEntry {
  msgid: string;
  msgstr: string | null;
  msgctxt: string | null;
  /** Translator comments ("# …"), e.g. the "# en: …" notes. */
  comments: string[];
  /** Extracted comments ("#. …"). */
  extracted: string[];
  references: string[];
  flags: string[];
  obsolete: boolean;
  line: number;
}
export interface Catalogue {
  lang: string;
  path: string;
  entries: PoEntry[];
  byId: Map<string, PoEntry>;
}
export interface IcuSummary {
  /** Every argument's name, nested ones too, sorted. */
  placeholders: string[];
  plurals: { name: string; type: string; keys: string[] }[];
  selects: { name: string; keys: string[] }[];
}
export const SOURCE_LANG: string;
/** The folders under src/locales. */
export function catalogueLangs(): string[];
export function readCatalogue(lang: string): Catalogue;
export function parsePo(text: string, name?: string): PoEntry[];
/** Throws on a syntax error. */
export function icuSummary(message: string): IcuSummary;
/** Every i18n._({ id, message }) under src (tests left out). */
export function codeMessages(): { id: string; message: string; file: string }[];
export function annotate(text: string, english: Map<string, PoEntry>, name: string): string;
