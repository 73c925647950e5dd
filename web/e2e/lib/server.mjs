// Starts `cardroom serve --port 0` on a fresh database in a temporary folder, reads the port
// from the line it prints, and stops it (SIGTERM, then SIGKILL) at the end.
import { spawn } from "node:child_process";
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const LISTENING = /cardroom serve: listening on (http:\/\/[0-9.]+:(\d+))/;

export async function startServer({ bin, web, logFile, startTimeoutMs = 20_000 }) {
  const dir = mkdtempSync(join(tmpdir(), "cardroom-e2e-"));
  const db = join(dir, "e2e.sqlite");
  const args = ["serve", "--host", "127.0.0.1", "--port", "0", "--db", db, "--web", web];
  const child = spawn(bin, args, { stdio: ["ignore", "pipe", "pipe"] });
  const log = logFile ? createWriteStream(logFile) : null;
  let output = "";
  let exited = null;
  const onData = (chunk) => {
    output += chunk;
    log?.write(chunk);
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);

  const giveUp = (e) => {
    if (!exited) child.kill("SIGKILL");
    log?.end();
    rmSync(dir, { recursive: true, force: true });
    throw e;
  };
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(
      `cardroom serve printed no "listening on" line within ${startTimeoutMs} ms; output:\n${output}`)), startTimeoutMs);
    const check = () => {
      const m = LISTENING.exec(output);
      if (m) { clearTimeout(timer); resolve(`http://127.0.0.1:${m[2]}`); }
    };
    child.stdout.on("data", check);
    child.stderr.on("data", check);
    child.on("error", (e) => { clearTimeout(timer); reject(new Error(`cannot start ${bin}: ${e.message}`)); });
    child.on("exit", (code, signal) => {
      exited = { code, signal };
      clearTimeout(timer);
      reject(new Error(`cardroom serve exited (code ${code}, signal ${signal}) before listening; output:\n${output}`));
    });
  }).catch(giveUp);

  // Ready once /healthz says so.
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    try {
      const r = await fetch(`${url}/healthz`);
      if (r.ok && (await r.json()).ok === true) break;
    } catch { /* not yet */ }
    if (Date.now() > deadline) giveUp(new Error(`${url}/healthz never answered {"ok": true}`));
    await new Promise((r) => setTimeout(r, 100));
  }

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (!exited) {
      const gone = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      const killed = await Promise.race([gone.then(() => true), new Promise((r) => setTimeout(() => r(false), 5000))]);
      if (!killed) { child.kill("SIGKILL"); await gone; }
    }
    log?.end();
    rmSync(dir, { recursive: true, force: true });
  };
  return {
    url, db, pid: child.pid, stop, killSync: () => { if (!exited && !stopped) child.kill("SIGKILL"); },
    get exited() { return exited; }, output: () => output,
  };
}

/** The JSON API, for setting tables up quickly (the people still sit down and play in the UI). */
export function apiClient(base) {
  const call = async (method, path, body, token) => {
    const headers = { "content-type": "application/json" };
    if (token) headers.authorization = `Bearer ${token}`;
    const r = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await r.text();
    let json = null;
    try { json = JSON.parse(text); } catch { /* keep text */ }
    if (!r.ok) throw new Error(`${method} ${path} -> ${r.status}: ${text}`);
    return json;
  };
  return {
    createTable: (body) => call("POST", "/api/tables", body),
    tables: () => call("GET", "/api/tables"),
    table: (id) => call("GET", `/api/tables/${id}`),
    hands: (id, after = 0) => call("GET", `/api/tables/${id}/hands?after=${after}`),
    ledger: (id) => call("GET", `/api/tables/${id}/ledger`),
    /** The host's pause (the `host_token` of createTable): at the end of the hand in play, or
     * at once with `now`. Answers {paused, pausing}. */
    pause: (id, hostToken, now = false) => call("POST", `/api/tables/${id}/pause`, now ? { now: true } : {}, hostToken),
    resume: (id, hostToken) => call("POST", `/api/tables/${id}/resume`, {}, hostToken),
    /** The table as its host sees it (next_config, rebuys). */
    tableAsHost: (id, hostToken) => call("GET", `/api/tables/${id}`, undefined, hostToken),
  };
}
