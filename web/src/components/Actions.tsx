// The legal actions of the seat to act, as buttons with their shortcut keys.
import { useLingui } from "@lingui/react";
import type { ActionButton } from "../model/actions";
import { movesNotShown, shownMoves } from "../model/five35";
import { BetControl } from "./BetControl";

interface Props {
  buttons: ActionButton[];
  five35: boolean;
  selectedRanks: number[];
  amount: number;
  onAmount(n: number): void;
  onAct(word: string): void;
  onClearSelection(): void;
  pending: boolean;
}

/** The buttons shown (and numbered for the digit keys), in order. */
export function visibleButtons(buttons: ActionButton[], five35: boolean, selectedRanks: number[]): ActionButton[] {
  if (!five35) return buttons.filter((b) => b.kind !== "choose");
  const pass = buttons.filter((b) => !b.cards);
  return [...shownMoves(buttons, selectedRanks), ...pass];
}

export function Actions({ buttons, five35, selectedRanks, amount, onAmount, onAct, onClearSelection, pending }: Props) {
  const { i18n } = useLingui();
  const shown = visibleButtons(buttons, five35, selectedRanks);
  const more = five35 ? movesNotShown(buttons, selectedRanks) : 0;
  const sizing = shown.find((b) => b.kind === "bet" || b.kind === "raise");
  let digit = 0;
  return (
    <section class="actions" aria-label={i18n._({ id: "actions.title", message: "Your actions" })} data-testid="actions">
      <h2 class="sr-only">{i18n._({ id: "actions.title", message: "Your actions" })}</h2>
      {five35 && selectedRanks.length > 0 && (
        <p class="muted">
          {i18n._({ id: "actions.moves-with", message: "Moves with {cards}: {count}", values: { cards: selectedRanks.join(" "), count: shown.filter((b) => b.cards).length } })}
          {" "}<button type="button" class="link" onClick={onClearSelection} data-testid="clear-selection">{i18n._({ id: "actions.clear", message: "clear" })}</button>
        </p>
      )}
      <div class={`action-buttons${five35 ? " moves" : ""}`}>
        {shown.filter((b) => b !== sizing).map((b) => {
          const numbered = ["expose", "lead", "overwrite", "add"].includes(b.kind) ? ++digit : 0;
          const key = b.key ?? (numbered && numbered <= 9 ? String(numbered) : null);
          return (
            <button key={b.word} type="button" class={`act k-${b.kind}`} disabled={pending}
              data-testid={b.testid} aria-keyshortcuts={key ?? undefined} onClick={() => onAct(b.word)}>
              {b.label}{key && <kbd aria-hidden="true">{key}</kbd>}
            </button>
          );
        })}
      </div>
      {more > 0 && (
        <p class="muted" data-testid="moves-more">
          {i18n._({ id: "actions.more-moves", message: "{count, plural, one {# more move} other {# more moves}}: pick cards in your hand to see the moves that use them.", values: { count: more } })}
        </p>
      )}
      {sizing && <BetControl button={sizing} amount={amount} onAmount={onAmount} onAct={onAct} disabled={pending} />}
      <p class="muted keys">
        {five35 ? i18n._({ id: "actions.keys-535", message: "Keys: 1–9 a move, p pass." })
          : i18n._({ id: "actions.keys-vying", message: "Keys: c check/call, f fold, b/r bet/raise the amount (Enter), a all-in, t take, s stand, l/h/o declare low/high/both, 1–9 turn up a card." })}
      </p>
    </section>
  );
}
