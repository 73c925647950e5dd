// The end of the night: each player's net, who pays whom to settle it (the server's fewest
// payments), and the ledger and hand histories to download.
import { useLingui } from "@lingui/react";
import { formatNumber } from "../i18n";
import { chips } from "../model/rebuy";
import { botLines, downloadPaths, netsByName, settleLines } from "../model/ledger";
import type { Ledger } from "../types";
import { seatNumber } from "../model/seats";

/** A ledger entry's kind ("buy-in", "rebuy", "cash-out": the server's words) in the page's language. */
function entryKind(i18n: ReturnType<typeof useLingui>["i18n"], kind: string): string {
  switch (kind) {
    case "buy-in": return i18n._({ id: "settle.kind.buy-in", message: "buy-in" });
    case "rebuy": return i18n._({ id: "settle.kind.rebuy", message: "rebuy" });
    case "cash-out": return i18n._({ id: "settle.kind.cash-out", message: "cash-out" });
    default: return kind;
  }
}

export function SettleUp({ id, ledger }: { id: string; ledger: Ledger }) {
  const { i18n } = useLingui();
  const nets = netsByName(ledger);
  const payments = settleLines(ledger);
  const bots = botLines(ledger);
  const paths = downloadPaths(id);
  return (
    <section class="panel settle-up" data-testid="settle-up" aria-labelledby="settle-up-title">
      <h2 id="settle-up-title">{i18n._({ id: "settle.title", message: "Settle up" })}</h2>
      {nets.length > 0 && (
        <table class="nets" data-testid="settle-nets">
          <thead><tr><th scope="col">{i18n._({ id: "showdown.player", message: "Player" })}</th><th scope="col">{i18n._({ id: "settle.net", message: "Net (chips)" })}</th></tr></thead>
          <tbody>
            {nets.map((n) => <tr key={n.name}><td>{n.name}</td><td>{n.net > 0 ? `+${formatNumber(n.net)}` : formatNumber(n.net)}</td></tr>)}
          </tbody>
        </table>
      )}
      {payments.length > 0
        ? <ul data-testid="settle-payments">{payments.map((line, i) => <li key={i}>{line}</li>)}</ul>
        : <p class="muted" data-testid="settle-none">{i18n._({ id: "settle.none", message: "Nobody owes anything." })}</p>}
      {bots.length > 0 && (
        <div data-testid="settle-bots">
          <h3>{i18n._({ id: "settle.bots", message: "The bots" })}</h3>
          <p class="muted">{i18n._({
            id: "settle.bots-help",
            message: "Bots play for nothing: nobody pays them or is paid by them. What the people lost to the bots (or won from them) is shared among the people in proportion, so each pays or gets the same part of their net.",
          })}</p>
          <ul>{bots.map((line, i) => <li key={i}>{line}</li>)}</ul>
        </div>
      )}
      {ledger.entries.length > 0 && (
        <details class="ledger-entries" data-testid="ledger-entries">
          <summary>{i18n._({ id: "settle.ledger", message: "The ledger: buy-ins, rebuys, cash-outs" })}</summary>
          <ul>
            {ledger.entries.map((e, i) => (
              <li key={i} data-testid="ledger-entry" data-kind={e.kind}>{i18n._({
                id: "settle.entry", message: "{name} (seat {seat}): {kind}, {chips}",
                values: { name: e.name, seat: seatNumber(e.seat), kind: entryKind(i18n, e.kind), chips: chips(e.chips) },
              })}</li>
            ))}
          </ul>
        </details>
      )}
      <p class="row wrap">
        <a href={paths.ledger} download data-testid="download-ledger">{i18n._({ id: "settle.download-ledger", message: "Download the ledger (CSV)" })}</a>
        <a href={paths.hands} download data-testid="download-hands">{i18n._({ id: "settle.download-hands", message: "Download the hand histories (JSON lines)" })}</a>
      </p>
    </section>
  );
}
