// Copies a table's link: the clipboard where the browser allows it, else the link is shown
// selected so that the player can copy it by hand.
//
// The button is named by its own content — the visible words plus visually hidden ones ("Copy
// link" + " to Tuesday regulars") — never by an aria-label, so that its accessible name always
// begins with the words on screen, whatever state it is in ("Copy link", "Copied"), in every
// language (each language's visible words and hidden ones are two messages).
import { useLingui } from "@lingui/react";
import { useEffect, useRef, useState } from "preact/hooks";

export function CopyLink(props: {
  path: string;
  /** What the link leads to: the table's name; "this table" (in the page's language) if none. */
  target?: string;
  testid: string;
}) {
  const { path, testid } = props;
  const { i18n } = useLingui();
  const target = props.target ?? i18n._({ id: "copy.this-table", message: "this table" });
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
          ? <>{i18n._({ id: "copy.copied", message: "Copied" })}<span class="sr-only"> {
            i18n._({ id: "copy.copied-target", message: "the link to {target}", values: { target } })}</span></>
          : <>{i18n._({ id: "copy.button", message: "Copy link" })}<span class="sr-only"> {
            i18n._({ id: "copy.button-target", message: "to {target}", values: { target } })}</span></>}
      </button>
      {state === "manual" && (
        <input ref={input} readOnly value={url} aria-label={i18n._({ id: "copy.field", message: "The link to {target}: copy it", values: { target } })} data-testid={`${testid}-text`}
          onFocus={(e) => (e.target as HTMLInputElement).select()} />
      )}
      <span class="sr-only" aria-live="polite" data-testid={`${testid}-status`}>
        {state === "copied" ? i18n._({ id: "copy.status", message: "Link to {target} copied", values: { target } }) : ""}
      </span>
    </span>
  );
}
