// The end of the night, in words: who pays whom (the server's settle-up), and each player's net.
import type { Ledger } from "../types";

/** "Eli pays Ann 14 chips", one line a payment, in the server's order (largest first). */
export function settleLines(ledger: Pick<Ledger, "settle">): string[] {
  return (ledger.settle ?? []).map(
    (t) => `${t.from} pays ${t.to} ${t.chips} chip${t.chips === 1 ? "" : "s"}`);
}

const isBot = (ledger: Pick<Ledger, "bots">, n: { seat: number; name: string }) =>
  (ledger.bots ?? []).some((b) => b.seat === n.seat && b.name === n.name);

/** Each person's net over the evening (a name's seats added up), winners first; the bots apart
 * (botNets), since their chips are nobody's to pay. */
export function netsByName(ledger: Pick<Ledger, "net" | "bots">): { name: string; net: number }[] {
  const totals = new Map<string, number>();
  for (const n of ledger.net) if (!isBot(ledger, n)) totals.set(n.name, (totals.get(n.name) ?? 0) + n.net);
  return [...totals].map(([name, net]) => ({ name, net }))
    .sort((a, b) => b.net - a.net || a.name.localeCompare(b.name));
}

/** The bots' results: "Dot (montecarlo) won 68 chips", winners first. */
export function botLines(ledger: Pick<Ledger, "bots">): string[] {
  return [...(ledger.bots ?? [])].sort((a, b) => b.net - a.net).map((b) => {
    const chips = Math.abs(b.net);
    const amount = `${chips} chip${chips === 1 ? "" : "s"}`;
    return b.net > 0 ? `${b.name} won ${amount}` : b.net < 0 ? `${b.name} lost ${amount}` : `${b.name} is even`;
  });
}

/** Where the ledger and the hand histories download from. */
export function downloadPaths(id: string): { ledger: string; hands: string } {
  const at = `/api/tables/${encodeURIComponent(id)}`;
  return { ledger: `${at}/ledger.csv`, hands: `${at}/hands.jsonl` };
}
