// Sitting down from the table page: a name and a seat (any empty one by default), and the
// password at a table that takes one.
import { useLingui } from "@lingui/react";
import { useState } from "preact/hooks";
import { ApiError, lastName } from "../api";
import { seatName } from "../model/seats";

interface Props {
  emptySeats: number[];
  /** The table takes a password (the field also shows once the server asks for one). */
  needsPassword: boolean;
  onSit(name: string, seat: number | undefined, password: string | undefined): Promise<void>;
}

export function SitDown({ emptySeats, needsPassword, onSit }: Props) {
  const { i18n } = useLingui();
  const [name, setName] = useState(lastName());
  const [password, setPassword] = useState("");
  const [asked, setAsked] = useState(false);
  const withPassword = needsPassword || asked;
  const [seat, setSeat] = useState<string>("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!emptySeats.length) {
    return <p class="panel muted" data-testid="table-full">
      {i18n._({ id: "sit.table-full", message: "Every seat is taken: you are watching." })}
    </p>;
  }
  return (
    <form class="panel sit" data-testid="sit-form" onSubmit={async (e) => {
      e.preventDefault();
      if (!name.trim()) { setError(i18n._({ id: "sit.name-needed", message: "Your name, please." })); return; }
      setBusy(true);
      setError(null);
      try {
        await onSit(name.trim(), seat === "" ? undefined : Number(seat), withPassword ? password : undefined);
      } catch (err) {
        if (err instanceof ApiError && (err.code === "password-needed" || err.code === "wrong-password")) setAsked(true);
        setError(err instanceof Error ? err.message : String(err));
      } finally {
        setBusy(false);
      }
    }}>
      <h2>{i18n._({ id: "sit.title", message: "Sit down" })}</h2>
      <div class="row wrap">
        <div class="field">
          <label for="sit-name">{i18n._({ id: "sit.your-name", message: "Your name" })}</label>
          <input id="sit-name" data-testid="sit-name" maxLength={32} value={name} autocomplete="nickname"
            onInput={(e) => setName((e.target as HTMLInputElement).value)} />
        </div>
        <div class="field">
          <label for="sit-seat">{i18n._({ id: "sit.seat", message: "Seat" })}</label>
          <select id="sit-seat" data-testid="sit-seat" value={seat} onChange={(e) => setSeat((e.target as HTMLSelectElement).value)}>
            <option value="">{i18n._({ id: "sit.any-seat", message: "any empty seat" })}</option>
            {emptySeats.map((s) => <option key={s} value={String(s)}>{seatName(s)}</option>)}
          </select>
        </div>
        {withPassword && (
          <div class="field">
            <label for="sit-password">{i18n._({ id: "sit.password", message: "Table password" })}</label>
            <input id="sit-password" data-testid="sit-password" type="text" autocomplete="off" maxLength={64}
              value={password} onInput={(e) => setPassword((e.target as HTMLInputElement).value)} />
          </div>
        )}
        <button type="submit" class="primary" data-testid="sit-button" disabled={busy}>
          {i18n._({ id: "sit.button", message: "Sit down" })}
        </button>
      </div>
      {error && <p class="error" role="alert" data-testid="sit-error">{error}</p>}
      <small class="help">{i18n._({
        id: "sit.help", message: "You are watching until you sit down. Your seat is kept in this browser.",
      })}</small>
    </form>
  );
}
