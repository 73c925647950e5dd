#!/usr/bin/env node
// Finds import cycles among the .ts/.tsx files under web/src. A cycle makes the order in which
// modules initialise depend on which one is imported first, and ties the pure model to the
// components; Vite and tsc accept cycles silently, so this check is what keeps them out.
// Runs as `npm run check:cycles` and, through src/model/import_cycles.test.ts, in `npm test`.
//
//   node scripts/check-cycles.mjs [SRC_DIR]      exits 1 and prints each cycle when there is one
//
// Only relative imports count (packages cannot import back). `import type` counts too: tsc
// erases it, but a cycle through types is the same tangle of modules.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
export const defaultSrc = resolve(here, "..", "src");

// Enumerating every cycle can grow exponentially in a tangled graph; past this many, the
// strongly connected component's member list says enough.
const MAX_CYCLES_PER_COMPONENT = 50;

const SOURCE = /\.tsx?$/;

// `import x from "./a"`, `import { a,\n b } from "./a"`, `import type ...`, `import "./a"`,
// `export { a } from "./a"`, `export * from "./a"`, and `import("./a")`.
const STATIC_IMPORT = /^\s*(?:import|export)\b(?:[^"'`;]*?\bfrom)?\s*["']([^"']+)["']/gm;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g;

function sourceFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (SOURCE.test(name) && !name.endsWith(".d.ts")) out.push(path);
  }
  return out;
}

// Block and line comments could hold example imports; strings and regexes rarely hold `//` at
// the start of a line, so blanking comments line-wise is enough for this code base.
function stripComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, " ")).replace(/^\s*\/\/.*$/gm, "");
}

/** The specifiers a file imports, in order, without repeats. */
export function importSpecifiers(text) {
  const code = stripComments(text);
  const specs = [];
  for (const re of [STATIC_IMPORT, DYNAMIC_IMPORT]) {
    for (const m of code.matchAll(re)) if (!specs.includes(m[1])) specs.push(m[1]);
  }
  return specs;
}

// The bundler's resolution for the relative imports this code base writes: no extension,
// an explicit .ts/.tsx, a .js standing for the .ts, or a folder's index.
function resolveImport(fromFile, spec) {
  if (!spec.startsWith("./") && !spec.startsWith("../")) return null;
  const base = resolve(dirname(fromFile), spec);
  const candidates = [
    base,
    `${base}.ts`, `${base}.tsx`,
    base.replace(/\.js$/, ".ts"), base.replace(/\.jsx?$/, ".tsx"),
    join(base, "index.ts"), join(base, "index.tsx"),
  ];
  return candidates.find((c) => SOURCE.test(c) && existsSync(c) && statSync(c).isFile()) ?? null;
}

/** Every source file (relative to `srcDir`, with `/`) → the source files it imports. */
export function importGraph(srcDir = defaultSrc) {
  const name = (file) => relative(srcDir, file).split("\\").join("/");
  const graph = new Map();
  for (const file of sourceFiles(srcDir)) {
    const targets = [];
    for (const spec of importSpecifiers(readFileSync(file, "utf8"))) {
      const target = resolveImport(file, spec);
      if (target && target.startsWith(srcDir) && !targets.includes(name(target))) targets.push(name(target));
    }
    graph.set(name(file), targets);
  }
  return graph;
}

// Tarjan's algorithm: the strongly connected components; a cycle lies inside exactly one.
function components(graph) {
  let next = 0;
  const index = new Map(), low = new Map(), stack = [], onStack = new Set(), out = [];
  const visit = (v) => {
    index.set(v, next); low.set(v, next); next++;
    stack.push(v); onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) { visit(w); low.set(v, Math.min(low.get(v), low.get(w))); }
      else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const comp = [];
      let w;
      do { w = stack.pop(); onStack.delete(w); comp.push(w); } while (w !== v);
      out.push(comp.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return out;
}

// The elementary cycles of one component, each starting at its smallest file (so each is
// listed once): from every start, paths through larger files only that come back to it.
function cyclesIn(comp, graph) {
  const members = new Set(comp);
  const cycles = [];
  for (const start of comp) {
    const path = [start];
    const onPath = new Set(path);
    const walk = (v) => {
      for (const w of graph.get(v) ?? []) {
        if (cycles.length >= MAX_CYCLES_PER_COMPONENT) return;
        if (w === start) cycles.push([...path, start]);
        else if (members.has(w) && w > start && !onPath.has(w)) {
          path.push(w); onPath.add(w);
          walk(w);
          path.pop(); onPath.delete(w);
        }
      }
    };
    walk(start);
  }
  return cycles;
}

/**
 * The import cycles under `srcDir`: for each tangle of modules (a strongly connected
 * component), its files and its cycles, each as [a, b, ..., a].
 */
export function findCycles(srcDir = defaultSrc) {
  const graph = importGraph(srcDir);
  return components(graph)
    .filter((comp) => comp.length > 1 || (graph.get(comp[0]) ?? []).includes(comp[0]))
    .map((files) => {
      const cycles = cyclesIn(files, graph);
      return { files, cycles, truncated: cycles.length >= MAX_CYCLES_PER_COMPONENT };
    });
}

/** The report `findCycles` gives, as lines to print. */
export function describeCycles(tangles) {
  const lines = [];
  for (const t of tangles) {
    lines.push(`import cycle among ${t.files.length} file(s): ${t.files.join(", ")}`);
    for (const c of t.cycles) lines.push(`  ${c.join(" -> ")}`);
    if (t.truncated) lines.push(`  ... (first ${MAX_CYCLES_PER_COMPONENT} cycles only)`);
  }
  return lines;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const srcDir = resolve(process.argv[2] ?? defaultSrc);
  const tangles = findCycles(srcDir);
  if (tangles.length === 0) {
    console.log(`no import cycles in ${relative(process.cwd(), srcDir) || "."}`);
  } else {
    for (const line of describeCycles(tangles)) console.error(line);
    process.exit(1);
  }
}
