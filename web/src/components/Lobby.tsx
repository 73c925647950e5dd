import { useLingui } from "@lingui/react";
import { useEffect, useState } from "preact/hooks";
import { api } from "../api";
import type { RulesCatalogue, TableListing } from "../types";
import { CreateTable } from "./CreateTable";
import { LangSwitch } from "./LangSwitch";
import { TableList } from "./TableList";

export function Lobby() {
  const { i18n } = useLingui();
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
        <LangSwitch />
        <p class="muted tagline">{i18n._({
          id: "lobby.tagline",
          message: "Seven Twenty-Seven, Fifteen Thirty-Five and Five Three Five with friends.",
        })}</p>
      </header>
      {error && <p class="error" role="alert">{error}</p>}
      <div class="lobby-grid">
        <TableList tables={tables} onRefresh={refresh} />
        {catalogue ? <CreateTable catalogue={catalogue} />
          : <p>{i18n._({ id: "lobby.loading-rules", message: "Loading the rules…" })}</p>}
      </div>
    </main>
  );
}
