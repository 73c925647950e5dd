// Sitting down from the table page: a name and a seat (any empty one by default).
import { useState } from "preact/hooks";
import { lastName } from "../api";
import { seatName } from "../model/seats";

interface Props {
  emptySeats: number[];
  onSit(name: string, seat: number | undefined): Promise<void>;
}

export function SitDown({ emptySeats, onSit }: Props) {
  const [name, setName] = useState(lastName());
  const [seat, setSeat] = useState<string>("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!emptySeats.length) return <p class="panel muted" data-testid="table-full">Every seat is taken: you are watching.</p>;
  return (
    <form class="panel sit" data-testid="sit-form" onSubmit={async (e) => {
      e.preventDefault();
      if (!name.trim()) { setError("Your name, please."); return; }
      setBusy(true);
      setError(null);
      try {
        await onSit(name.trim(), seat === "" ? undefined : Number(seat));
      } catch (err) {
        setError(err instanceof Error ? err.message : String(err));
      } finally {
        setBusy(false);
      }
    }}>
      <h2>Sit down</h2>
      <div class="row wrap">
        <div class="field">
          <label for="sit-name">Your name</label>
          <input id="sit-name" data-testid="sit-name" maxLength={32} value={name} autocomplete="nickname"
            onInput={(e) => setName((e.target as HTMLInputElement).value)} />
        </div>
        <div class="field">
          <label for="sit-seat">Seat</label>
          <select id="sit-seat" data-testid="sit-seat" value={seat} onChange={(e) => setSeat((e.target as HTMLSelectElement).value)}>
            <option value="">any empty seat</option>
            {emptySeats.map((s) => <option key={s} value={String(s)}>{seatName(s)}</option>)}
          </select>
        </div>
        <button type="submit" class="primary" data-testid="sit-button" disabled={busy}>Sit down</button>
      </div>
      {error && <p class="error" role="alert" data-testid="sit-error">{error}</p>}
      <small class="help">You are watching until you sit down. Your seat is kept in this browser.</small>
    </form>
  );
}
