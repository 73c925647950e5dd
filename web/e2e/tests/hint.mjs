// The Hint button (the table option `hints`): at her decision a seated player asks for advice and
// reads the odds and every legal action's value in words; the advice goes away when the decision
// changes. A table without hints shows no Hint button, until its host turns hints on in the
// settings (from the next hand).
import assert from "node:assert/strict";
import { checkA11y, horizontalOverflow } from "../lib/a11y.mjs";
import { act, assertNoErrors, byId, DESKTOP, newPerson, PHONE, screenshot, setViewport, sitDown, tableState, waitState } from "../lib/helpers.mjs";

/** The action button an advised word belongs to: bet and raise share one button (the amount field). */
const buttonOf = (word) => {
  const verb = word.split(/\s+/)[0];
  return verb === "bet" || verb === "raise" ? `action-${verb}` : `action-${word.trim().replace(/\s+/g, "-")}`;
};

/** What the hint panel shows: the odds, and each line's word and text, in order. */
async function hintPanel(page) {
  return page.evaluate(() => ({
    odds: document.querySelector('[data-testid="hint-odds"]')?.textContent.trim() ?? null,
    goOut: document.querySelector('[data-testid="hint-go-out"]')?.textContent.trim() ?? null,
    basis: document.querySelector('[data-testid="hint-basis"]')?.textContent.trim() ?? null,
    lines: [...document.querySelectorAll('[data-testid="hint-action"]')].map((li) => ({
      word: li.dataset.action, text: li.textContent.replace(/\s+/g, " ").trim(),
    })),
  }));
}

/** The person sits down through the page and waits for her first decision. */
async function sitAndWait(page, tableId, name) {
  await sitDown(page, tableId, name);
  return waitState(page, (x) => x.seat === 0 && x.enabled.length > 0 && !x.pending && !x.result, `${name}'s first decision`);
}

/** A button that plays the hand on without folding. */
const onward = (s) => ["action-check", "action-call", "action-stand", "action-declare-high", "action-declare-low"]
  .find((b) => s.enabled.includes(b)) ?? s.enabled.find((b) => b !== "action-fold") ?? s.enabled[0];

/** The hint panel against the decision's buttons: the odds in words, every legal action's words
 * and nothing else, each value in words. Returns the table's state. */
async function checkAdvice(t, page) {
  const panel = await hintPanel(page);
  const s = await tableState(page);
  t.note(`advice at ${s.enabled.join(" ")}: ${panel.odds} | ${panel.lines.map((l) => l.text).join(" | ")}`);
  assert.match(panel.odds ?? "", /^If the hands were shown now: you win the low half (\d+%|under 1%|over 99%) of the time, the high half (\d+%|under 1%|over 99%), the whole pot (\d+%|under 1%|over 99%); on average (\d+%|under 1%|over 99%) of the pot\.$/);
  assert.equal(panel.goOut, null, "no Five Three Five line at a vying table");
  assert.match(panel.basis ?? "", /^(Exact: worked out over every one of the \d+ deals?|Estimated over \d+ random deals?) of the cards you cannot see\.$/);
  // Every legal action is advised, and nothing else: the words against the buttons present.
  const advised = [...new Set(panel.lines.map((l) => buttonOf(l.word)))].sort();
  const buttons = [...new Set(s.buttons.map((b) => b.id))].sort();
  assert.deepEqual(advised, buttons, "the advice lists every legal action's words");
  for (const l of panel.lines) {
    if (l.word === "fold") assert.equal(l.text, "fold: 0 chips", "folding is 0");
    else assert.match(l.text, /^.+: (0|[+−]\d+(\.\d+)?) chips? (exactly|on average \(95%: (0|[+−][\d.]+) to (0|[+−][\d.]+)\))$/, `a line in words: ${l.text}`);
  }

  return s;
}

export async function hintTest(t) {
  // --- A table with hints and a bot -------------------------------------------------------
  const table = await t.api.createTable({
    name: "E2E hint", games: ["15-35"], seats: 2, timer_s: 0, pause_s: 1, hints: true,
    bots: [{ seat: 1, kind: "heuristic" }],
  });
  assert.equal((await t.api.table(table.id)).config.hints, true, "the table allows hints");
  const hal = await newPerson(t, "hal");
  const { page } = hal;
  let s = await sitAndWait(page, table.id, "Hal");
  const hint = page.locator(byId("hint-button"));
  await hint.waitFor();
  assert.equal(await hint.isEnabled(), true, "the Hint button is there at her decision");
  assert.equal(await page.locator(byId("hint-panel")).count(), 0, "no advice before she asks");

  // A refusal is said plainly (the server's 429, made to happen here by answering for it).
  await page.route("**/api/tables/*/advice", (route) => route.fulfill({
    status: 429, contentType: "application/json", body: JSON.stringify({ error: "advice for seat 0 is already being worked out" }),
  }));
  await hint.click();
  await page.locator(byId("hint-error")).waitFor();
  assert.match(await page.locator(byId("hint-error")).textContent(), /still being worked out/);
  await page.unroute("**/api/tables/*/advice");
  // Chromium logs the 429 the test made as a console error: that one is expected.
  const made = (e) => /status of 429/.test(e);
  assert.ok(hal.errors.some(made), "Chromium saw the 429");
  hal.errors.splice(0, hal.errors.length, ...hal.errors.filter((e) => !made(e)));

  // The real advice, held back by the test until it has seen "Working it out…" and the button disabled.
  let release;
  const held = new Promise((r) => { release = r; });
  await page.route("**/api/tables/*/advice", async (route) => { await held; await route.continue(); });
  await hint.click();
  await page.locator(byId("hint-status")).waitFor();
  assert.equal((await page.locator(byId("hint-status")).textContent()).trim(), "Working it out…");
  assert.equal(await hint.isDisabled(), true, "the button is disabled while the advice is worked out");
  assert.equal(await page.locator(byId("hint-error")).count(), 0, "the old refusal is gone");
  release();
  await page.locator(byId("hint-panel")).waitFor({ timeout: 20_000 });
  await page.unroute("**/api/tables/*/advice");
  assert.equal(await hint.isEnabled(), true, "the button is enabled again");
  assert.equal(await page.locator(byId("hint-live")).getAttribute("aria-live"), "polite", "the advice is in a live region");

  s = await checkAdvice(t, page);

  // Accessible, and no sideways scrolling at 390 px with the advice shown.
  const problems = [...(await checkA11y(page, "table-hint", t)).problems];
  await screenshot(t, page, "hint-desktop");
  await setViewport(page, PHONE);
  await page.locator(byId("hint-panel")).waitFor();
  await screenshot(t, page, "hint-phone", { fullPage: true });
  const overflow = await horizontalOverflow(page);
  if (overflow > 0) problems.push(`[table-hint] scrolls sideways by ${overflow} px at 390 px wide`);
  const panelOverflow = await page.locator(byId("hint")).evaluate((el) => el.scrollWidth - el.clientWidth);
  if (panelOverflow > 0) problems.push(`[table-hint] the hint panel scrolls sideways by ${panelOverflow} px at 390 px wide`);
  await setViewport(page, DESKTOP);
  assert.deepEqual(problems, [], problems.join("\n"));

  // She acts: the advice was for that decision, and goes.
  const after = await act(page, { testid: onward(s) });
  assert.equal(await page.locator(byId("hint-panel")).count(), 0, "the advice is cleared when the decision changes");
  if (!after.result) {
    await waitState(page, (x) => x.enabled.length > 0 && !x.pending, "Hal's next decision");
    assert.equal(await page.locator(byId("hint-panel")).count(), 0, "no advice shown at the next decision until asked");
    assert.equal(await page.locator(byId("hint-button")).isEnabled(), true, "the Hint button is offered again");
    // Asked again at this decision: the advice is this decision's.
    await page.click(byId("hint-button"));
    await page.locator(byId("hint-panel")).waitFor({ timeout: 20_000 });
    await checkAdvice(t, page);
  }
  assertNoErrors(hal);

  // --- A table without hints: no button; its host turns hints on for the next hand -------
  const plain = await t.api.createTable({
    name: "E2E no hints", games: ["15-35"], seats: 2, timer_s: 0, pause_s: 1,
    bots: [{ seat: 1, kind: "heuristic" }],
  });
  const ivy = await newPerson(t, "ivy");
  const p2 = ivy.page;
  await p2.goto("/");
  await p2.evaluate(([k, v]) => localStorage.setItem(k, v), [`cardroom.host.${plain.id}`, plain.host_token]);
  let s2 = await sitAndWait(p2, plain.id, "Ivy");
  assert.equal(await p2.locator(byId("hint-button")).count(), 0, "no Hint button at a table without hints");
  assert.equal(await p2.locator(byId("hint")).count(), 0, "no hint area at a table without hints");
  const hand1 = s2.title;

  await p2.locator(`${byId("host-settings")} > summary`).click();
  await p2.locator(byId("host-settings-form")).waitFor();
  const box = p2.locator(byId("host-hints"));
  assert.equal(await box.isChecked(), false, "the host's Hints box starts off");
  assert.equal(await p2.locator('label[for="host-hints"]').textContent(), "Hints (advice for seated players)");
  await box.check();
  await p2.click(byId("host-apply"));
  await p2.locator(`${byId("host-status")} p`).waitFor();
  t.note(`host: ${await p2.locator(byId("host-status")).textContent()}`);
  assert.equal((await t.api.tableAsHost(plain.id, plain.host_token)).next_config.hints, true, "next_config has hints");

  // She plays the hand out; at her first decision of the next hand the Hint button is there.
  for (let i = 0; i < 60; i++) {
    s2 = await waitState(p2, (x) => (x.enabled.length > 0 && !x.pending) || x.title !== hand1, "Ivy's decision or the next hand", 30_000);
    if (s2.title !== hand1) break;
    s2 = await act(p2, { testid: onward(s2) });
    if (s2.title !== hand1) break;
  }
  assert.notEqual(s2.title, hand1, "the hand ended");
  await waitState(p2, (x) => x.title !== hand1 && x.enabled.length > 0 && !x.pending && !x.result, "Ivy's decision in the next hand", 30_000);
  await p2.locator(byId("hint-button")).waitFor({ timeout: 10_000 });
  assert.equal((await t.api.table(plain.id)).config.hints, true, "the table's config has hints now");
  t.note(`no Hint button in ${hand1}; the host turned hints on; the button is there in ${(await tableState(p2)).title}`);
  assertNoErrors(ivy);

  // --- Five Three Five: the chance to go out first, and each move's points ----------------
  const round = await t.api.createTable({
    name: "E2E hint 535", games: ["535"], seats: 2, timer_s: 0, pause_s: 1, hints: true,
    bots: [{ seat: 1, kind: "heuristic" }],
  });
  const jo = await newPerson(t, "jo");
  const p3 = jo.page;
  await sitAndWait(p3, round.id, "Jo");
  await p3.click(byId("hint-button"));
  await p3.locator(byId("hint-panel")).waitFor({ timeout: 20_000 });
  const adv = await hintPanel(p3);
  const s3 = await tableState(p3);
  t.note(`535 advice: ${adv.goOut} | ${adv.lines.slice(0, 3).map((l) => l.text).join(" | ")} … (${adv.lines.length} moves)`);
  assert.equal(adv.odds, null, "no showdown odds at Five Three Five");
  assert.match(adv.goOut ?? "", /^Chance you go out first: (\d+%|under 1%|over 99%)$/);
  // Every legal move: those listed as buttons, and those the list leaves for picking cards.
  const advised = new Set(adv.lines.map((l) => buttonOf(l.word)));
  const moreText = (await p3.locator(byId("moves-more")).count()) ? await p3.locator(byId("moves-more")).textContent() : "0";
  const more = Number(/^\s*(\d+)/.exec(moreText)?.[1] ?? 0);
  const listed = new Set(s3.buttons.map((b) => b.id));
  assert.ok([...listed].every((id) => advised.has(id)), `the advice covers every listed move: ${[...listed]}`);
  assert.equal(advised.size, listed.size + more, "the advice lists every legal move's words");
  for (const l of adv.lines) {
    assert.match(l.text, /^(lead|overwrite with|add|overwrite|pass)[\d ]*: \d+(\.\d+)? points? (exactly|on average \(95%: [\d.]+ to [\d.]+\))$/, `a line in words: ${l.text}`);
  }
  assert.match(await p3.locator(".hint-heading").textContent(), /fewer is better/);
  assertNoErrors(jo);
}
