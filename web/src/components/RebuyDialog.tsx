// The seated player's rebuy: offered at once, as a dialog, when their stack is empty and the
// table allows it (again after each hand, until they take it or turn it down); a "Rebuy / top
// up" control opens it whenever a rebuy is allowed. While the host decides it says so; a refusal
// shows the server's words.
import { useLingui } from "@lingui/react";
import { useEffect, useRef, useState } from "preact/hooks";
import { chips, type RebuyModel } from "../model/rebuy";

interface Props {
  model: RebuyModel;
  /** Asks the server; resolves to what to say, or throws the refusal. */
  onRebuy(chips: number): Promise<string | null>;
  onClose(): void;
}

export function RebuyDialog({ model, onRebuy, onClose }: Props) {
  const { i18n } = useLingui();
  const [amount, setAmount] = useState(model.defaultChips);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => { field.current?.focus(); }, []);
  useEffect(() => { setAmount((a) => Math.max(1, Math.min(a, model.maxChips))); }, [model.maxChips]);

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onRebuy(amount);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  const broke = model.stack === 0;
  return (
    <section class="panel rebuy-dialog" role="dialog" aria-labelledby="rebuy-title" aria-describedby="rebuy-desc" data-testid="rebuy-dialog"
      onKeyDown={(e) => { if (e.key === "Escape") onClose(); }}>
      <h2 id="rebuy-title">{broke ? i18n._({ id: "rebuy.title-broke", message: "Out of chips: rebuy?" }) : i18n._({ id: "rebuy.title", message: "Top up your stack" })}</h2>
      <p id="rebuy-desc">
        {broke ? i18n._({ id: "rebuy.no-chips", message: "You have no chips left." }) : i18n._({ id: "rebuy.you-have", message: "You have {chips}.", values: { chips: chips(model.stack) } })}{" "}
        {model.needsApproval
          ? i18n._({ id: "rebuy.may-add-approval", message: "You may add up to {chips}; the host approves each rebuy.", values: { chips: chips(model.maxChips) } })
          : i18n._({ id: "rebuy.may-add", message: "You may add up to {chips}.", values: { chips: chips(model.maxChips) } })}
      </p>
      {/* No browser validation: the server's answer (409 naming how much may be added) is shown. */}
      <form class="row wrap" onSubmit={submit} noValidate>
        <label for="rebuy-chips">{i18n._({ id: "rebuy.chips-to-add", message: "Chips to add" })}</label>
        <input id="rebuy-chips" ref={field} data-testid="rebuy-chips" type="number" min={1} max={model.maxChips} value={String(amount)}
          onInput={(e) => setAmount(Number((e.target as HTMLInputElement).value) || 1)} />
        <button type="submit" class="primary" disabled={busy} data-testid="rebuy-submit">
          {model.needsApproval ? i18n._({ id: "rebuy.ask-host", message: "Ask the host" }) : i18n._({ id: "rebuy.submit", message: "Rebuy" })}
        </button>
        <button type="button" onClick={onClose} data-testid="rebuy-dismiss">{i18n._({ id: "rebuy.not-now", message: "Not now" })}</button>
      </form>
      {error && <p class="error" role="alert" data-testid="rebuy-error">{error}</p>}
    </section>
  );
}
