import { useEffect, useState } from "preact/hooks";
import { parseRoute, type Route } from "../model/route";
import { History } from "./History";
import { Lobby } from "./Lobby";
import { TablePage } from "./TablePage";

/** Moves to another page of the app without reloading it. */
export function navigate(path: string): void {
  history.pushState(null, "", path);
  dispatchEvent(new PopStateEvent("popstate"));
}

export function App() {
  const [route, setRoute] = useState<Route>(() => parseRoute(location.pathname, location.search));
  useEffect(() => {
    const onPop = () => setRoute(parseRoute(location.pathname, location.search));
    addEventListener("popstate", onPop);
    return () => removeEventListener("popstate", onPop);
  }, []);
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
