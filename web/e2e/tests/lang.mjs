// The page's language. An English browser gets the lobby in English; its language switch
// (`lang-switch`) turns it into French — <html lang="fr">, the create form's title and button in
// French, the list of tables too — and the choice survives a reload. At 390×844 and 1280×800
// nothing is wider than the window or cut in its box (French runs longer than English). A
// French browser gets French from the start, at the lobby and at the table (the sit-down form,
// a refusal from the server in French words); switched to English at the table, the page stays
// English after a reload although the browser is French.
import assert from "node:assert/strict";
import { checkA11y, horizontalOverflow } from "../lib/a11y.mjs";
import { assertNoErrors, byId, DESKTOP, newPerson, PHONE, screenshot, setViewport } from "../lib/helpers.mjs";

/** Runs in the page: text cut by its box, and elements wider than the window. */
function cutOrWide() {
  const shown = (el) => el.getClientRects().length > 0;
  // Words wider than their box: spilling out of it, or hidden by it.
  const cut = [...document.querySelectorAll("h1, h2, h3, label, legend, summary, button, a.button, p, small, li")]
    .filter((el) => shown(el) && !el.closest(".sr-only") && el.scrollWidth > el.clientWidth + 1)
    .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 50)}"`);
  const wide = [...document.querySelectorAll("body *")]
    .filter((el) => shown(el) && el.getBoundingClientRect().width > innerWidth + 0.5)
    .map((el) => el.getAttribute("data-testid") ?? el.id ?? el.tagName);
  // A select narrower than its chosen option's words (a select clips them silently). Not the
  // house rules' and stakes' selects (the lobby's and the host's panel's): their values' words
  // are long in English too, and the dropdown shows them whole.
  const canvas = document.createElement("canvas").getContext("2d");
  const rules = ["rule-", "stakes-", "host-rule-", "host-stakes-"].map((p) => `:not([data-testid^='${p}'])`).join("");
  const clipped = [...document.querySelectorAll(`select${rules}`)]
    .filter(shown).filter((s) => {
    const cs = getComputedStyle(s);
    canvas.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
    const text = s.options[s.selectedIndex]?.text ?? "";
    // The arrow and the padding take about 2.2em.
    return canvas.measureText(text).width > s.clientWidth - 2.2 * parseFloat(cs.fontSize);
  }).map((s) => `select ${s.getAttribute("data-testid") ?? s.id}: "${s.options[s.selectedIndex]?.text}"`);
  return { cut, wide, clipped };
}

export async function checkFits(page, where) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const m = await page.evaluate(cutOrWide);
  assert.deepEqual(m.wide, [], `${where}: elements wider than the window: ${m.wide.join(", ")}`);
  assert.deepEqual(m.cut, [], `${where}: text cut in its box: ${m.cut.join("; ")}`);
  assert.deepEqual(m.clipped, [], `${where}: a select clips its words: ${m.clipped.join("; ")}`);
  assert.equal(await horizontalOverflow(page), 0, `${where}: the page scrolls sideways`);
}

const text = (page, id) => page.locator(byId(id)).innerText();
const htmlLang = (page) => page.evaluate(() => document.documentElement.lang);

export async function langTest(t) {
  const listed = await t.api.createTable({ name: "Les habitués du mardi", games: ["15-35", "7-27"], seats: 5, timer_s: 0 });
  const locked = await t.api.createTable({ name: "Salon privé", games: ["535"], seats: 3, timer_s: 0, password: "secret" });
  const problems = [];

  // An English browser: English, until the switch says French.
  const ann = await newPerson(t, "lang-en", { viewport: DESKTOP, locale: "en-US" });
  const { page } = ann;
  await page.goto("/");
  await page.locator(byId("create-form")).waitFor();
  await page.locator(byId(`table-row-${listed.id}`)).waitFor();
  assert.equal(await htmlLang(page), "en");
  assert.equal(await page.locator(byId("lang-switch")).inputValue(), "en");
  assert.equal(await page.locator("#create-title").innerText(), "Open a table");
  assert.equal(await text(page, "create-table"), "Open the table");
  const options = await page.locator(`${byId("lang-switch")} option`).evaluateAll((os) => os.map((o) => [o.value, o.textContent]));
  assert.deepEqual(options, [["en", "English"], ["fr", "Français"]]);

  await page.locator(byId("lang-switch")).selectOption("fr");
  await page.waitForFunction(() => document.documentElement.lang === "fr", null, { timeout: 10_000 });
  assert.equal(await page.locator("#create-title").innerText(), "Ouvrir une table");
  assert.equal(await text(page, "create-table"), "Ouvrir la table");
  assert.equal(await page.locator("#tables-title").innerText(), "Tables ouvertes");
  assert.match(await text(page, `join-${listed.id}`), /^Rejoindre/);
  assert.match(await text(page, `copy-${listed.id}`), /^Copier le lien/);
  assert.match(await text(page, `table-row-${listed.id}`), /0 donne jouée/);
  assert.match(await text(page, `password-${locked.id}`), /mot de passe pour s’asseoir/);
  assert.equal(await page.evaluate(() => localStorage.getItem("cardroom.lang")), "fr");
  await page.waitForFunction(() => document.title === "cardroom — salon", null, { timeout: 10_000 });
  // A house rule changed from the preset is marked in French too.
  await page.evaluate(() => document.querySelectorAll("details").forEach((d) => { d.open = true; }));
  const other = await page.locator(`${byId("rule-15-35-nearness")} option`)
    .evaluateAll((os) => os.find((o) => !o.textContent.includes("(par défaut)"))?.value);
  await page.locator(byId("rule-15-35-nearness")).selectOption(other);
  assert.match(await page.locator('label[for="rule-15-35-nearness"]').innerText(), /\(règle maison\)/);

  await checkFits(page, "French lobby at 1280×800");
  await screenshot(t, page, "lang-fr-lobby-1280", { fullPage: true });
  problems.push(...(await checkA11y(page, "lang-fr-lobby-1280", t)).problems);
  await setViewport(page, PHONE);
  await checkFits(page, "French lobby at 390×844");
  await screenshot(t, page, "lang-fr-lobby-390", { fullPage: true });
  problems.push(...(await checkA11y(page, "lang-fr-lobby-390", t)).problems);

  // The choice survives a reload (and wins over the English browser).
  await page.reload();
  await page.locator(byId("create-form")).waitFor();
  assert.equal(await htmlLang(page), "fr");
  assert.equal(await page.locator("#create-title").innerText(), "Ouvrir une table");
  assert.equal(await page.locator(byId("lang-switch")).inputValue(), "fr");
  t.note("lobby: English browser, switched to French, French after a reload");

  // A French browser: French from the start, at the table too.
  const bo = await newPerson(t, "lang-fr", { viewport: DESKTOP, locale: "fr-FR" });
  await bo.page.goto(`/t/${locked.id}`);
  await bo.page.locator(byId("sit-form")).waitFor();
  assert.equal(await htmlLang(bo.page), "fr");
  assert.equal(await bo.page.locator(`${byId("sit-form")} h2`).innerText(), "S’asseoir");
  assert.equal(await text(bo.page, "sit-button"), "S’asseoir");
  await bo.page.waitForFunction(() => document.querySelector('[data-testid="connection"]')?.getAttribute("data-status") === "open");
  assert.equal((await text(bo.page, "connection")).trim(), "connecté");
  assert.ok(await bo.page.locator(byId("lang-switch")).isVisible(), "the table's header has the language switch");
  // A refusal from the server, in French words: a wrong password.
  await bo.page.fill(byId("sit-name"), "Bo");
  await bo.page.fill(byId("sit-password"), "faux");
  await bo.page.click(byId("sit-button"));
  await bo.page.locator(byId("sit-error")).waitFor({ timeout: 10_000 });
  assert.equal(await text(bo.page, "sit-error"), "Ce n’est pas le mot de passe de la table.");
  // The refusal is the one error the browser logs (a 403): expected, and only it.
  assert.ok(bo.errors.length === 1 && /403/.test(bo.errors[0]), `errors: ${bo.errors.join("; ")}`);
  bo.errors.length = 0;
  await checkFits(bo.page, "French table page at 1280×800");
  await screenshot(t, bo.page, "lang-fr-table-1280", { fullPage: true });
  problems.push(...(await checkA11y(bo.page, "lang-fr-table-1280", t)).problems);
  await setViewport(bo.page, PHONE);
  await bo.page.click(byId("menu-toggle"));
  await bo.page.locator(byId("lang-switch")).waitFor({ state: "visible" });
  await checkFits(bo.page, "French table page at 390×844, menu open");
  await screenshot(t, bo.page, "lang-fr-table-390", { fullPage: true });
  problems.push(...(await checkA11y(bo.page, "lang-fr-table-390", t)).problems);

  // Switched to English at the table: English at once and after a reload.
  await bo.page.locator(byId("lang-switch")).selectOption("en");
  await bo.page.waitForFunction(() => document.documentElement.lang === "en", null, { timeout: 10_000 });
  assert.equal(await text(bo.page, "sit-button"), "Sit down");
  await bo.page.reload();
  await bo.page.locator(byId("sit-form")).waitFor();
  assert.equal(await htmlLang(bo.page), "en");
  assert.equal(await text(bo.page, "sit-button"), "Sit down");
  t.note("table: French browser in French, switched to English, English after a reload");

  assert.deepEqual(problems, [], `accessibility problems:\n${problems.join("\n")}`);
  assertNoErrors(ann, bo);
}
