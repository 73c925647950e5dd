// Five Three Five: the meld to beat, in the middle of the table.
import { cardFace } from "../model/cards";
import type { TableModel } from "../model/view";
import { Card } from "./Card";

export function Meld({ model }: { model: TableModel }) {
  if (!model.five35 || !model.meldText) return null;
  return (
    <div class="meld" data-testid="meld" aria-label={model.meldText}>
      {model.meld && (
        <div class="meld-cards" aria-hidden="true">
          {model.meld.cards.map((c, i) => <Card key={i} face={cardFace(c)} />)}
        </div>
      )}
      <div class="meld-text">{model.meldText}</div>
    </div>
  );
}
