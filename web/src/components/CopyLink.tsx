// Copies a table's link: the clipboard where the browser allows it, else the link is shown
// selected so that the player can copy it by hand.
import { useRef, useState } from "preact/hooks";

export function CopyLink({ path, label, testid }: { path: string; label: string; testid: string }) {
  const url = `${location.origin}${path}`;
  const [state, setState] = useState<"idle" | "copied" | "manual">("idle");
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(url);
      setState("copied");
      setTimeout(() => setState("idle"), 2000);
    } catch {
      setState("manual");
      setTimeout(() => { input.current?.focus(); input.current?.select(); }, 0);
    }
  };
  return (
    <span class="copy-link">
      <button type="button" onClick={copy} aria-label={label} data-testid={testid}>
        {state === "copied" ? "Copied" : "Copy link"}
      </button>
      {state === "manual" && (
        <input ref={input} readOnly value={url} aria-label="The table's link: copy it" data-testid={`${testid}-text`}
          onFocus={(e) => (e.target as HTMLInputElement).select()} />
      )}
      <span class="sr-only" aria-live="polite">{state === "copied" ? "Link copied" : ""}</span>
    </span>
  );
}
