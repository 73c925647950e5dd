// The end of a hand (or round) explained: who won which contest with which total, and why.
import { useLingui } from "@lingui/react";
import { formatNumber } from "../i18n";
import { cardFace } from "../model/cards";
import type { ResultModel } from "../model/result";
import { Card } from "./Card";

const num = (n: number | null) => (n === null ? "–" : formatNumber(n));

function declared(i18n: ReturnType<typeof useLingui>["i18n"], d: string): string {
  switch (d) {
    case "low": return i18n._({ id: "showdown.declared-low", message: "Declared low" });
    case "high": return i18n._({ id: "showdown.declared-high", message: "Declared high" });
    case "both": return i18n._({ id: "showdown.declared-both", message: "Declared both" });
    default: return i18n._({ id: "showdown.declared", message: "Declared {what}", values: { what: d } });
  }
}

export function Showdown({ result, testid = "result" }: { result: ResultModel; testid?: string }) {
  const { i18n } = useLingui();
  return (
    <section class="panel showdown" aria-labelledby={`${testid}-title`} data-testid={testid}>
      <h2 id={`${testid}-title`}>{result.headline}</h2>
      {result.gameOver && <p class="game-over" data-testid={`${testid}-game-over`}>{result.gameOver}</p>}
      {result.kind === "vying" && result.shown.length > 0 && (
        // One block per hand shown (not a table of columns): it wraps to any width, so the
        // declaration is never cut off or pushed behind a sideways scroll.
        <ul class="shown-hands" aria-label={i18n._({ id: "showdown.hands-shown", message: "Hands shown" })}>
          {result.shown.map((s) => (
            <li key={s.seat} class="shown-hand" data-testid={`${testid}-shown-${s.seat}`}>
              <span class="shown-name">{s.natural ? i18n._({ id: "showdown.natural", message: "{name} (natural)", values: { name: s.name } }) : s.name}</span>
              <span class="cards-inline">{s.cards.map((c, i) => <Card key={i} face={cardFace(c)} small />)}</span>
              <span class="shown-totals">
                <span>{i18n._({ id: "showdown.low", message: "Low {total}", values: { total: num(s.low) } })}</span>
                <span>{i18n._({ id: "showdown.high", message: "High {total}", values: { total: num(s.high) } })}</span>
                {s.declare && <span>{declared(i18n, s.declare)}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
      {result.pots.map((p, i) => (
        <div class="pot-outcome" key={i}>
          <h3>{p.title}</h3>
          <ul>{p.lines.map((l, j) => <li key={j}>{l}</li>)}</ul>
        </div>
      ))}
      {result.kind === "vying" && result.shown.some((s) => s.explain.length) && (
        <details open>
          <summary>{i18n._({ id: "showdown.why", message: "Why, contest by contest" })}</summary>
          <ul class="explain">
            {result.shown.flatMap((s) => s.explain.map((l, j) => <li key={`${s.seat}-${j}`}><strong>{s.name}</strong>{i18n._({ id: "punct.colon", message: ":" })} {l}</li>))}
          </ul>
        </details>
      )}
      {result.kind === "five35" && (
        <table class="scores">
          <caption class="sr-only">{i18n._({ id: "showdown.scores", message: "Scores of the round" })}</caption>
          <thead><tr>
            <th scope="col">{i18n._({ id: "showdown.player", message: "Player" })}</th>
            <th scope="col">{i18n._({ id: "showdown.round", message: "Round" })}</th>
            <th scope="col">{i18n._({ id: "showdown.total", message: "Total" })}</th>
            <th scope="col">{i18n._({ id: "showdown.cards-left", message: "Cards left" })}</th>
          </tr></thead>
          <tbody>
            {result.scores.map((s) => (
              <tr key={s.seat}>
                <th scope="row">{s.name}</th>
                <td>{s.points === null ? "–" : `+${formatNumber(s.points)}`}</td>
                <td>{num(s.total)}</td>
                <td>{s.wentOut ? i18n._({ id: "showdown.went-out", message: "went out" }) : s.cards.join(" ")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
