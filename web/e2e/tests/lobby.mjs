// The lobby: every control named (house rules of every game opened), keyboard focus visible,
// no horizontal scrolling on a 390-pixel phone, screenshots on a desktop and a phone.
import assert from "node:assert/strict";
import { checkA11y, horizontalOverflow } from "../lib/a11y.mjs";
import { assertNoErrors, byId, DESKTOP, newPerson, PHONE, screenshot, setViewport } from "../lib/helpers.mjs";

export async function lobbyTest(t) {
  // One table in the list, so that the list's rows (join, copy the link) are checked too.
  const listed = await t.api.createTable({ name: "Tuesday regulars", games: ["15-35", "7-27"], seats: 5, timer_s: 0 });
  const ann = await newPerson(t, "lobby", { viewport: DESKTOP });
  const { page } = ann;
  await page.goto("/");
  await page.locator(byId("create-form")).waitFor();
  await page.locator(byId(`table-row-${listed.id}`)).waitFor();
  await page.waitForFunction(() => document.title === "cardroom — lobby", null, { timeout: 15_000 });
  await page.locator(byId("create-table")).waitFor();
  assert.ok(await page.locator(byId(`join-${listed.id}`)).isVisible(), "the listed table has a Join link");
  assert.ok(await page.locator(byId(`copy-${listed.id}`)).isVisible(), "the listed table has a copy-the-link button");
  assert.equal(await horizontalOverflow(page), 0, "the lobby scrolls sideways at 1280 px");
  // Installable: a manifest with the app's name and an icon, both served with their types.
  const install = await page.evaluate(async () => {
    const link = document.querySelector('link[rel="manifest"]')?.getAttribute("href");
    const res = link ? await fetch(link) : null;
    const manifest = res ? await res.json() : null;
    const icon = manifest ? await fetch(manifest.icons[0].src) : null;
    return { link, type: res?.headers.get("content-type"), manifest, iconType: icon?.headers.get("content-type"),
      favicon: document.querySelector('link[rel="icon"]')?.getAttribute("href") };
  });
  assert.equal(install.type, "application/manifest+json", `the manifest's type: ${JSON.stringify(install)}`);
  assert.equal(install.manifest.name, "cardroom");
  assert.equal(install.manifest.display, "standalone");
  assert.equal(install.iconType, "image/svg+xml");
  assert.equal(install.favicon, "/icon.svg");
  await screenshot(t, page, "lobby-desktop", { fullPage: true });

  // Every house rule of both vying games, then of Five Three Five.
  const openDetails = () => page.evaluate(() => document.querySelectorAll("details").forEach((d) => { d.open = true; }));
  await openDetails();
  const problems = [];
  problems.push(...(await checkA11y(page, "lobby", t)).problems);
  const ruleFields = await page.locator('[data-testid^="rule-15-35-"]').count();
  assert.ok(ruleFields >= 5, `the 15-35 house rules show ${ruleFields} fields`);
  await page.locator(byId("game-535")).check();
  await page.locator(byId("house-rules-535")).waitFor();
  await openDetails();
  assert.ok(await page.locator(byId("rule-535-rule_of_eight")).count() === 1, "535's rule_of_eight is offered");
  problems.push(...(await checkA11y(page, "lobby-535", t)).problems);
  await page.locator(byId("game-15-35")).check();

  // Keyboard: Tab goes through the whole form to the "Open the table" button, with a visible
  // focus ring on each stop.
  await page.evaluate(() => { document.activeElement?.blur(); window.scrollTo(0, 0); });
  const noRing = [];
  let reached = false;
  for (let i = 0; i < 150 && !reached; i++) {
    await page.keyboard.press("Tab");
    const f = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      const cs = getComputedStyle(el);
      const ring = (cs.outlineStyle !== "none" && parseFloat(cs.outlineWidth) > 0) || cs.boxShadow !== "none";
      return { testid: el.getAttribute("data-testid") ?? el.id ?? el.tagName, ring };
    });
    if (!f) continue;
    if (!f.ring) noRing.push(f.testid);
    if (f.testid === "create-table") reached = true;
  }
  assert.ok(reached, "Tab never reached the Open-the-table button");
  if (noRing.length) problems.push(`[lobby] focused without a visible focus ring: ${noRing.join(", ")}`);

  // A phone.
  await setViewport(page, PHONE);
  const overflow = await horizontalOverflow(page);
  if (overflow > 0) problems.push(`[lobby] scrolls sideways by ${overflow} px at 390 px wide`);
  await screenshot(t, page, "lobby-phone", { fullPage: true });
  problems.push(...(await checkA11y(page, "lobby-phone", t)).problems);

  // A link to no table: a page that says so and leads to the lobby, nothing left connecting.
  const lost = await newPerson(t, "lost", { viewport: PHONE });
  await lost.page.goto("/t/no-such-table");
  await lost.page.locator(byId("table-missing")).waitFor({ timeout: 15_000 });
  const missing = await lost.page.evaluate(() => ({
    text: document.body.innerText,
    buttons: document.querySelectorAll('[data-testid^="action-"], [data-testid="sit-down"]').length,
  }));
  assert.match(missing.text, /No table here/, "the page says there is no table");
  assert.doesNotMatch(missing.text, /Connecting/, `nothing waits for a table that is not there: ${missing.text}`);
  assert.equal(missing.buttons, 0, "no live buttons on a missing table");
  await lost.page.click(byId("missing-lobby"));
  await lost.page.locator(byId("create-form")).waitFor();

  assert.deepEqual(problems, [], `accessibility problems in the lobby:\n${problems.join("\n")}`);
  assertNoErrors(ann);
}
