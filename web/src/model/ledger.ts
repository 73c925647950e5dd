// The end of the night, in words: who pays whom (the server's settle-up), and each player's net.
import { i18n } from "../i18n";
import type { Ledger } from "../types";
import { chips as chipsText } from "./rebuy";

/** "Eli pays Ann 14 chips", one line a payment, in the server's order (largest first). */
export function settleLines(ledger: Pick<Ledger, "settle">): string[] {
  return (ledger.settle ?? []).map(
    (t) => i18n._({ id: "settle.pays", message: "{from} pays {to} {chips}", values: { from: t.from, to: t.to, chips: chipsText(t.chips) } }));
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
    const amount = chipsText(Math.abs(b.net));
    return b.net > 0 ? i18n._({ id: "settle.bot-won", message: "{name} won {amount}", values: { name: b.name, amount } })
      : b.net < 0 ? i18n._({ id: "settle.bot-lost", message: "{name} lost {amount}", values: { name: b.name, amount } })
      : i18n._({ id: "settle.bot-even", message: "{name} is even", values: { name: b.name } });
  });
}

/** Where the ledger and the hand histories download from. */
export function downloadPaths(id: string): { ledger: string; hands: string } {
  const at = `/api/tables/${encodeURIComponent(id)}`;
  return { ledger: `${at}/ledger.csv`, hands: `${at}/hands.jsonl` };
}
