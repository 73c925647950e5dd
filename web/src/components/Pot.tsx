import type { TableModel } from "../model/view";

export function Pot({ model }: { model: TableModel }) {
  if (model.five35 || !model.pots.length) return null;
  return (
    <div class="pot" data-testid="pot" aria-label={`Pot: ${model.pots.map((p) => `${p.label} ${p.amount}`).join(", ")}`}>
      {model.pots.map((p, i) => (
        <span key={i} class="pot-part"><span class="chip" aria-hidden="true" />{p.label} <strong>{p.amount}</strong></span>
      ))}
    </div>
  );
}
