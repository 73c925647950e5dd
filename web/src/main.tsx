import { render } from "preact";
import { App } from "./components/App";
import "./styles.css";

render(<App />, document.getElementById("app")!);
