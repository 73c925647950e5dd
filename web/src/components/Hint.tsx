// The Hint button beside the actions (the table option `hints`): asks the server's advisor for
// this seat's decision and shows the odds and each action's value in words. The answer belongs to
// the decision it was asked at, and goes away when the decision changes.
import { useLingui } from "@lingui/react";
import { useEffect, useRef, useState } from "preact/hooks";
import { api, ApiError } from "../api";
import { adviceErrorText, adviceModel, type AdviceModel } from "../model/advice";

interface Props {
  id: string;
  token: string;
  /** The decision (decisionKey): a new one clears the advice. */
  decision: string;
}

export function Hint({ id, token, decision }: Props) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [advice, setAdvice] = useState<{ at: string; model: AdviceModel } | null>(null);
  const [error, setError] = useState<{ at: string; text: string } | null>(null);
  const current = useRef(decision);
  current.current = decision;
  const mounted = useRef(true);
  useEffect(() => () => { mounted.current = false; }, []);

  const ask = async () => {
    if (busy) return;
    const at = decision;
    setBusy(true);
    setError(null);
    setAdvice(null);
    try {
      const a = await api.advice(id, token);
      if (mounted.current && current.current === at) setAdvice({ at, model: adviceModel(a) });
    } catch (e) {
      const status = e instanceof ApiError ? e.status : null;
      const text = e instanceof ApiError && e.known
        ? e.message
        : adviceErrorText(status, e instanceof ApiError ? e.refusal.message : String(e));
      if (mounted.current && current.current === at) setError({ at, text });
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  const shown = advice && advice.at === decision ? advice.model : null;
  const refusal = error && error.at === decision ? error.text : null;
  return (
    <section class="hint" aria-labelledby="hint-title" data-testid="hint">
      <h2 id="hint-title" class="sr-only">{i18n._({ id: "hint.title", message: "Advice" })}</h2>
      <button type="button" class="hint-button" onClick={ask} disabled={busy} aria-describedby="hint-help"
        data-testid="hint-button">{i18n._({ id: "hint.button", message: "Hint" })}</button>
      <small id="hint-help" class="muted"> {i18n._({ id: "hint.help", message: "the odds and what each action is worth, from what you can see" })}</small>
      <div aria-live="polite" data-testid="hint-live">
        {busy && <p class="muted" data-testid="hint-status">{i18n._({ id: "hint.working", message: "Working it out…" })}</p>}
        {refusal && <p class="error" data-testid="hint-error">{refusal}</p>}
        {shown && (
          <div class="hint-panel" data-testid="hint-panel">
            {shown.odds && <p data-testid="hint-odds">{shown.odds}</p>}
            {shown.goOut && <p data-testid="hint-go-out">{shown.goOut}</p>}
            <h3 class="hint-heading">{shown.heading}</h3>
            <ol class="hint-actions" data-testid="hint-actions">
              {shown.lines.map((l) => (
                <li key={l.word} data-testid="hint-action" data-action={l.word}>
                  <span class="hint-word">{l.label}</span>: {l.value}
                  {l.interval && <> <span class="muted hint-ci">{l.interval}</span></>}
                </li>
              ))}
            </ol>
            <p class="muted hint-basis" data-testid="hint-basis">{shown.basis}</p>
          </div>
        )}
      </div>
    </section>
  );
}
