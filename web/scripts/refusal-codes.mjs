// The refusal codes docs/server.md lists under "Refusal codes", each with the keys of its
// values: read by the unit test that checks the page has a sentence for every code.
import { readFileSync } from "node:fs";

const docs = new URL("../../docs/server.md", import.meta.url);

export function documentedRefusals() {
  const text = readFileSync(docs, "utf8");
  const section = text.split("### Refusal codes")[1]?.split(/\n##/)[0] ?? "";
  const rows = [...section.matchAll(/^\| `([a-z0-9-]+)` \| ([^|]*) \|/gm)];
  return new Map(rows.map((m) => [m[1], [...m[2].matchAll(/`([a-z_]+)`/g)].map((k) => k[1])]));
}
