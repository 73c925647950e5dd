import { describe, expect, it } from "vitest";
import { describeCycles, findCycles, importGraph, importSpecifiers } from "../../scripts/check-cycles.mjs";

// The same check as `npm run check:cycles`, here so that CI's `npm test` runs it.
describe("the imports under src", () => {
  it("form no cycle", () => {
    expect(describeCycles(findCycles())).toEqual([]);
  });

  it("are all read, multi-line and type-only ones included", () => {
    const graph = importGraph();
    expect(graph.get("main.tsx")).toEqual(["components/App.tsx"]);
    expect(graph.get("socket.ts")).toEqual(["api.ts", "i18n.ts", "model/connection.ts", "model/holder.ts", "types.ts"]);
    // Only the entry point imports App: the pages reach routing through model/route.ts.
    const importersOfApp = [...graph].filter(([, to]) => to.includes("components/App.tsx")).map(([from]) => from);
    expect(importersOfApp).toEqual(["main.tsx"]);
  });

  it("finds every form of import, and none in comments", () => {
    const text = [
      `import { a,`, `  b } from "./ab";`, `import type { T } from '../t';`, `import "./side.css";`,
      `export * from "./all";`, `export { c } from "./c";`, `// import { x } from "./commented";`,
      `/* import { y } from "./blocked"; */`, `const lazy = () => import("./lazy");`,
    ].join("\n");
    expect(importSpecifiers(text)).toEqual(["./ab", "../t", "./side.css", "./all", "./c", "./lazy"]);
  });
});
