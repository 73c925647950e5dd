// Seconds left on the decision timer, from the view's deadline_ms.
import { useLingui } from "@lingui/react";
import { useEffect, useState } from "preact/hooks";
import { secondsLeft } from "../model/view";

/** `bank`: the seconds are the seat's time bank, running after the timer ran out. */
export function Countdown({ deadlineAt, testid, bank = false }: { deadlineAt: number | null; testid?: string; bank?: boolean }) {
  const { i18n } = useLingui();
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (deadlineAt === null) return;
    const t = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(t);
  }, [deadlineAt]);
  const left = secondsLeft(deadlineAt, now);
  if (left === null) return null;
  return (
    // Read as "12 seconds left", shown as "12 s" (no aria-label: a plain span's is not reliably read).
    <span class={`countdown${left <= 5 ? " urgent" : ""}${bank ? " bank" : ""}`} data-testid={testid}>
      {bank && <span aria-hidden="true">{i18n._({ id: "seat.bank", message: "bank" })} </span>}
      {left}<span aria-hidden="true"> s</span><span class="sr-only"> {bank
        ? i18n._({ id: "countdown.bank-left", message: "seconds left on the time bank" })
        : i18n._({ id: "countdown.left", message: "seconds left" })}</span>
    </span>
  );
}
