import { useEffect, useState } from "preact/hooks";
import { api } from "../api";
import type { RulesCatalogue, TableListing } from "../types";
import { CreateTable } from "./CreateTable";
import { TableList } from "./TableList";

export function Lobby() {
  const [catalogue, setCatalogue] = useState<RulesCatalogue | null>(null);
  const [tables, setTables] = useState<TableListing[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => api.tables().then(setTables).catch((e) => setError(String(e.message ?? e)));
  useEffect(() => {
    api.rules().then(setCatalogue).catch((e) => setError(String(e.message ?? e)));
    void refresh();
    const t = setInterval(refresh, 10_000);
    return () => clearInterval(t);
  }, []);
  return (
    <main class="page lobby">
      <header class="top">
        <h1>cardroom</h1>
        <p class="muted">Seven Twenty-Seven, Fifteen Thirty-Five and Five Three Five with friends.</p>
      </header>
      {error && <p class="error" role="alert">{error}</p>}
      <div class="lobby-grid">
        <TableList tables={tables} onRefresh={refresh} />
        {catalogue ? <CreateTable catalogue={catalogue} /> : <p>Loading the rules…</p>}
      </div>
    </main>
  );
}
