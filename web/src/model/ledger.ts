// The end of the night, in words: who pays whom (the server's settle-up), and each player's net.
import type { Ledger } from "../types";

/** "Eli pays Ann 14 chips", one line a payment, in the server's order (largest first). */
export function settleLines(ledger: Pick<Ledger, "settle">): string[] {
  return (ledger.settle ?? []).map(
    (t) => `${t.from} pays ${t.to} ${t.chips} chip${t.chips === 1 ? "" : "s"}`);
}

/** Each name's net over the evening (a name's seats added up), winners first. */
export function netsByName(ledger: Pick<Ledger, "net">): { name: string; net: number }[] {
  const totals = new Map<string, number>();
  for (const n of ledger.net) totals.set(n.name, (totals.get(n.name) ?? 0) + n.net);
  return [...totals].map(([name, net]) => ({ name, net }))
    .sort((a, b) => b.net - a.net || a.name.localeCompare(b.name));
}

/** Where the ledger and the hand histories download from. */
export function downloadPaths(id: string): { ledger: string; hands: string } {
  const at = `/api/tables/${encodeURIComponent(id)}`;
  return { ledger: `${at}/ledger.csv`, hands: `${at}/hands.jsonl` };
}
