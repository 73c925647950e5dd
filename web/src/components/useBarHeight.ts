// A bar fixed to the bottom of a phone's screen (the actions, the dealer's choice) covers the
// page's end: while it is shown, --bar-h holds its height, and the page keeps that much room
// below the table (styles.css) so that nothing is hidden under it.
import { useLayoutEffect, useRef } from "preact/hooks";

export function useBarHeight<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement;
    const set = () => root.style.setProperty("--bar-h", `${el.offsetHeight}px`);
    set();
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(set) : null;
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.style.removeProperty("--bar-h");
    };
  }, []);
  return ref;
}
