// Copies a table's link: the clipboard where the browser allows it, else the link is shown
// selected so that the player can copy it by hand.
//
// The button is named by its own content — the visible words plus visually hidden ones ("Copy
// link" + " to Tuesday regulars") — never by an aria-label, so that its accessible name always
// begins with the words on screen, whatever state it is in ("Copy link", "Copied").
import { useEffect, useRef, useState } from "preact/hooks";

export function CopyLink({ path, target, testid }: {
  path: string;
  /** What the link leads to, in words: "this table", or the table's name. */
  target: string;
  testid: string;
}) {
  const url = `${location.origin}${path}`;
  const [state, setState] = useState<"idle" | "copied" | "manual">("idle");
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => { if (timer.current !== null) clearTimeout(timer.current); }, []);
  const copy = async () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(url);
      setState("copied");
      timer.current = setTimeout(() => { timer.current = null; setState("idle"); }, 2000);
    } catch {
      setState("manual");
      // After the input is drawn.
      timer.current = setTimeout(() => { timer.current = null; input.current?.focus(); input.current?.select(); }, 0);
    }
  };
  return (
    <span class="copy-link">
      <button type="button" onClick={copy} data-testid={testid}>
        {state === "copied"
          ? <>Copied<span class="sr-only"> the link to {target}</span></>
          : <>Copy link<span class="sr-only"> to {target}</span></>}
      </button>
      {state === "manual" && (
        <input ref={input} readOnly value={url} aria-label={`The link to ${target}: copy it`} data-testid={`${testid}-text`}
          onFocus={(e) => (e.target as HTMLInputElement).select()} />
      )}
      <span class="sr-only" aria-live="polite" data-testid={`${testid}-status`}>
        {state === "copied" ? `Link to ${target} copied` : ""}
      </span>
    </span>
  );
}
