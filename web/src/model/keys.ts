// Which keys a focused field keeps for itself. The table's keys (c, f, 1–9…) must work whenever
// no text is being typed: a checkbox, a select or a button left focused by the host's settings
// keeps nothing, and a number field keeps only what makes a number. A text field keeps every
// key, and the page says so when one it kept would have played (model: TablePage).

/** The focused element as far as keys are concerned. */
export interface Focused {
  tagName: string;
  type?: string;
  isContentEditable?: boolean;
}

const TEXT_TYPES = new Set(["", "text", "search", "email", "password", "tel", "url"]);

/** Whether `key`, pressed in `el`, belongs to the field rather than to the table. */
export function fieldKeeps(el: Focused | null, key: string): boolean {
  if (!el) return false;
  if (el.isContentEditable || el.tagName === "TEXTAREA") return true;
  if (el.tagName !== "INPUT") return false;
  const type = (el.type ?? "").toLowerCase();
  if (TEXT_TYPES.has(type)) return true;
  if (type === "number") return key.length > 1 || /^[0-9.,+\-eE]$/.test(key);
  return false;
}

/** Whether typed text goes into `el` (Escape there gives the keys back to the table). */
export const takesText = (el: Focused | null): boolean => fieldKeeps(el, "a");
