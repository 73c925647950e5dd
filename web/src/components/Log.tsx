// The hand's public log, newest at the bottom.
import { useLingui } from "@lingui/react";
import { useEffect, useRef } from "preact/hooks";

export function Log({ lines, title }: { lines: string[]; title?: string }) {
  const { i18n } = useLingui();
  const heading = title ?? i18n._({ id: "log.this-hand", message: "This hand" });
  const box = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  return (
    <section class="panel log" aria-labelledby="log-title">
      <h2 id="log-title">{heading}</h2>
      <ol ref={box} data-testid="log" tabIndex={0} aria-label={i18n._({ id: "log.aria", message: "{title}: what happened", values: { title: heading } })}>
        {lines.map((l, i) => <li key={i}>{l}</li>)}
      </ol>
    </section>
  );
}
