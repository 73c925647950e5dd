// The end of a hand (or round) explained: who won which contest with which total, and why.
import { cardFace } from "../model/cards";
import type { ResultModel } from "../model/result";
import { Card } from "./Card";

export function Showdown({ result, testid = "result" }: { result: ResultModel; testid?: string }) {
  return (
    <section class="panel showdown" aria-labelledby={`${testid}-title`} data-testid={testid}>
      <h2 id={`${testid}-title`}>{result.headline}</h2>
      {result.gameOver && <p class="game-over" data-testid={`${testid}-game-over`}>{result.gameOver}</p>}
      {result.kind === "vying" && result.shown.length > 0 && (
        <div class="scroll-x" tabIndex={0} role="region" aria-label="Shown hands"><table class="shown">
          <caption class="sr-only">Hands shown</caption>
          <thead><tr><th scope="col">Player</th><th scope="col">Cards</th><th scope="col">Low</th><th scope="col">High</th><th scope="col">Declared</th></tr></thead>
          <tbody>
            {result.shown.map((s) => (
              <tr key={s.seat}>
                <th scope="row">{s.name}{s.natural ? " (natural)" : ""}</th>
                <td><span class="cards-inline">{s.cards.map((c, i) => <Card key={i} face={cardFace(c)} small />)}</span></td>
                <td>{s.low ?? "–"}</td>
                <td>{s.high ?? "–"}</td>
                <td>{s.declare ?? "–"}</td>
              </tr>
            ))}
          </tbody>
        </table></div>
      )}
      {result.pots.map((p, i) => (
        <div class="pot-outcome" key={i}>
          <h3>{p.title}</h3>
          <ul>{p.lines.map((l, j) => <li key={j}>{l}</li>)}</ul>
        </div>
      ))}
      {result.kind === "vying" && result.shown.some((s) => s.explain.length) && (
        <details open>
          <summary>Why, contest by contest</summary>
          <ul class="explain">
            {result.shown.flatMap((s) => s.explain.map((l, j) => <li key={`${s.seat}-${j}`}><strong>{s.name}</strong>: {l}</li>))}
          </ul>
        </details>
      )}
      {result.kind === "five35" && (
        <table class="scores">
          <caption class="sr-only">Scores of the round</caption>
          <thead><tr><th scope="col">Player</th><th scope="col">Round</th><th scope="col">Total</th><th scope="col">Cards left</th></tr></thead>
          <tbody>
            {result.scores.map((s) => (
              <tr key={s.seat}>
                <th scope="row">{s.name}</th>
                <td>{s.points === null ? "–" : `+${s.points}`}</td>
                <td>{s.total ?? "–"}</td>
                <td>{s.wentOut ? "went out" : s.cards.join(" ")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
