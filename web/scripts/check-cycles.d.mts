// Types for check-cycles.mjs, so that src/model/import_cycles.test.ts can import it under
// tsc's strict mode (tsconfig.json has no allowJs).

/** A tangle of modules (a strongly connected component) and its cycles, each as [a, b, ..., a]. */
export interface Tangle {
  files: string[];
  cycles: string[][];
  truncated: boolean;
}

export const defaultSrc: string;
export function importSpecifiers(text: string): string[];
export function importGraph(srcDir?: string): Map<string, string[]>;
export function findCycles(srcDir?: string): Tangle[];
export function describeCycles(tangles: Tangle[]): string[];
