// The web app in French, a whole hand or round through: a French browser (its language, never the
// machine's) opens the lobby, joins a table from its list, sits down with a bot, plays its turn
// and on to the end of the hand (15-35, 7-27) or of the round (535), at 390×844 and 1280×800. At
// each step:
//   (a) no English is left: no piece of the English catalogue's messages (src/locales/en, its
//       words between the placeholders) in the page's text or its accessible names (aria-label,
//       title, alt, placeholder), but for the words that are the same in both languages (IDENTICAL);
//   (b) nothing overflows: no element wider than the window, no sideways scroll, no text cut in
//       its box (lang.mjs's checkFits), and on the player's turn every action button in the window
//       (layout.mjs's measure);
//   (c) the log reads in French: the page asks the server for it (`lang=fr` on the WebSocket),
//       and it holds the French narration of po/fr.po ("se couche", "suit", "passe"...).
// The screenshots are french-GAME-SIZE-STEP.png.
import assert from "node:assert/strict";
import { checkA11y } from "../lib/a11y.mjs";
import { englishPieces } from "../lib/catalogue-text.mjs";
import { act, assertNoErrors, byId, newPerson, screenshot, sleep, tableState, waitState } from "../lib/helpers.mjs";
import { checkFits } from "./lang.mjs";
import { measure } from "./layout.mjs";

// Pieces of the English catalogue that French writes the same, so finding them on a French page
// says nothing. Each has its reason.
const IDENTICAL = [
  "Pot", // the pot: "pot" in French too (docs/fr/glossaire.md)
  "Ante", // "ante" in French too (glossaire)
  "Total", // the column of Five Three Five's scores
  "Table", // a table's name when it has none
  "Menu", // the phone's menu button
  "Message", // the chat field's label
  "Actions", // the history's list of actions
  "Bots", // the create form's bots
  "point", "points", // Five Three Five's points
  // The games keep their names (glossaire: "Les noms des jeux ne se traduisent pas").
  "Seven Twenty-Seven", "Fifteen Thirty-Five", "Five Three Five", "Five Three Five (535)",
];

// The French narration of the hand's log (po/fr.po, src/narration/*.cpp), as whole words.
const FRENCH_NARRATION = /(?<!\p{L})(se couche|suit|checke|mise|relance|passe|commence|écrase|ajoute|prend|reste|retourne|annonce|sort|fait tapis|Tour d’enchères|Tour d'enchères|Tour de tirage)(?!\p{L})/u;

// The English narration of the same (the log after switching the page to English).
const ENGLISH_NARRATION = /(?<!\p{L})(folds|calls|checks|bets|raises|stands|takes|turns up|declares|Betting round|Offer round)(?!\p{L})/u;

const SIZES = [
  { name: "phone", width: 390, height: 844 },
  { name: "laptop", width: 1280, height: 800 },
];
// Five Three Five and both vying games, each on a phone and a laptop.
const RUNS = [
  { game: "15-35", sizes: ["phone", "laptop"] },
  { game: "535", sizes: ["phone", "laptop"] },
  { game: "7-27", sizes: ["phone", "laptop"] },
];

/** Runs in the page: each English piece found, with where (the text, or an element's attribute).
 * The log and the chat's lines are left out: the log is the server's words (checked apart), the
 * chat is what people typed; so are `names` wherever they are (tables' and players' names, which
 * people chose: other tests' tables in the lobby are named in English). */
function englishOnPage({ pieces, names = [] }) {
  const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const res = pieces.map((p) => ({ p, re: new RegExp(`(?<![\\p{L}\\p{N}])${escape(p)}(?![\\p{L}\\p{N}])`, "u") }));
  const skip = (n) => !!n.parentElement?.closest('[data-testid="log"] li, [data-testid="chat-line"], script, style');
  const texts = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const v = n.textContent.replace(/\s+/g, " ").trim();
    if (v && !skip(n)) texts.push({ where: "text", v });
  }
  for (const el of document.body.querySelectorAll("*")) {
    if (el.closest('[data-testid="log"] li, [data-testid="chat-line"]')) continue;
    for (const a of ["aria-label", "title", "alt", "placeholder"]) {
      const v = el.getAttribute(a);
      if (v) texts.push({ where: `${a} of ${el.getAttribute("data-testid") ?? el.tagName.toLowerCase()}`, v });
    }
  }
  texts.push({ where: "document.title", v: document.title });
  const found = [];
  for (const { where, v: said } of texts) {
    const v = names.reduce((text, name) => text.split(name).join(" · "), said);
    for (const { p, re } of res) {
      if (re.test(v)) { found.push(`"${p}" in ${where}: "${v.slice(0, 80)}"`); break; }
    }
  }
  return found;
}

async function checkFrench(page, pieces, where, names = []) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  assert.equal(await page.evaluate(() => document.documentElement.lang), "fr", `${where}: <html lang>`);
  const found = await page.evaluate(englishOnPage, { pieces, names });
  assert.deepEqual(found, [], `${where}: English left on the French page:\n${found.join("\n")}`);
  await checkFits(page, where);
  // No heading or table cell broken inside a word (layout.mjs's measure).
  const { broken } = await page.evaluate(measure);
  assert.deepEqual(broken, [], `${where}: text broken inside a word: ${broken.join("; ")}`);
}

/** The action to press on a turn: the one that ends the player's part soonest. */
function pick(s, five35) {
  const has = (id) => s.enabled.includes(id);
  if (five35) return has("action-pass") ? "action-pass" : s.enabled.find((b) => /^action-(lead|overwrite|add)-/.test(b)) ?? s.enabled[0];
  for (const id of ["action-fold", "action-stand", "action-check", "action-call"]) if (has(id)) return id;
  return s.enabled[0];
}

async function playInFrench(t, game, size, pieces, problems, logs) {
  const five35 = game === "535";
  const where = `${game} at ${size.width}×${size.height}`;
  const shot = (page, step, full = false) => screenshot(t, page, `french-${game}-${size.name}-${step}`, { fullPage: full });
  // A long timer (a clock shows, and never runs out while the page is checked); the result stays
  // a minute on the table. One bot: nothing is dealt before Ann sits down (the first hand is
  // hers), and seat 3 shows empty.
  const table = await t.api.createTable({
    name: `En français ${game} ${size.name}`, games: [game], seats: 3, timer_s: 600, pause_s: 60,
    bots: [{ seat: 1, kind: "easy" }],
  });
  const person = await newPerson(t, `french-${game}-${size.name}`, { viewport: { width: size.width, height: size.height }, locale: "fr-FR" });
  const { page } = person;
  // No motion: nothing on the page is midway through an animation when it is checked.
  await page.emulateMedia({ reducedMotion: "reduce" });

  // The lobby, in French from the browser's language, and the table joined from its list.
  await page.goto("/");
  await page.locator(byId("create-form")).waitFor();
  await page.locator(byId(`join-${table.id}`)).waitFor({ timeout: 15_000 });
  // Every table's name (the lobby lists other tests' tables too), longest first.
  const names = (await t.api.tables()).map((x) => x.name).sort((a, b) => b.length - a.length);
  await checkFrench(page, pieces, `${where}, the lobby`, names);
  if (game === "15-35") await shot(page, "lobby", true);
  // On the laptop Ann is the host (her browser keeps the host token, as the lobby's form does):
  // the host's panel is checked too.
  const hosting = size.name === "laptop";
  if (hosting) await page.evaluate(([k, v]) => localStorage.setItem(k, v), [`cardroom.host.${table.id}`, table.host_token]);
  await page.click(byId(`join-${table.id}`));
  await page.locator(byId("sit-form")).waitFor();
  await checkFrench(page, pieces, `${where}, the sit-down form`);
  await page.fill(byId("sit-name"), "Ann");
  await page.locator(byId("sit-seat")).selectOption("0");
  await page.click(byId("sit-button"));

  // The player's turn: French, and every action in the window.
  let s = await waitState(page, (x) => x.enabled.length > 0 && !x.pending && !x.result, `Ann's turn (${where})`, 30_000);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const m = await page.evaluate(measure);
  const outside = m.buttons.filter((b) => !b.inside).map((b) => b.id);
  assert.deepEqual(outside, [], `${where}: action buttons outside the window: ${outside.join(", ")}`);
  assert.deepEqual(m.broken, [], `${where}: text broken inside a word: ${m.broken.join("; ")}`);
  assert.deepEqual(m.wide, [], `${where}: elements wider than the window: ${m.wide.join(", ")}`);
  await checkFrench(page, pieces, `${where}, Ann's turn`);
  await shot(page, "turn");
  problems.push(...(await checkA11y(page, `french-${game}-${size.name}-turn`, t)).problems);

  // An action, then on to the end of the hand (or round).
  const first = pick(s, five35);
  s = await act(page, { testid: first });
  await checkFrench(page, pieces, `${where}, after ${first}`);
  await shot(page, "action");
  let actions = 1;
  const deadline = Date.now() + 90_000;
  while (!s.result) {
    if (Date.now() > deadline) throw new Error(`${where}: the hand did not end in time; state ${JSON.stringify(s)}`);
    if (s.enabled.length && !s.pending && !s.selection) {
      s = await act(page, { testid: pick(s, five35) });
      actions++;
      continue;
    }
    await sleep(60);
    s = await tableState(page);
    if (s.notice) throw new Error(`${where}: the page shows: ${s.notice}`);
  }
  if (hosting) {
    // The host's panel with its seats and its settings for the next hand open (the rules' words).
    await page.locator(byId("host-panel")).waitFor();
    await page.locator(`${byId("host-seats")} > summary`).click();
    await page.locator(`${byId("host-settings")} > summary`).click();
    await page.locator(byId("host-settings-form")).waitFor({ timeout: 15_000 });
    await page.evaluate(() => document.querySelectorAll('[data-testid="host-settings"] details').forEach((d) => { d.open = true; }));
  }
  await checkFrench(page, pieces, `${where}, the ${five35 ? "round" : "hand"}'s result`);
  await shot(page, "result", true);
  problems.push(...(await checkA11y(page, `french-${game}-${size.name}-result`, t)).problems);
  if (size.name === "phone") {
    // The header's tools, folded into the menu on a phone.
    await page.click(byId("menu-toggle"));
    await page.locator(byId("leave-button")).waitFor({ state: "visible" });
    await checkFrench(page, pieces, `${where}, the menu open`);
    await shot(page, "menu", true);
    await page.click(byId("menu-toggle"));
  }
  t.note(`${where}: ${actions} action(s) by Ann, then "${s.headline}"`);
  if (game === "15-35" && size.name === "laptop" && FRENCH_NARRATION.test(s.log.join(" | "))) {
    // Switched to English at the table: the page asks for the log again (a new connection with
    // lang=en), and it comes in English; back to French, French again.
    await page.locator(byId("lang-switch")).selectOption("en");
    s = await waitState(page, (x) => ENGLISH_NARRATION.test(x.log.join(" | ")), "the log in English after switching to English");
    await page.locator(byId("lang-switch")).selectOption("fr");
    s = await waitState(page, (x) => FRENCH_NARRATION.test(x.log.join(" | ")), "the log in French after switching back");
    t.note(`${where}: the log followed the switch to English and back to French`);
    // The hand history and the settle-up, in French too.
    const history = await page.context().newPage();
    await history.emulateMedia({ reducedMotion: "reduce" });
    await history.goto(`/t/${table.id}/history`);
    await history.locator(`${byId("history-replay")}, ${byId("history-note")}`).first().waitFor({ timeout: 15_000 });
    await history.locator(byId("settle-up")).waitFor({ timeout: 15_000 });
    await history.click(byId("history-next"));
    await checkFrench(history, pieces, `${where}, the hand history`);
    await screenshot(t, history, `french-${game}-${size.name}-history`, { fullPage: true });
    problems.push(...(await checkA11y(history, `french-${game}-${size.name}-history`, t)).problems);
    await history.close();
  }

  // (c) The log, in French (the server's narration for lang=fr).
  const log = s.log.join(" | ");
  if (!FRENCH_NARRATION.test(log)) logs.push(`${where}: the log is not French: ${log.slice(0, 300)}`);
  else t.note(`${where}: the log reads in French: ${s.log.at(-1)}`);
  assertNoErrors(person);
  await page.close();
}

export async function frenchTest(t) {
  const pieces = englishPieces(IDENTICAL);
  t.note(`${pieces.length} pieces of the English catalogue looked for`);
  // The check itself: on the English lobby it finds English (else it would find nothing anywhere).
  const en = await newPerson(t, "french-check-en", { locale: "en-US" });
  await en.page.goto("/");
  await en.page.locator(byId("create-form")).waitFor();
  const english = await en.page.evaluate(englishOnPage, { pieces });
  assert.ok(english.length >= 10, `the English lobby shows English words: ${english.join("; ")}`);
  await en.page.close();
  const problems = [];
  const logs = [];
  for (const run of RUNS) {
    for (const size of SIZES.filter((z) => run.sizes.includes(z.name))) await playInFrench(t, run.game, size, pieces, problems, logs);
  }
  assert.deepEqual(problems, [], `accessibility problems:\n${problems.join("\n")}`);
  // Last: everything else holds even with a server that does not speak French yet.
  assert.deepEqual(logs, [], `the hand's log is not in French (a server without the \`lang\` parameter?):\n${logs.join("\n")}`);
}
