import { I18nProvider, useLingui } from "@lingui/react";
import { useEffect, useState } from "preact/hooks";
import { i18n, startLanguage } from "../i18n";
import { currentRoute, onRouteChange, type Route } from "../model/route";
import { History } from "./History";
import { Lobby } from "./Lobby";
import { TablePage } from "./TablePage";

export function App() {
  // The language (stored choice, else the browser's), once, before the first page is drawn.
  useState(startLanguage);
  return <I18nProvider i18n={i18n}><Page /></I18nProvider>;
}

function Page() {
  const { i18n } = useLingui();
  const [route, setRoute] = useState<Route>(currentRoute);
  useEffect(() => onRouteChange(setRoute), []);
  useEffect(() => {
    document.title = route.page === "lobby" ? i18n._({ id: "lobby.document-title", message: "cardroom — lobby" }) : "cardroom";
  }, [route, i18n.locale]);
  switch (route.page) {
    case "lobby": return <Lobby />;
    case "table": return <TablePage key={route.id} id={route.id} />;
    case "history": return <History key={route.id} id={route.id} hand={route.hand} />;
    default:
      return (
        <main class="page">
          <h1>{i18n._({ id: "app.nothing-here", message: "Nothing here" })}</h1>
          <p><a href="/">{i18n._({ id: "app.back-lobby", message: "Back to the lobby" })}</a></p>
        </main>
      );
  }
}
