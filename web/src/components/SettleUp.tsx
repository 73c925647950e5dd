// The end of the night: each player's net, who pays whom to settle it (the server's fewest
// payments), and the ledger and hand histories to download.
import { botLines, downloadPaths, netsByName, settleLines } from "../model/ledger";
import type { Ledger } from "../types";
import { seatNumber } from "../model/seats";

export function SettleUp({ id, ledger }: { id: string; ledger: Ledger }) {
  const nets = netsByName(ledger);
  const payments = settleLines(ledger);
  const bots = botLines(ledger);
  const paths = downloadPaths(id);
  return (
    <section class="panel settle-up" data-testid="settle-up" aria-labelledby="settle-up-title">
      <h2 id="settle-up-title">Settle up</h2>
      {nets.length > 0 && (
        <table class="nets" data-testid="settle-nets">
          <thead><tr><th scope="col">Player</th><th scope="col">Net (chips)</th></tr></thead>
          <tbody>
            {nets.map((n) => <tr key={n.name}><td>{n.name}</td><td>{n.net > 0 ? `+${n.net}` : n.net}</td></tr>)}
          </tbody>
        </table>
      )}
      {payments.length > 0
        ? <ul data-testid="settle-payments">{payments.map((line, i) => <li key={i}>{line}</li>)}</ul>
        : <p class="muted" data-testid="settle-none">Nobody owes anything.</p>}
      {bots.length > 0 && (
        <div data-testid="settle-bots">
          <h3>The bots</h3>
          <p class="muted">Bots play for nothing: nobody pays them or is paid by them. What the people lost to the bots
            (or won from them) is shared among the people in proportion, so each pays or gets the same part of their net.</p>
          <ul>{bots.map((line, i) => <li key={i}>{line}</li>)}</ul>
        </div>
      )}
      {ledger.entries.length > 0 && (
        <details class="ledger-entries" data-testid="ledger-entries">
          <summary>The ledger: buy-ins, rebuys, cash-outs</summary>
          <ul>
            {ledger.entries.map((e, i) => (
              <li key={i} data-testid="ledger-entry" data-kind={e.kind}>{e.name} (seat {seatNumber(e.seat)}): {e.kind}, {e.chips} chip{e.chips === 1 ? "" : "s"}</li>
            ))}
          </ul>
        </details>
      )}
      <p class="row wrap">
        <a href={paths.ledger} download data-testid="download-ledger">Download the ledger (CSV)</a>
        <a href={paths.hands} download data-testid="download-hands">Download the hand histories (JSON lines)</a>
      </p>
    </section>
  );
}
