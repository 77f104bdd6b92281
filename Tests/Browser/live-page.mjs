// Drives headless Chromium through the DevTools protocol against `obslab serve food-truck`:
// loads the live page, really clicks "Add order" in each variant (mouse events at the
// button's place on screen), and checks that the views that flashed and the counts shown
// are the ones the shell's trace gives for the same actions. Saves a screenshot. Then, on
// `scaling` with 2,000 rows, checks that the page after taps (built from the changes each
// tap sent) shows exactly what a reload shows, that a tap's answer does not grow with the
// tree (200 vs 2,000 rows), and that a page that missed an update reloads the whole state.
//
//   node --experimental-websocket Tests/Browser/live-page.mjs [obslab binary] [screenshot.png]
//
// Needs Debian's `chromium` (or $CHROMIUM). Node 20's built-in WebSocket, nothing from npm.
import { spawn, execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import assert from "node:assert/strict";

const binary = process.argv[2] ?? ".build/debug/obslab";
const screenshotPath = process.argv[3] ?? ".build/browser/live-page.png";
const chromiumPath = process.env.CHROMIUM ?? "chromium";
const started = Date.now();
const scratch = mkdtempSync(join(tmpdir(), "obslab-browser-"));
const children = [];
const cleanUp = () => {
  for (const child of children) { try { child.kill("SIGKILL"); } catch {} }
  try { rmSync(scratch, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }); } catch {}
};
process.on("exit", cleanUp);
const fail = (message) => { console.error("browser test: " + message); process.exit(1); };
const timer = setTimeout(() => fail("timed out after 180 s"), 180_000);

// What the shell says the same actions do, from its JSON trace.
function shellTrace(taps) {
  const script = join(scratch, "taps.obslab");
  writeFileSync(script, Array(taps).fill('tap "Add order"').join("\n") + "\n");
  return JSON.parse(execFileSync(binary, ["run", "food-truck", "--script", script, "--format", "json"], { encoding: "utf8" }));
}

// Starts a process and resolves with the first match of `pattern` in its output.
function startAndWaitFor(command, args, pattern, stream) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    children.push(child);
    let seen = "";
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`${command} exited (${code}) before it was ready:\n${seen}`)));
    child[stream].on("data", (chunk) => {
      seen += chunk;
      const match = seen.match(pattern);
      if (match) resolve(match[1]);
    });
  });
}

// A minimal DevTools protocol client over one browser WebSocket, with flat sessions.
class DevTools {
  constructor(url) {
    this.socket = new WebSocket(url);
    this.next = 1;
    this.pending = new Map();
    this.listeners = [];
    this.socket.addEventListener("message", (event) => {
      const message = JSON.parse(event.data);
      if (message.id && this.pending.has(message.id)) {
        const { resolve, reject } = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (message.error) reject(new Error(JSON.stringify(message.error))); else resolve(message.result);
      } else if (message.method) {
        for (const listener of this.listeners) listener(message);
      }
    });
  }
  open() { return new Promise((resolve, reject) => { this.socket.onopen = resolve; this.socket.onerror = reject; }); }
  send(method, params = {}, sessionId) {
    const id = this.next++;
    this.socket.send(JSON.stringify({ id, method, params, sessionId }));
    return new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }));
  }
}

async function main() {
  const expected = [shellTrace(1), shellTrace(2)];

  const serverURL = await startAndWaitFor(binary, ["serve", "food-truck", "--port", "0"], /serving at (http:\/\/\S+)/, "stdout");
  const browserURL = await startAndWaitFor(chromiumPath, [
    "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
    "--remote-debugging-port=0", `--user-data-dir=${join(scratch, "profile")}`, "--window-size=1400,1100", "about:blank",
  ], /DevTools listening on (ws:\/\/\S+)/, "stderr");

  const devtools = new DevTools(browserURL);
  await devtools.open();
  const { targetId } = await devtools.send("Target.createTarget", { url: "about:blank" });
  const { sessionId } = await devtools.send("Target.attachToTarget", { targetId, flatten: true });
  const page = (method, params) => devtools.send(method, params, sessionId);
  const evaluate = async (expression) => {
    const { result, exceptionDetails } = await page("Runtime.evaluate", { expression, returnByValue: true, awaitPromise: true });
    if (exceptionDetails) throw new Error(`${expression}: ${JSON.stringify(exceptionDetails)}`);
    return result.value;
  };
  const waitFor = async (expression, what) => {
    for (let attempt = 0; attempt < 200; attempt++) {
      if (await evaluate(expression)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    fail(`waited 10 s for ${what}`);
  };
  // A real click: the mouse moves to the element's centre, presses and releases.
  const click = async (selector) => {
    const box = await evaluate(`(() => { const node = document.querySelector(${JSON.stringify(selector)});
      if (!node) return null; node.scrollIntoView({ block: "center" }); const r = node.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2, disabled: node.disabled === true }; })()`);
    if (!box) fail(`nothing on the page matches ${selector}`);
    assert.equal(box.disabled, false, `${selector} is disabled`);
    for (const type of ["mouseMoved", "mousePressed", "mouseReleased"]) {
      await page("Input.dispatchMouseEvent", { type, x: box.x, y: box.y, button: "left", clickCount: 1 });
    }
  };
  // What the page shows now, per variant: the views that flashed and every count.
  const shown = () => evaluate(`(() => {
    const result = {};
    for (const column of document.querySelectorAll("section.variant[data-variant]")) {
      const variant = column.dataset.variant;
      result[variant] = {
        ran: [...column.querySelectorAll(".view.ran")].map((box) => ({ view: box.dataset.view, runs: +box.dataset.runs, total: +box.dataset.total })),
        counts: [...document.querySelectorAll('.counts-table td[data-variant="' + variant + '"][data-kind="total"]')]
          .map((cell) => ({ view: cell.dataset.view, total: +cell.textContent })),
      };
    }
    return result;
  })()`);

  await page("Page.enable");
  await page("Runtime.enable");
  await page("Emulation.setDeviceMetricsOverride", { width: 1400, height: 1100, deviceScaleFactor: 1, mobile: false });
  await page("Page.navigate", { url: serverURL });
  await waitFor(`document.body && document.body.dataset.ready === "true" && !!document.querySelector("section.variant")`, "the page to load");

  const variants = await evaluate(`[...document.querySelectorAll("section.variant")].map((column) => column.dataset.variant)`);
  assert.deepEqual(variants, expected[0].variants.map((variant) => variant.name), "one column per variant, in order");

  for (const [tap, variant] of ["old", "new"].entries()) {
    // Click "Add order" on this variant's screen: the action runs in both variants.
    await click(`section.variant[data-variant="${variant}"] button[data-label="Add order"]`);
    await waitFor(`document.querySelectorAll(".step-chip").length === ${tap + 2}`, `step ${tap + 1} to appear`);
    const page = await shown();
    for (const trace of expected[tap].variants) {
      const step = trace.steps[tap + 1];
      const ran = step.views.filter((view) => view.runs > 0).map(({ view, runs, total }) => ({ view, runs, total }));
      assert.deepEqual(page[trace.name].ran, ran, `${trace.name} after tap ${tap + 1} (clicked in ${variant}): flashed views`);
      assert.deepEqual(page[trace.name].counts, step.views.map(({ view, total }) => ({ view, total })),
                       `${trace.name} after tap ${tap + 1}: counts table`);
    }
    console.log(`tap ${tap + 1} (clicked in ${variant}): old flashed ${page.old.ran.map((v) => v.view).join(", ")}; `
      + `new flashed ${page.new.ran.map((v) => v.view).join(", ")}`);
  }
  const oldRan = (await shown()).old.ran.length, newRan = (await shown()).new.ran.length;
  assert.equal(oldRan, 3, "old: three views run when an order is added");
  assert.equal(newRan, 1, "new: one view runs when an order is added");

  // A click on a box shows why its body ran, and what it depends on.
  await click(`section.variant[data-variant="new"] .view[data-view="ContentView/OrderList"] > .view-head`);
  await waitFor(`!!document.querySelector(".details h4")`, "the details of OrderList");
  const details = await evaluate(`document.querySelector(".details").innerText`);
  assert.match(details, /@dependencies changed\./, "the new OrderList's _printChanges reason");
  assert.match(details, /FoodTruckModel#1\.orders/, "the new OrderList's cause");
  assert.match(details, /tracks FoodTruckModel#1\.orders/, "the new OrderList's dependencies");

  // The timeline goes back: step 1's counts again, and the controls are read-only there.
  await click(`nav.timeline button.prev`);
  await waitFor(`document.querySelector(".step-chip.current").textContent === "1"`, "step 1 to be shown again");
  const back = await shown();
  assert.deepEqual(back.new.counts, expected[0].variants.find((v) => v.name === "new").steps[1].views.map(({ view, total }) => ({ view, total })),
                   "the counts table follows the timeline");
  assert.equal(await evaluate(`document.querySelector('button[data-label="Add order"]').disabled`), true, "past steps are read-only");
  await click(`nav.timeline button.next`);
  await waitFor(`document.querySelector(".step-chip.current").textContent === "2"`, "step 2 to be shown again");
  await evaluate(`new Promise((resolve) => setTimeout(resolve, 1500))`); // let the flash settle for the picture

  const { data } = await page("Page.captureScreenshot", { format: "png", captureBeyondViewport: true });
  execFileSync("mkdir", ["-p", screenshotPath.replace(/\/[^/]*$/, "") || "."]);
  writeFileSync(screenshotPath, Buffer.from(data, "base64"));

  // A lesson on the page: predict by ticking a view, run the step, read the lab's verdict.
  await evaluate(`(() => { const picker = document.getElementById("lesson-picker"); picker.value = "who-reruns";
    picker.dispatchEvent(new Event("change")); })()`);
  await waitFor(`!!document.querySelector("#lesson button.run") && document.querySelectorAll("section.variant").length === 1`,
                "the lesson and its scenario (old only)");
  await click(`#lesson input.predict[data-variant="old"][data-view="OrderList"]`);
  await click(`#lesson button.run`);
  await waitFor(`!!document.querySelector("#lesson .verdict")`, "the lesson's verdict");
  const verdict = await evaluate(`document.querySelector("#lesson .verdict").innerText`);
  assert.match(verdict, /✗ not quite\.\s+ContentView re-ran too: [^\n]*\s+DonutMenu re-ran too/,
               "the server judges the prediction by the shell's rules");
  const checks = await evaluate(`[...document.querySelectorAll("#lesson .verdict ul.checks li")].map((line) => line.textContent)`);
  const claims = checks.filter((line) => /^[✓✗] expect /.test(line));
  assert.equal(claims.length, 3, "the step's three expect lines were checked");
  assert.ok(claims.every((line) => line.startsWith("✓ ")), `every claim holds: ${claims.join(" | ")}`);
  console.log("lesson who-reruns, step 1: prediction compared, 3 claims held");

  // The player as drawn, without the flash (an animation restarted on every render).
  const snapshot = () => evaluate(`(() => {
    const clone = document.getElementById("live-player").cloneNode(true);
    clone.querySelectorAll(".flash").forEach((node) => node.classList.remove("flash"));
    return clone.innerHTML;
  })()`);
  const chips = () => evaluate(`document.querySelectorAll(".step-chip").length`);
  const load = async (url) => {
    await page("Page.navigate", { url });
    await waitFor(`document.body && document.body.dataset.ready === "true" && !!document.querySelector("section.variant")`,
                  "the page to load");
  };
  const sameAsReload = async (url, what) => {
    const before = await snapshot();
    await load(url);
    const after = await snapshot();
    assert.ok(before === after, `${what}: the page shows what a reload shows (${before.length} vs ${after.length} `
      + `characters; first difference at ${[...before].findIndex((c, i) => c !== after[i])})`);
  };

  // Rows come and go, different views run in each step: after every action the page,
  // built from the changes it was sent, shows what a reload shows.
  const migrationURL = await startAndWaitFor(binary, ["serve", "migration", "--port", "0"], /serving at (http:\/\/\S+)/, "stdout");
  await load(migrationURL);
  const typeInto = async (label, text) => {
    const field = `section.variant[data-variant="new"] input[data-label="${label}"]`;
    await click(field);
    await page("Input.insertText", { text });
    await page("Input.dispatchKeyEvent", { type: "keyDown", key: "Enter", code: "Enter", windowsVirtualKeyCode: 13 });
    await page("Input.dispatchKeyEvent", { type: "keyUp", key: "Enter", code: "Enter", windowsVirtualKeyCode: 13 });
  };
  const migrationActions = [
    ["toggle Read 1", () => click(`section.variant[data-variant="new"] input[data-label="Read 1"]`)],
    ["tap Add book", () => click(`section.variant[data-variant="old"] button[data-label="Add book"]`)],
    ["type Title 2 !", () => typeInto("Title 2", "!")],
    ["tap Sync", () => click(`section.variant[data-variant="new"] button[data-label="Sync"]`)],
    ["type Filter S", () => typeInto("Filter", "S")],
  ];
  let migrationPartial = 0;
  for (const [index, [what, act]] of migrationActions.entries()) {
    await act();
    await waitFor(`document.querySelectorAll(".step-chip").length === ${index + 2}`, `migration: ${what}`);
    migrationPartial += +(await evaluate(`document.body.dataset.partialDraws || 0`));
    await sameAsReload(migrationURL, `migration, ${what}`);
  }
  assert.ok(migrationPartial >= 1, "a step that kept every view in place was drawn in part");
  console.log(`migration: after each of ${migrationActions.length} actions the page equals a reload `
    + `(${migrationPartial} drawn in part)`);

  // Scrolling a lazy container from the page: its controls are the shell's `scroll`; the
  // rows that come in are drawn (the body that holds the list does not run), as a reload shows.
  const listURL = await startAndWaitFor(binary, ["serve", "food-truck", "--port", "0"], /serving at (http:\/\/\S+)/, "stdout");
  for (let order = 0; order < 20; order++) {
    const response = await fetch(listURL + "api/action", { method: "POST", headers: { "Content-Type": "application/json" },
                                                           body: JSON.stringify({ verb: "tap", label: "Add order" }) });
    assert.equal(response.status, 200, `order ${order + 1}`);
  }
  await load(listURL);
  const orders = () => evaluate(`[...document.querySelectorAll('section.variant[data-variant="old"] .text')]
    .map((node) => node.textContent).filter((text) => /^Order \\d+$/.test(text))`);
  assert.deepEqual(await orders(), Array.from({ length: 15 }, (_, i) => `Order ${i + 1}`),
                   "the order list shows its first 16 rows: the count and orders 1 to 15");
  await click(`.events button[data-verb="scroll"][data-label="List"][data-value="down"]`);
  await waitFor(`document.querySelectorAll(".step-chip").length === 22`, "the scroll's step");
  assert.equal(await evaluate(`document.querySelector("nav.timeline .step-title code.action").textContent`),
               "scroll List down", "the page sent the shell's scroll");
  assert.deepEqual(await orders(), Array.from({ length: 16 }, (_, i) => `Order ${i + 5}`),
                   "after scrolling down, rows 6 to 21 are drawn: orders 5 to 20");
  await sameAsReload(listURL, "food-truck, scrolled down");
  const rowField = `.events input.scroll-row[data-label="List"]`;
  await click(rowField);
  await page("Input.insertText", { text: "3" });
  await page("Input.dispatchKeyEvent", { type: "keyDown", key: "Enter", code: "Enter", windowsVirtualKeyCode: 13 });
  await page("Input.dispatchKeyEvent", { type: "keyUp", key: "Enter", code: "Enter", windowsVirtualKeyCode: 13 });
  await waitFor(`document.querySelectorAll(".step-chip").length === 23`, "the scroll to row 3");
  assert.deepEqual(await orders(), Array.from({ length: 16 }, (_, i) => `Order ${i + 2}`),
                   "scrolled to row 3: orders 2 to 17");
  await sameAsReload(listURL, "food-truck, scrolled to row 3");
  console.log("scroll from the page: down, then to row 3, each the shell's scroll, each equal to a reload");

  // A long session: the page keeps the steps the server keeps (30 to 45, the oldest
  // dropped down to 30, the first kept made whole), and shows what a reload shows.
  const counterURL = await startAndWaitFor(binary, ["serve", "counter", "--port", "0"], /serving at (http:\/\/\S+)/, "stdout");
  await load(counterURL);
  for (let tap = 1; tap <= 50; tap++) {
    await click(`button[data-label="Increment"]`);
    await waitFor(`document.querySelector("nav.timeline .step-title strong").textContent === "Step ${tap}"`, `counter tap ${tap}`);
  }
  assert.equal(await chips(), 35, "after 50 taps the page keeps steps 16 to 50");
  assert.match(await evaluate(`document.querySelector("nav.timeline .step-title").textContent`),
               /steps before 16 are no longer kept/, "and says the earlier ones are not");
  await sameAsReload(counterURL, "counter, after 50 taps");
  await click(`nav.timeline button.prev`);
  await waitFor(`document.querySelector(".step-chip.current").textContent === "49"`, "step 49 of the counter");
  const counterStepBack = await snapshot();
  await load(counterURL);
  await click(`nav.timeline button.prev`);
  await waitFor(`document.querySelector(".step-chip.current").textContent === "49"`, "step 49 after the reload");
  assert.ok(counterStepBack === await snapshot(), "counter: an earlier step shows the same after a reload");
  console.log("counter: after 50 taps the page keeps the 35 steps the server keeps and equals a reload");

  // A large tree: the page applies each tap's changes; a reload must show the same.
  const largeURL = await startAndWaitFor(binary, ["serve", "scaling", "--set", "n=2000", "--port", "0"],
                                         /serving at (http:\/\/\S+)/, "stdout");
  await load(largeURL);
  const rows = await evaluate(`document.querySelectorAll('section.variant[data-variant="new"] .view').length`);
  assert.equal(rows, 2001, "the new variant shows the board and its 2,000 rows");
  for (let tap = 1; tap <= 3; tap++) {
    await click(`section.variant[data-variant="${tap % 2 ? "new" : "old"}"] button[data-label="Score for player 1"]`);
    await waitFor(`document.querySelectorAll(".step-chip").length === ${tap + 1}`, `large tap ${tap}`);
  }
  assert.equal(await evaluate(`document.body.dataset.partialDraws`), "3", "each tap was drawn in part");
  const lastDraw = await evaluate(`document.body.dataset.lastDrawMs`);
  const afterTaps = await snapshot();
  const ranAfterTaps = await shown();
  assert.equal(ranAfterTaps.new.ran.length, 1, "new: one row ran");
  assert.equal(ranAfterTaps.old.ran.length, 2001, "old: the board and every row ran");
  await click(`nav.timeline button.prev`);
  await waitFor(`document.querySelector(".step-chip.current").textContent === "2"`, "step 2 of the large tree");
  const stepBackAfterTaps = await shown();
  await load(largeURL);
  assert.equal(await chips(), 4, "the reload shows the first render and three taps");
  const reloaded = await snapshot();
  assert.ok(afterTaps === reloaded, `after three taps the page shows what a reload shows (${afterTaps.length} vs `
    + `${reloaded.length} characters; first difference at ${[...afterTaps].findIndex((c, i) => c !== reloaded[i])})`);
  await click(`nav.timeline button.prev`);
  await waitFor(`document.querySelector(".step-chip.current").textContent === "2"`, "step 2 after the reload");
  // GET /api/state keeps the screens of earlier steps within 1 MB; at 2,000 rows (a tap
  // that re-runs every old row is 1 MB by itself) an earlier step comes back as its
  // counts, drawn as the tree of views, and says so.
  assert.deepEqual(await shown(), stepBackAfterTaps, "an earlier step shows the same counts after a reload");
  assert.match(await evaluate(`document.querySelector("nav.timeline .step-title").textContent`),
               /only the counts of this step were kept, not its screen/, "and says its screen was not kept");
  console.log(`scaling n=2000: after 3 taps, each drawn in part (the last in ${lastDraw} ms), the page equals a reload `
    + `(${afterTaps.length} characters of HTML)`);

  // Another tab acts: this page's next answer does not apply to what it shows, so it
  // loads the whole state, and shows what a reload shows.
  await click(`nav.timeline button.next`);
  await waitFor(`document.querySelector(".step-chip.current").textContent === "3"`, "the latest step again");
  const other = await fetch(largeURL + "api/action", { method: "POST", headers: { "Content-Type": "application/json" },
                                                       body: JSON.stringify({ verb: "tap", label: "Score for player 1" }) });
  assert.equal(other.status, 200, "the other tab's tap");
  await click(`section.variant[data-variant="new"] button[data-label="Score for player 1"]`);
  await waitFor(`document.body.dataset.resynchronized === "1" && document.querySelectorAll(".step-chip").length === 6`,
                "the page to load the whole state after missing an update");
  const resynchronized = await snapshot();
  await load(largeURL);
  assert.ok(resynchronized === await snapshot(), "after missing an update the page shows what a reload shows");
  console.log("a page that missed an update (another tab tapped) reloaded the whole state");
  // Another tab loads another scenario: this page's tap is refused, and the page shows
  // the scenario the other tab loaded, with the shell's message.
  const loaded = await fetch(largeURL + "api/action", { method: "POST", headers: { "Content-Type": "application/json" },
                                                        body: JSON.stringify({ verb: "load", scenario: "counter" }) });
  assert.equal(loaded.status, 200, "the other tab's load");
  await click(`section.variant[data-variant="new"] button[data-label="Score for player 1"]`);
  await waitFor(`document.body.dataset.resynchronized === "1"`, "the page to catch up after a refused tap");
  assert.equal(await evaluate(`document.querySelector(".scenario-head code.id").textContent`), "counter",
               "the page shows what the other tab loaded");
  assert.match(await evaluate(`document.getElementById("error").textContent`), /Score for player 1/, "and why the tap was refused");
  console.log("a tap refused because another tab loaded another scenario brought the page up to date");

  // A tap's answer follows what changed, not the tree: one row runs at 200 and at 2,000 rows.
  const tapBytes = async (rows) => {
    const url = await startAndWaitFor(binary, ["serve", "scaling", "--variant", "new", "--set", `n=${rows}`, "--port", "0"],
                                      /serving at (http:\/\/\S+)/, "stdout");
    const sizes = [];
    for (let tap = 0; tap < 2; tap++) {
      const response = await fetch(url + "api/action", { method: "POST", headers: { "Content-Type": "application/json" },
                                                         body: JSON.stringify({ verb: "tap", label: "Score for player 1" }) });
      sizes.push((await response.arrayBuffer()).byteLength);
    }
    const state = (await (await fetch(url + "api/state")).arrayBuffer()).byteLength;
    return { tap: sizes[1], state };
  };
  const small = await tapBytes(200), large = await tapBytes(2000);
  // (Less than tenfold: the lessons are 150 KB of both, and at 2,000 rows the state keeps
  // only the screens that fit in 1 MB.)
  assert.ok(large.state > 3 * small.state, `the whole state grows with the tree (${small.state} vs ${large.state} bytes)`);
  assert.ok(large.tap <= small.tap * 1.1, `a tap's answer does not grow with the tree: ${small.tap} bytes at 200 rows, `
    + `${large.tap} at 2,000`);
  console.log(`one tap's answer: ${small.tap} bytes at 200 rows, ${large.tap} at 2,000 (whole state: ${small.state} vs ${large.state})`);

  // The HTML report replays the default script offline, step by step, from one file.
  const reportPath = join(scratch, "report.html");
  execFileSync(binary, ["report", "food-truck", "--out", reportPath, "--graphs", "builtin"]);
  const script = JSON.parse(execFileSync(binary, ["run", "food-truck", "--format", "json"], { encoding: "utf8" }));
  await page("Page.navigate", { url: "file://" + reportPath });
  await waitFor(`!!document.querySelector(".player[data-player] section.variant")`, "the report's player");
  const actions = script.variants[0].steps.length - 1;
  for (let step = 1; step <= actions; step++) {
    if (step > 1) {
      await click(`.player[data-player] nav.timeline button.next`);
      await waitFor(`document.querySelector(".player[data-player] .step-chip.current").textContent === "${step}"`, `report step ${step}`);
    }
    const replay = await shown();
    for (const trace of script.variants) {
      const ran = trace.steps[step].views.filter((view) => view.runs > 0).map(({ view, runs, total }) => ({ view, runs, total }));
      assert.deepEqual(replay[trace.name].ran, ran, `report, ${trace.name}, step ${step}: flashed views`);
    }
  }
  console.log(`report replayed ${actions} steps offline, each matching the shell's trace`);
  await evaluate(`new Promise((resolve) => setTimeout(resolve, 1500))`);
  const reportShot = await page("Page.captureScreenshot", { format: "png" });
  writeFileSync(screenshotPath.replace(/\.png$/, "-report.png"), Buffer.from(reportShot.data, "base64"));
  console.log(`browser test passed in ${((Date.now() - started) / 1000).toFixed(1)} s; screenshot: ${screenshotPath}`);
  clearTimeout(timer);
  devtools.socket.close();
  process.exit(0);
}

main().catch((error) => fail(error.stack ?? String(error)));
