// Seconds left on the decision timer, from the view's deadline_ms.
import { useEffect, useState } from "preact/hooks";
import { secondsLeft } from "../model/view";

export function Countdown({ deadlineAt, testid }: { deadlineAt: number | null; testid?: string }) {
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
    <span class={`countdown${left <= 5 ? " urgent" : ""}`} data-testid={testid}>
      {left}<span aria-hidden="true"> s</span><span class="sr-only"> seconds left</span>
    </span>
  );
}
