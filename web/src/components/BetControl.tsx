// The bet or raise amount, bounded by the legal range (`raise 1-5`), and its button.
import { useLingui } from "@lingui/react";
import { formatNumber } from "../i18n";
import type { ActionButton } from "../model/actions";
import { amountWord, sizingVerb } from "../model/actions";

interface Props {
  button: ActionButton;
  amount: number;
  onAmount(n: number): void;
  onAct(word: string): void;
  disabled: boolean;
}

export function BetControl({ button, amount, onAmount, onAct, disabled }: Props) {
  const { i18n } = useLingui();
  const min = button.min ?? 1;
  const max = button.max ?? min;
  const word = amountWord(button, amount);
  const verb = sizingVerb(button.kind);
  const range = min === max ? formatNumber(min) : `${formatNumber(min)}–${formatNumber(max)}`;
  const n = Number(word.split(" ")[1]);
  return (
    <form class="bet-control" onSubmit={(e) => { e.preventDefault(); if (!disabled) onAct(word); }}>
      <label for="amount">{button.kind === "bet"
        ? i18n._({ id: "bet.label-bet", message: "Bet by ({range})", values: { range } })
        : i18n._({ id: "bet.label-raise", message: "Raise by ({range})", values: { range } })}</label>
      <div class="row">
        {min !== max && (
          <input type="range" min={min} max={max} step={1} value={String(n)} aria-label={button.kind === "bet" ? i18n._({ id: "bet.slider-bet", message: "Bet amount slider" })
              : i18n._({ id: "bet.slider-raise", message: "Raise amount slider" })}
            onInput={(e) => onAmount(Number((e.target as HTMLInputElement).value))} data-testid="amount-slider" />
        )}
        <input id="amount" type="number" inputMode="numeric" min={min} max={max} step={1} value={String(amount)}
          data-testid="amount" aria-keyshortcuts="Enter"
          onInput={(e) => onAmount(Number((e.target as HTMLInputElement).value))} />
        <button type="submit" class="act" disabled={disabled} data-testid={button.testid}
          aria-keyshortcuts={button.key ?? undefined}>
          {verb} {formatNumber(n)}{button.key && <kbd aria-hidden="true">{button.key}</kbd>}
        </button>
      </div>
    </form>
  );
}
