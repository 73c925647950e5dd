// The table's motion and sounds: a card just dealt carries the deal animation, the pot that grew
// pulses, the seat whose turn it is gets its ring — and under `prefers-reduced-motion: reduce`
// (emulated: Playwright's emulateMedia, the DevTools Protocol's Emulation.setEmulatedMedia) none
// of them animates or transitions. Read from computed styles (the animation's name, the
// transition's duration), never from an animation's progress: nothing here waits on time.
// Then the deal and chip sounds: both toggles off at first, remembered after a reload, and
// (with the fake AudioContext of lib/helpers.mjs) the deal's and the chips' tones heard, and
// only once turned on.
import assert from "node:assert/strict";
import { checkA11y } from "../lib/a11y.mjs";
import { act, assertNoErrors, byId, DESKTOP, newPerson, PHONE, screenshot, setViewport, sitDown, waitState } from "../lib/helpers.mjs";

// The animated elements, and what each one's computed style says of its motion.
function motionStyles() {
  const read = (sel) => [...document.querySelectorAll(sel)].map((el) => {
    const cs = getComputedStyle(el);
    return { animation: cs.animationName, transition: cs.transitionDuration };
  });
  return {
    reduced: matchMedia("(prefers-reduced-motion: reduce)").matches,
    handCards: document.querySelectorAll('[data-testid="my-hand"] .card').length,
    handDealt: read('[data-testid="my-hand"] .card.deal-in'),
    seatDealt: read('[data-testid^="seat-"] .card.deal-in'),
    chip: read('[data-testid="pot"] .chip.chip-in'),
    amount: read('[data-testid="pot"] .pot-grew'),
    toAct: read(".seat.to-act"),
    seats: read(".seat:not(.empty)"),
  };
}

// The tones the page started (the fake AudioContext's oscillators), by frequency: the turn's 880,
// the deal's 1400, the chips' 2200 and 2900 (src/alerts-dom.ts).
function recordTones() {
  const Ctx = window.AudioContext;
  const make = Ctx.prototype.createOscillator;
  window.__e2eTones = [];
  Ctx.prototype.createOscillator = function () {
    const osc = make.call(this);
    const start = osc.start;
    osc.start = function (...args) { window.__e2eTones.push(osc.frequency.value); return start.apply(this, args); };
    return osc;
  };
}
const TURN = 880;
const DEAL = 1400;
const CHIPS = 2200;
const tones = (page) => page.evaluate(() => [...window.__e2eTones]);

export async function motionTest(t) {
  const table = await t.api.createTable({
    name: "E2E motion", games: ["7-27"], seats: 2, timer_s: 0, pause_s: 1,
    bots: [{ seat: 1, kind: "heuristic" }],
  });
  const mia = await newPerson(t, "mia", { alerts: "granted" });
  await mia.context.addInitScript(recordTones);
  const { page } = mia;
  // She opens the table before the deal (one bot: nobody to play with), so every card comes
  // after the page first drew the table: dealt.
  await sitDown(page, table.id, "Mia");
  let s = await waitState(page, (x) => x.enabled.length > 0 && !x.pending && !x.result, "Mia's first turn", 30_000);

  // Motion as it plays by default.
  const moving = await page.evaluate(motionStyles);
  assert.equal(moving.reduced, false, "no reduced motion asked yet");
  assert.ok(moving.handCards > 0, "Mia's hand is drawn");
  assert.equal(moving.handDealt.length, moving.handCards, `every card of the new hand carries the deal animation: ${JSON.stringify(moving)}`);
  assert.ok(moving.seatDealt.length > 0, "the seats' new cards too");
  for (const c of [...moving.handDealt, ...moving.seatDealt]) assert.equal(c.animation, "deal-in", "a dealt card's animation");
  assert.deepEqual(moving.chip.map((c) => c.animation), ["chip-in"], "the chip of the pot the antes went to drops in");
  assert.deepEqual(moving.amount.map((c) => c.animation), ["pot-pulse"], "the pot's amount pulses");
  assert.deepEqual(moving.toAct.map((c) => c.animation), ["turn-in"], "the seat to act gets its ring");
  assert.ok(moving.seats.every((c) => c.transition.split(",").some((d) => parseFloat(d) > 0)), `the seats' highlight is a transition: ${JSON.stringify(moving.seats)}`);

  // prefers-reduced-motion: reduce — nothing animates, nothing transitions.
  await page.emulateMedia({ reducedMotion: "reduce" });
  const still = await page.evaluate(motionStyles);
  assert.equal(still.reduced, true, "reduced motion emulated");
  const animated = [...still.handDealt, ...still.seatDealt, ...still.chip, ...still.amount, ...still.toAct, ...still.seats];
  assert.ok(still.handDealt.length > 0 && still.toAct.length > 0 && still.amount.length > 0, "the same elements are read");
  assert.deepEqual(animated.filter((c) => c.animation !== "none").map((c) => c.animation), [], "no animation under reduced motion");
  assert.deepEqual(animated.filter((c) => c.transition.split(",").some((d) => parseFloat(d) > 0)).map((c) => c.transition), [],
    "no transition under reduced motion");
  await page.emulateMedia({ reducedMotion: "no-preference" });
  t.note(`dealt: ${moving.handDealt.length} card(s) in the hand, ${moving.seatDealt.length} in the seats; all still under reduced motion`);

  // The sound toggles: beside the turn's, both off at first, nothing heard.
  const deal = page.locator(byId("deal-sound-toggle"));
  const chips = page.locator(byId("chip-sound-toggle"));
  assert.equal(await deal.isChecked(), false, "the deal sound starts off");
  assert.equal(await chips.isChecked(), false, "the chip sound starts off");
  assert.equal(await page.locator(`${byId("table-menu")} ${byId("deal-sound-toggle")}`).count(), 1, "in the header's tools (the phone's menu)");
  assert.deepEqual(await tones(page), [], "no sound while every sound is off");
  await deal.check();
  await chips.check();
  assert.deepEqual(await page.evaluate(() => [localStorage.getItem("cardroom.sound.deal"), localStorage.getItem("cardroom.sound.chips")]),
    ["on", "on"], "both remembered");

  // Remembered after a reload; the first view after it sounds nothing.
  await page.reload();
  s = await waitState(page, (x) => !x.loading && x.connection === "open" && x.enabled.length > 0 && !x.pending, "the table after the reload", 15_000);
  assert.equal(await deal.isChecked(), true, "the deal sound stays on after a reload");
  assert.equal(await chips.isChecked(), true, "the chip sound stays on after a reload");
  assert.deepEqual(await tones(page), [], "nothing sounds on the first view after the reload");

  // The phone's menu holds them: screenshots of it, and the accessibility check with it open.
  await setViewport(page, PHONE);
  await page.click(byId("menu-toggle"));
  await page.locator(byId("chip-sound-toggle")).waitFor();
  await screenshot(t, page, "motion-menu-phone");
  const { problems } = await checkA11y(page, "motion-menu-phone", t);
  assert.deepEqual(problems, [], `accessibility problems:\n${problems.join("\n")}`);
  await page.click(byId("menu-toggle"));
  await setViewport(page, DESKTOP);
  await screenshot(t, page, "motion-desktop");

  // Play on: chips in whenever she can (a bet, a call), a card taken when offered, until both
  // sounds were heard (a take or the next hand's deal; her chips or the bot's).
  const heard = () => tones(page).then((f) => ({ deal: f.includes(DEAL), chips: f.includes(CHIPS) }));
  for (let i = 0; i < 40; i++) {
    const h = await heard();
    if (h.deal && h.chips) break;
    s = await waitState(page, (x) => x.enabled.length > 0 && !x.pending && !x.result, "Mia's next decision", 30_000);
    const en = s.enabled;
    const pick = (!h.chips && ["action-bet", "action-call", "action-raise"].find((b) => en.includes(b)))
      || (!h.deal && en.includes("action-take") && "action-take")
      || ["action-check", "action-stand", "action-call", "action-take"].find((b) => en.includes(b))
      || en.find((b) => b !== "action-fold");
    s = await act(page, { testid: pick });
  }
  await page.waitForFunction(([d, c]) => window.__e2eTones.includes(d) && window.__e2eTones.includes(c), [DEAL, CHIPS], { timeout: 10_000 });
  const played = await tones(page);
  assert.ok(!played.includes(TURN), `the turn's sound stays off: ${played}`);
  t.note(`tones heard: ${played.join(" ")}`);
  assertNoErrors(mia);
}
