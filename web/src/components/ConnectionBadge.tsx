import { useLingui } from "@lingui/react";
import { type ConnState, connLabel } from "../model/connection";

export function ConnectionBadge({ state }: { state: ConnState }) {
  useLingui(); // drawn again in the new language
  return (
    <span class={`conn conn-${state.status}`} data-testid="connection" data-status={state.status} role="status">
      <span class="dot" aria-hidden="true" />{connLabel(state)}
    </span>
  );
}
