// Helpers shared by the tests: pages with error and network watch, the table's state as the
// page shows it, acting through the buttons or keys and waiting for the table to move on.
import assert from "node:assert/strict";

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Resizes the page and waits until the page itself has the new width (no fixed delay: nothing
 * in the app reacts to a resize but CSS, which the next measurement lays out). */
export async function setViewport(page, size) {
  await page.setViewportSize(size);
  await page.waitForFunction((w) => window.innerWidth === w, size.width, { timeout: 10_000 });
}

/**
 * The clipboard worlds a person can be in. The real browser's clipboard is never used (whether
 * Chromium grants it depends on the machine): an init script puts a fake `navigator.clipboard`
 * in every page of the context, before the app's scripts run.
 * - "granted": `writeText` resolves and keeps the text (`clipboardText(page)` reads it, and so
 *   does `navigator.clipboard.readText()`); `window.__e2eClipboard.writes` counts the writes.
 * - "refused": `writeText` rejects with a DOMException NotAllowedError (a denied permission).
 * - "absent": `navigator.clipboard` is undefined (plain http from another host than localhost).
 */
export const CLIPBOARD_WORLDS = ["granted", "refused", "absent"];

function installClipboard(world) {
  const record = { text: null, writes: 0, world };
  Object.defineProperty(window, "__e2eClipboard", { value: record, configurable: true });
  let clipboard;
  if (world === "granted") {
    clipboard = {
      writeText: (text) => { record.text = String(text); record.writes++; return Promise.resolve(); },
      readText: () => Promise.resolve(record.text ?? ""),
    };
  } else if (world === "refused") {
    const refuse = () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError"));
    clipboard = { writeText: refuse, readText: refuse, write: refuse, read: refuse };
  } else {
    // As in a page that is not a secure context: no `clipboard` on the navigator at all.
    delete Navigator.prototype.clipboard;
    return;
  }
  // On the prototype, where Chromium defines it.
  Object.defineProperty(Navigator.prototype, "clipboard", { get: () => clipboard, configurable: true, enumerable: true });
}

/**
 * The "your turn" alerts' browser APIs, faked (an init script, before the app's): the real
 * sound, notification permission and page visibility never matter. `window.__e2eAlerts` records
 * `{contexts, sounds, notifications: [{title, body}], permissionAsks}`; `Notification.permission`
 * is `permission`; `document.hidden` is whatever the test sets in `window.__e2eHidden`.
 */
function installAlertStubs(permission) {
  const rec = { contexts: 0, sounds: 0, notifications: [], permissionAsks: 0 };
  Object.defineProperty(window, "__e2eAlerts", { value: rec, configurable: true });
  class FakeAudioContext {
    constructor() { rec.contexts++; this.state = "running"; this.currentTime = 0; this.destination = {}; }
    resume() { return Promise.resolve(); }
    close() { return Promise.resolve(); }
    createOscillator() { return { type: "sine", frequency: { value: 0 }, connect() {}, start() { rec.sounds++; }, stop() {} }; }
    createGain() { return { gain: { value: 0 }, connect() {} }; }
  }
  class FakeNotification {
    constructor(title, options) { rec.notifications.push({ title: String(title), body: options?.body ?? null }); this.onclick = null; }
    close() {}
    static get permission() { return permission; }
    static requestPermission() { rec.permissionAsks++; return Promise.resolve(permission); }
  }
  Object.defineProperty(window, "AudioContext", { value: FakeAudioContext, configurable: true, writable: true });
  Object.defineProperty(window, "webkitAudioContext", { value: FakeAudioContext, configurable: true, writable: true });
  Object.defineProperty(window, "Notification", { value: FakeNotification, configurable: true, writable: true });
  Object.defineProperty(Document.prototype, "hidden", { get: () => window.__e2eHidden === true, configurable: true });
}

/** What a page's fake alerts recorded (installAlertStubs). */
export async function alertsRecord(page) {
  return page.evaluate(() => JSON.parse(JSON.stringify(window.__e2eAlerts)));
}

/** What the fake clipboard of a "granted" page holds: {text, writes, world}. */
export async function clipboardText(page) {
  return page.evaluate(() => ({ ...window.__e2eClipboard }));
}

/**
 * A browser context (one person: its own localStorage) and a page in it. Uncaught page errors,
 * console errors and any request leaving the server's origin are recorded in `ctx.errors`.
 * `clipboard` is the clipboard world of its pages (CLIPBOARD_WORLDS; "refused" unless told);
 * `alerts`, if given, fakes the sound, notifications and visibility (installAlertStubs).
 * `locale` is the browser's language (`navigator.languages`): English unless told, whatever the
 * machine's, so that the app, which follows the browser's language, speaks English.
 */
export async function newPerson(t, name, { viewport = DESKTOP, clipboard = "refused", alerts = null, locale = "en-US" } = {}) {
  if (!CLIPBOARD_WORLDS.includes(clipboard)) throw new Error(`unknown clipboard world ${clipboard}: one of ${CLIPBOARD_WORLDS.join(", ")}`);
  const context = await t.browser.newContext({ viewport, baseURL: t.server.url, locale });
  await context.addInitScript(installClipboard, clipboard);
  // `alerts`: the notification permission of fake alert APIs ("granted", "denied", "default").
  if (alerts) await context.addInitScript(installAlertStubs, alerts);
  const errors = [];
  const origin = new URL(t.server.url).origin;
  await context.route("**/*", (route) => {
    const url = route.request().url();
    if (url.startsWith("data:") || url.startsWith("blob:") || new URL(url).origin === origin) return route.continue();
    errors.push(`request to another host: ${url}`);
    return route.abort();
  });
  const page = await context.newPage();
  const frames = [];
  watchPage(page, name, errors, frames);
  t.track(context, name, page, frames);
  return { name, context, page, errors, frames };
}

/** Records page errors, console errors, and the WebSocket's last 4000 frames (for failures). */
export function watchPage(page, name, errors, frames = []) {
  page.on("websocket", (ws) => {
    const keep = (dir) => (f) => {
      frames.push({ at: Date.now(), dir, payload: String(f.payload) });
      if (frames.length > 4000) frames.shift();
    };
    ws.on("framereceived", keep("in"));
    ws.on("framesent", keep("out"));
  });
  page.on("pageerror", (e) => errors.push(`${name}: uncaught error in the page: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() !== "error") return;
    const text = m.text();
    // A WebSocket cut by a reload or by closing the page is expected.
    if (/WebSocket/i.test(text)) return;
    errors.push(`${name}: console error: ${text}`);
  });
}

export const byId = (id) => `[data-testid="${id}"]`;

/** The person opens the table's page and sits down in `seat` as `name`, through the form. */
export async function sitDown(page, tableId, name, seat = 0) {
  await page.goto(`/t/${tableId}`);
  await page.locator(byId("sit-form")).waitFor();
  await page.fill(byId("sit-name"), name);
  await page.locator(byId("sit-seat")).selectOption(String(seat));
  await page.click(byId("sit-button"));
}

/** The text an element shows on screen: its text without what is visually hidden (`.sr-only`)
 * or hidden from everyone (`aria-hidden`), spaces collapsed. */
export async function visibleText(page, selector) {
  return page.locator(selector).first().evaluate((el) => {
    const copy = el.cloneNode(true);
    copy.querySelectorAll('.sr-only, [aria-hidden="true"]').forEach((n) => n.remove());
    return copy.textContent.replace(/\s+/g, " ").trim();
  });
}

/** What the page shows of the table, read from the DOM in one go. */
export async function tableState(page) {
  return page.evaluate(() => {
    const tid = (t) => document.querySelector(`[data-testid="${t}"]`);
    const text = (t) => tid(t)?.textContent?.trim() ?? null;
    const buttons = [...document.querySelectorAll(
      '[data-testid="actions"] button[data-testid^="action-"], [data-testid="choose-game"] button[data-testid^="action-"]')]
      .map((b) => ({ id: b.dataset.testid, disabled: b.disabled, text: b.textContent.trim() }));
    const you = document.querySelector(".seat.you");
    const seatNo = you ? Number(you.dataset.testid.replace("seat-", "")) : null;
    const hand = [...document.querySelectorAll('[data-testid="my-hand"] [data-testid^="card-"]')].map((c) => {
      const face = c.matches(".card") ? c : c.querySelector(".card");
      return {
        id: c.dataset.testid, code: face?.dataset.code ?? null, back: !!face?.classList.contains("back"),
        ownHidden: !!face?.classList.contains("own-hidden"), up: !!face?.classList.contains("up"),
        playable: !!face?.classList.contains("playable"), disabled: c.tagName === "BUTTON" ? c.disabled : null,
      };
    });
    return {
      title: text("table-title"),
      turn: text("turn"),
      result: !!tid("result"),
      headline: text("result-headline"),
      resultText: text("result"),
      resultRows: document.querySelectorAll('[data-testid="result"] table tbody tr').length,
      resultCodes: [...document.querySelectorAll('[data-testid="result"] [data-code]')].map((c) => c.dataset.code),
      gameOver: !!tid("result-game-over"),
      meld: text("meld"),
      selection: !!tid("clear-selection"),
      log: [...document.querySelectorAll('[data-testid="log"] li')].map((li) => li.textContent.trim()),
      buttons,
      enabled: buttons.filter((b) => !b.disabled).map((b) => b.id),
      pending: buttons.some((b) => b.disabled),
      notice: text("notice"),
      connection: tid("connection")?.getAttribute("data-status") ?? null,
      seat: seatNo,
      hand,
      spectator: !!tid("spectator"),
      loading: !!tid("loading"),
      pause: text("paused"),
    };
  });
}

/** A short string that changes whenever the table moves on. */
export const fingerprint = (s) =>
  JSON.stringify([s.title, s.turn, s.result, s.log.length, s.log[s.log.length - 1] ?? "", s.enabled, s.meld, s.hand.map((h) => h.code + h.up)]);

/**
 * Presses an action: a click on its button, or a key (`{key: "c"}`), then waits until the page
 * shows the table after it (the buttons no longer pending and something changed).
 */
export async function act(page, how, { timeoutMs = 15_000 } = {}) {
  const before = await tableState(page);
  if (how.testid) {
    await page.locator(byId(how.testid)).first().click({ timeout: timeoutMs });
  } else if (how.key) {
    // A shortcut key goes to the page, not to a field or a focused button (unless the key is
    // meant for the focused element: `keepFocus`).
    if (!how.keepFocus) await page.evaluate(() => { if (document.activeElement instanceof HTMLElement) document.activeElement.blur(); });
    await page.keyboard.press(how.key);
  }
  const fpBefore = fingerprint(before);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const s = await tableState(page);
    if (s.notice) throw new Error(`the server refused ${JSON.stringify(how)}: ${s.notice}`);
    if (!s.pending && fingerprint(s) !== fpBefore) return s;
    if (Date.now() > deadline) {
      throw new Error(`the table did not move on within ${timeoutMs} ms after ${JSON.stringify(how)}; state: ${JSON.stringify(s)}`);
    }
    await sleep(50);
  }
}

/** Waits (polling in the page) until `fn(state)` is true; returns that state. */
export async function waitState(page, fn, what, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  let s;
  for (;;) {
    s = await tableState(page);
    if (s.notice) throw new Error(`waiting for ${what}: the page shows a notice: ${s.notice}`);
    if (fn(s)) return s;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}; state: ${JSON.stringify(s)}`);
    await sleep(60);
  }
}

/** The seat numbers the page shows as taken, with their names and classes. */
export async function seatsShown(page) {
  return page.evaluate(() => [...document.querySelectorAll('[data-testid^="seat-"]:not([data-testid$="-amount"])')].map((el) => ({
    seat: Number(el.dataset.testid.slice(5)),
    label: el.getAttribute("aria-label") ?? "",
    you: el.classList.contains("you"),
    toAct: el.classList.contains("to-act"),
    empty: el.classList.contains("empty"),
    backs: el.querySelectorAll(".card.back").length,
    faces: [...el.querySelectorAll(".card[data-code]")].map((c) => c.dataset.code),
    name: el.querySelector(".seat-name")?.textContent ?? "",
  })));
}

/** Every card code drawn anywhere on the page. */
export async function codesOnPage(page) {
  return page.evaluate(() => [...document.querySelectorAll("[data-code]")].map((c) => c.dataset.code));
}

export async function screenshot(t, page, name, { fullPage = false } = {}) {
  const path = `${t.artifacts}/${name}.png`;
  await page.screenshot({ path, fullPage, animations: "disabled" });
  t.note(`screenshot ${name}.png`);
  return path;
}

export function assertNoErrors(...people) {
  const errors = people.flatMap((p) => p.errors);
  assert.deepEqual(errors, [], `errors in the pages:\n${errors.join("\n")}`);
}
