// Types for refusal-codes.mjs (tsconfig.json has no allowJs).
/** Each documented refusal code and the keys of its values. */
export function documentedRefusals(): Map<string, string[]>;
