import { useLingui } from "@lingui/react";
import { useRef } from "preact/hooks";
import { formatNumber } from "../i18n";
import { potPulse, type PotPulse } from "../model/table_sounds";
import type { TableModel } from "../model/view";

export function Pot({ model }: { model: TableModel }) {
  const { i18n } = useLingui();
  // Each time chips go to a pot its chip drops in and its amount pulses (a new key replays it).
  const pulseRef = useRef<PotPulse | null>(null);
  const pulse = pulseRef.current = potPulse(pulseRef.current, model.five35 ? [] : model.pots.map((p) => p.amount));
  if (model.five35 || !model.pots.length) return null;
  return (
    <div class="pot" data-testid="pot" aria-label={i18n._({ id: "pot.aria", message: "Pot: {pots}", values: { pots: model.pots.map((p) => `${p.label} ${formatNumber(p.amount)}`).join(", ") } })}>
      {model.pots.map((p, i) => {
        const rises = pulse.rises[i] ?? 0;
        return (
          <span key={i} class="pot-part">
            <span key={`chip-${rises}`} class={`chip${rises ? " chip-in" : ""}`} aria-hidden="true" />{p.label}{" "}
            <strong key={`amount-${rises}`} class={rises ? "pot-grew" : undefined}>{formatNumber(p.amount)}</strong>
          </span>
        );
      })}
    </div>
  );
}
