import { useEffect, useState } from "preact/hooks";
import { currentRoute, onRouteChange, type Route } from "../model/route";
import { History } from "./History";
import { Lobby } from "./Lobby";
import { TablePage } from "./TablePage";

export function App() {
  const [route, setRoute] = useState<Route>(currentRoute);
  useEffect(() => onRouteChange(setRoute), []);
  useEffect(() => {
    document.title = route.page === "lobby" ? "cardroom — lobby" : "cardroom";
  }, [route]);
  switch (route.page) {
    case "lobby": return <Lobby />;
    case "table": return <TablePage key={route.id} id={route.id} />;
    case "history": return <History key={route.id} id={route.id} hand={route.hand} />;
    default:
      return (
        <main class="page">
          <h1>Nothing here</h1>
          <p><a href="/">Back to the lobby</a></p>
        </main>
      );
  }
}
