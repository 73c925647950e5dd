// The table in people's hands: for each game, on a phone (390×844), a tablet (800×1280) and a
// laptop (1280×800), a player sits down with two bots and, when their turn comes, finds every
// action button inside the window without scrolling, with the pot (chips) and their clock; no
// element wider than the window, no heading or table cell broken inside a word, no serious axe
// finding. The screenshots (layout-GAME-SIZE.png) are web/README.md's gallery
// (scripts/gallery copies them).
import assert from "node:assert/strict";
import { checkA11y, horizontalOverflow } from "../lib/a11y.mjs";
import { assertNoErrors, newPerson, screenshot, sitDown, waitState } from "../lib/helpers.mjs";

export const SIZES = [
  { name: "phone", width: 390, height: 844 },
  { name: "tablet", width: 800, height: 1280 },
  { name: "laptop", width: 1280, height: 800 },
];
const GAMES = ["15-35", "7-27", "535"];

// Where each thing the player needs on their turn lies against the window (as it stands: no
// scrolling), and what is wider than its box.
export function measure() {
  const inside = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.left >= -0.5 && r.top >= -0.5 &&
      r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5;
  };
  const buttons = [...document.querySelectorAll('[data-testid="actions"] button[data-testid^="action-"]')];
  const pot = document.querySelector('[data-testid="pot"]');
  const clock = document.querySelector(".seat.you .countdown");
  // Text broken inside a word: a heading or cell whose content is wider than its box.
  const broken = [...document.querySelectorAll("h1, h2, h3, th, td, .seat-name")]
    .filter((el) => el.getClientRects().length && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflow === "visible")
    .map((el) => `${el.tagName.toLowerCase()} "${el.textContent.trim().slice(0, 40)}"`);
  // An element wider than the window (the page itself scrolling sideways is measured apart).
  const wide = [...document.querySelectorAll("body *")]
    .filter((el) => el.getClientRects().length && el.getBoundingClientRect().width > innerWidth + 0.5)
    .map((el) => el.getAttribute("data-testid") ?? el.className ?? el.tagName);
  return {
    buttons: buttons.map((b) => ({ id: b.getAttribute("data-testid"), inside: inside(b) })),
    pot: pot ? inside(pot) : null,
    clock: clock ? inside(clock) : null,
    broken, wide,
  };
}

async function turnAt(t, game, size, problems) {
  const five35 = game === "535";
  // A long timer, so that a clock shows and never runs out while the page is measured.
  const table = await t.api.createTable({
    name: `Layout ${game} ${size.name}`, games: [game], seats: 3, timer_s: 600, pause_s: 1,
    bots: [{ seat: 1, kind: "easy" }, { seat: 2, kind: "easy" }],
  });
  const person = await newPerson(t, `layout-${game}-${size.name}`, { viewport: { width: size.width, height: size.height } });
  const { page } = person;
  await sitDown(page, table.id, "Ann");
  await waitState(page, (x) => x.enabled.length > 0 && !x.pending && !x.result, `Ann's turn (${game}, ${size.name})`, 30_000);
  // The page settles: the bar's height, the scroll to the table.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const m = await page.evaluate(measure);
  const where = `${game} ${size.name} (${size.width}×${size.height})`;
  await screenshot(t, page, `layout-${game}-${size.name}`);
  assert.ok(m.buttons.length > 0, `${where}: no action button`);
  const outside = m.buttons.filter((b) => !b.inside).map((b) => b.id);
  assert.deepEqual(outside, [], `${where}: action buttons outside the window: ${outside.join(", ")}`);
  if (!five35) assert.equal(m.pot, true, `${where}: the pot is not in the window`);
  assert.equal(m.clock, true, `${where}: the player's clock is not in the window`);
  assert.deepEqual(m.broken, [], `${where}: text broken inside a word: ${m.broken.join("; ")}`);
  assert.deepEqual(m.wide, [], `${where}: elements wider than the window: ${m.wide.join(", ")}`);
  assert.equal(await horizontalOverflow(page), 0, `${where}: the page scrolls sideways`);
  problems.push(...(await checkA11y(page, `layout-${game}-${size.name}`, t)).problems);
  t.note(`${where}: ${m.buttons.length} buttons in the window, pot ${m.pot}, clock ${m.clock}`);
  assertNoErrors(person);
  await page.close();
}

export async function layoutTest(t) {
  const problems = [];
  for (const game of GAMES) {
    for (const size of SIZES) await turnAt(t, game, size, problems);
  }
  assert.deepEqual(problems, [], `accessibility problems:\n${problems.join("\n")}`);
}
