// The player's own hand. Vying: face-up and face-down cards (face-down ones only the player
// sees). Five Three Five: sorted by rank in its three groups, with its points, the playable
// cards highlighted; clicking (or Space/Enter on) a card selects it to narrow the moves.
import { useLingui } from "@lingui/react";
import { useRef } from "preact/hooks";
import { five35Group } from "../model/cards";
import { cardPoints } from "../model/five35";
import { dealKeys, type DealState } from "../model/table_sounds";
import type { HandCard } from "../model/view";
import { Card } from "./Card";

interface Props {
  cards: HandCard[];
  five35: boolean;
  points?: Record<string, unknown> | null;
  selected: number[];
  onToggle(index: number): void;
  myTurn: boolean;
  /** Vying: "Your totals: 6½ toward 7 · 16½ toward 27". */
  totalsText?: string | null;
}

export function MyHand({ cards, five35, points, selected, onToggle, myTurn, totalsText }: Props) {
  const { i18n } = useLingui();
  // Which cards were just dealt (they slide in once); the others keep their place and element.
  const dealRef = useRef<DealState | null>(null);
  const deal = dealRef.current = dealKeys(dealRef.current, cards.map((c) => ({ code: c.face.code, up: c.up })), five35);
  if (!cards.length) return null;
  if (!five35) {
    return (
      <section class="my-hand" aria-label={i18n._({ id: "hand.title", message: "Your cards" })} data-testid="my-hand">
        <h2 class="sr-only">{i18n._({ id: "hand.title", message: "Your cards" })}</h2>
        <div class="hand-cards">
          {cards.map((c, i) => (
            <Card key={deal.keys[i]} face={c.face} up={c.up} hidden={!c.up} testid={c.testid} dealt={deal.dealt[i]} />
          ))}
        </div>
        {totalsText && <p class="totals" data-testid="my-totals">{totalsText}</p>}
        <small class="muted">{i18n._({ id: "hand.dimmed", message: "Dimmed cards are face down: only you see them." })}</small>
      </section>
    );
  }
  const total = cards.reduce((s, c) => s + cardPoints(c.rank ?? 0, points), 0);
  return (
    <section class="my-hand five35" aria-label={i18n._({ id: "hand.title", message: "Your cards" })} data-testid="my-hand">
      <h2 class="sr-only">{i18n._({ id: "hand.title", message: "Your cards" })}</h2>
      <div class="hand-cards">
        {cards.map((c, i) => {
          const gap = i > 0 && five35Group(c.rank ?? 0) !== five35Group(cards[i - 1].rank ?? 0);
          const isSel = selected.includes(c.index);
          return (
            // Named by its card ("3, 1 point, playable"); aria-pressed says whether it is picked.
            <button key={deal.keys[i]} type="button" class={`card-button${gap ? " group-gap" : ""}`}
              aria-pressed={isSel} disabled={!myTurn || (!c.playable && !isSel)}
              onClick={() => onToggle(c.index)} data-testid={c.testid}>
              <Card face={c.face} points={cardPoints(c.rank ?? 0, points)} playable={myTurn && c.playable} selected={isSel}
                dealt={deal.dealt[i]} />
            </button>
          );
        })}
      </div>
      <small class="muted">
        {i18n._({
          id: "hand.535-summary",
          message: "{cards, plural, one {# card} other {# cards}}, {points, plural, one {# penalty point} other {# penalty points}} if someone goes out now.",
          values: { cards: cards.length, points: total },
        })}
        {myTurn ? " " + i18n._({ id: "hand.535-pick", message: "Highlighted cards can be played: pick cards to narrow the moves." }) : ""}
      </small>
    </section>
  );
}
