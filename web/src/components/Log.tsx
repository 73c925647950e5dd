// The hand's public log, newest at the bottom.
import { useEffect, useRef } from "preact/hooks";

export function Log({ lines, title = "This hand" }: { lines: string[]; title?: string }) {
  const box = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  return (
    <section class="panel log" aria-labelledby="log-title">
      <h2 id="log-title">{title}</h2>
      <ol ref={box} data-testid="log" tabIndex={0} aria-label={`${title}: what happened`}>
        {lines.map((l, i) => <li key={i}>{l}</li>)}
      </ol>
    </section>
  );
}
