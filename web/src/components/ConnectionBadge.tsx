import { type ConnState, connLabel } from "../model/connection";

export function ConnectionBadge({ state }: { state: ConnState }) {
  return (
    <span class={`conn conn-${state.status}`} data-testid="connection" data-status={state.status} role="status">
      <span class="dot" aria-hidden="true" />{connLabel(state)}
    </span>
  );
}
