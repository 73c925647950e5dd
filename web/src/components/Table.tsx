// The oval: every seat round it, and in the middle the pot (or the meld) and what is going on.
import { useLingui } from "@lingui/react";
import type { TableModel } from "../model/view";
import { Meld } from "./Meld";
import { Pot } from "./Pot";
import { Seat } from "./Seat";

export function Table({ model, showBank = false }: { model: TableModel; showBank?: boolean }) {
  const { i18n } = useLingui();
  const deadlineAt = model.turn?.deadlineAt ?? null;
  return (
    <section class="felt-wrap" aria-label={i18n._({ id: "table.felt-label", message: "The table" })}>
      <div class={`felt seats-${model.seats.length}`}>
        <div class="felt-centre">
          <div class="table-title" data-testid="table-title">{model.title}</div>
          <Pot model={model} />
          <Meld model={model} />
          {model.result && <div class="headline" data-testid="result-headline">{model.result.headline}</div>}
          {model.waitingText && <div class="muted" data-testid="waiting">{model.waitingText}</div>}
          {model.turn && (!model.result || model.choosing !== null) && (
            <div class={`turn${model.turn.you ? " mine" : ""}`} data-testid="turn">{model.turn.text}</div>
          )}
        </div>
        {model.seats.map((s) => <Seat key={s.seat} seat={s} deadlineAt={deadlineAt} showBank={showBank} />)}
      </div>
    </section>
  );
}
