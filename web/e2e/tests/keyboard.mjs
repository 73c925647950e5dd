// The table page by keyboard alone, and its accessibility: sit down with Tab, type and Enter;
// reach an action button with Tab and press Enter; act with the shortcut keys; every control
// named; cards with text alternatives; a live region; no sideways scrolling at 390 px.
import assert from "node:assert/strict";
import { checkA11y, horizontalOverflow } from "../lib/a11y.mjs";
import { act, assertNoErrors, byId, newPerson, PHONE, setViewport, tableState, waitState } from "../lib/helpers.mjs";

/** Presses Tab until the focused element matches `test` (in the page); returns the stops. */
async function tabTo(page, test, max = 60) {
  const stops = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const f = await page.evaluate((src) => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      const cs = getComputedStyle(el);
      return {
        testid: el.getAttribute("data-testid"), tag: el.tagName, id: el.id,
        ring: (cs.outlineStyle !== "none" && parseFloat(cs.outlineWidth) > 0) || cs.boxShadow !== "none",
        match: new Function("el", `return (${src})(el)`)(el),
      };
    }, test.toString());
    if (!f) continue;
    stops.push(f);
    if (f.match) return { found: f, stops };
  }
  return { found: null, stops };
}

/** Puts the keyboard's starting point at the top of the page (as after loading it). */
async function focusFromTop(page) {
  await page.evaluate(() => {
    // Focusing the body (made focusable for a moment) moves the sequential focus navigation
    // starting point there: the next Tab goes to the page's first control.
    document.body.setAttribute("tabindex", "-1");
    document.body.focus();
    document.body.removeAttribute("tabindex");
    window.scrollTo(0, 0);
  });
}

export async function keyboardTest(t) {
  const table = await t.api.createTable({
    name: "E2E keyboard", games: ["15-35"], seats: 3, timer_s: 0, pause_s: 1,
    bots: [{ seat: 2, kind: "heuristic" }],
  });
  const eve = await newPerson(t, "eve");
  const { page } = eve;
  const problems = [];
  await page.goto(`/t/${table.id}`);
  await page.locator(byId("sit-form")).waitFor();
  problems.push(...(await checkA11y(page, "table-spectator", t)).problems);
  await setViewport(page, PHONE);
  const spectatorOverflow = await horizontalOverflow(page);
  if (spectatorOverflow > 0) problems.push(`[table-spectator] scrolls sideways by ${spectatorOverflow} px at 390 px wide`);
  await setViewport(page, { width: 1280, height: 800 });

  // Sit down by keyboard: Tab to the name field, type, Enter.
  await focusFromTop(page);
  const toName = await tabTo(page, (el) => el.getAttribute("data-testid") === "sit-name");
  assert.ok(toName.found, `Tab never reached the name field: ${JSON.stringify(toName.stops)}`);
  await page.keyboard.press("Control+A");
  await page.keyboard.type("Eve");
  await page.keyboard.press("Enter");
  let s = await waitState(page, (x) => x.seat !== null && !x.spectator, "Eve seated by keyboard");

  // Her turn: Tab from the top of the page to an action button, Enter.
  s = await waitState(page, (x) => x.enabled.length > 0 && !x.pending && !x.result, "Eve's turn");
  problems.push(...(await checkA11y(page, "table-my-turn", t)).problems);
  assert.ok(await page.locator(byId("announcer")).getAttribute("aria-live"), "the announcer is a live region");
  assert.equal((await page.locator(byId("announcer")).textContent()).trim(), "Your turn", "the live region announces the turn");
  await focusFromTop(page);
  const toAction = await tabTo(page, (el) => el.tagName === "BUTTON" && /^action-/.test(el.getAttribute("data-testid") ?? "") && !el.disabled);
  assert.ok(toAction.found, `Tab never reached an action button: ${JSON.stringify(toAction.stops.map((x) => x.testid ?? x.tag))}`);
  const noRing = toAction.stops.filter((x) => !x.ring).map((x) => x.testid || x.id || x.tag);
  if (noRing.length) problems.push(`[table] focused without a visible focus ring: ${noRing.join(", ")}`);
  const pressed = toAction.found.testid;
  const beforeLog = s.log.length;
  const afterEnter = await act(page, { key: "Enter", keepFocus: true });
  assert.ok(afterEnter.log.length > beforeLog, `Enter on ${pressed} acted (log ${beforeLog} → ${afterEnter.log.length})`);
  t.note(`Tab reached ${pressed} after ${toAction.stops.length} stops (${toAction.stops.map((x) => x.testid || x.id || x.tag).join(" → ")}); Enter pressed it`);

  // Then two decisions by shortcut keys.
  const keyFor = (ids) => {
    const map = [["action-call", "c"], ["action-check", "c"], ["action-take", "t"], ["action-stand", "s"],
      ["action-declare-high", "h"], ["action-declare-low", "l"]];
    for (const [id, k] of map) if (ids.includes(id)) return [id, k];
    const expose = ids.find((b) => b.startsWith("action-expose-"));
    if (expose) return [expose, "1"];
    if (ids.includes("action-bet")) return ["action-bet", "b"];
    return null;
  };
  const usedKeys = [];
  for (let k = 0; k < 2; k++) {
    s = await waitState(page, (x) => x.enabled.length > 0 && !x.pending && !x.result, "Eve's next turn", 20_000);
    const pick = keyFor(s.enabled);
    assert.ok(pick, `no shortcut for ${s.enabled}`);
    const moved = await act(page, { key: pick[1] });
    // The key may end the hand: its result, or (the result shown for the table's 1-second pause
    // only) already the next hand.
    assert.ok(moved.log.length > s.log.length || moved.result || moved.title !== s.title, `key ${pick[1]} (${pick[0]}) acted`);
    usedKeys.push(`${pick[1]}=${pick[0]}`);
  }
  t.note(`shortcut keys: ${usedKeys.join(", ")}`);

  // A field left focused: a checkbox keeps no key (the shortcut plays); a text field keeps
  // them, the page says so, and Esc gives them back to the table.
  s = await waitState(page, (x) => x.enabled.length > 0 && !x.pending && !x.result, "Eve's turn, a checkbox focused", 20_000);
  await page.focus(byId("sound-toggle"));
  let pick = keyFor(s.enabled);
  let moved = await act(page, { key: pick[1], keepFocus: true });
  assert.ok(moved.log.length > s.log.length || moved.result || moved.title !== s.title, `key ${pick[1]} acted from the checkbox`);
  s = await waitState(page, (x) => x.enabled.length > 0 && !x.pending && !x.result, "Eve's turn, the chat field focused", 20_000);
  if ((await page.locator(byId("chat-toggle")).getAttribute("aria-expanded")) !== "true") await page.click(byId("chat-toggle"));
  await page.focus(byId("chat-input"));
  pick = keyFor(s.enabled);
  await page.keyboard.press(pick[1]);
  await page.locator(byId("keys-swallowed")).waitFor({ timeout: 10_000 });
  assert.equal(await page.inputValue(byId("chat-input")), pick[1], "the key went into the chat field");
  assert.equal((await tableState(page)).log.length, s.log.length, "nothing was played from the text field");
  await page.keyboard.press("Escape");
  assert.notEqual(await page.evaluate(() => document.activeElement?.getAttribute("data-testid")), "chat-input",
    "Esc leaves the text field");
  moved = await act(page, { key: pick[1], keepFocus: true });
  assert.ok(moved.log.length > s.log.length || moved.result || moved.title !== s.title, `after Esc, key ${pick[1]} acted`);
  await page.fill(byId("chat-input"), "");

  // The phone width, mid-hand: at Eve's next decision, where the table waits for her (no timer),
  // so that nothing changes during the checks.
  await waitState(page, (x) => x.enabled.length > 0 && !x.pending && !x.result, "Eve's turn for the phone checks", 20_000);
  await setViewport(page, PHONE);
  const overflow = await horizontalOverflow(page);
  if (overflow > 0) problems.push(`[table] scrolls sideways by ${overflow} px at 390 px wide`);
  problems.push(...(await checkA11y(page, "table-keyboard-phone", t)).problems);
  const st = await tableState(page);
  assert.equal(st.notice, null);
  assert.deepEqual(problems, [], problems.join("\n"));
  assertNoErrors(eve);
}
