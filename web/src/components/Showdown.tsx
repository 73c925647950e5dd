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
        // One block per hand shown (not a table of columns): it wraps to any width, so the
        // declaration is never cut off or pushed behind a sideways scroll.
        <ul class="shown-hands" aria-label="Hands shown">
          {result.shown.map((s) => (
            <li key={s.seat} class="shown-hand" data-testid={`${testid}-shown-${s.seat}`}>
              <span class="shown-name">{s.name}{s.natural ? " (natural)" : ""}</span>
              <span class="cards-inline">{s.cards.map((c, i) => <Card key={i} face={cardFace(c)} small />)}</span>
              <span class="shown-totals">
                <span>Low {s.low ?? "–"}</span>
                <span>High {s.high ?? "–"}</span>
                {s.declare && <span>Declared {s.declare}</span>}
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
