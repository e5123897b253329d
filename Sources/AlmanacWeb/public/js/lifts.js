// Lifts: live capture on the record page. Reads the clip over Web Serial (USB) or Web Bluetooth
// (a Nordic UART service) where the browser has them, or plays a simulated set; shows the bar's
// height and the rep count as lines arrive (the server's analysis, asked every few seconds), keeps
// the lines in sessionStorage so a reload mid-set loses nothing, and on "Complete lift" puts them
// in the form's text area and submits it. Without a connection the set stays on the device
// (sessionStorage) and is sent as soon as the server answers again. Without JavaScript the form
// takes a file or pasted text.

import { csrfToken, reachable } from "./app.js";

const RETRY_MS = 5000;

const Events = Object.freeze({
  start: "lifts:start",
  line: "lifts:line",
  complete: "lifts:complete",
  failed: "lifts:failed",
});

const UART_SERVICE = "6e400001-b5a3-f393-e0a9-e50e24dcca9e";
const UART_TX = "6e400003-b5a3-f393-e0a9-e50e24dcca9e";
const STORAGE_KEY = "almanac.lifts.capture";
const SVG_NS = "http://www.w3.org/2000/svg";

export function mount(element) {
  if (element.classList.contains("lift-figure")) mountChart(element);
  else if (element.dataset.restSince) mountRestTimer(element);
  else mountCapture(element);
}

/**
 * Values under the pointer on the server-drawn charts. A trace chart (data-hover=trace) gets a
 * vertical cursor and a readout of each line's value at that time (read back from the drawn
 * points with the chart's scales, data-plot/x/y); the pointer, a finger, or the arrow keys (the
 * chart takes focus) move it. On the bar and point charts (data-hover=marks) each bar or point
 * takes focus and its title shows in the readout. Without JavaScript the titles are tooltips.
 */
function mountChart(figure) {
  const svg = figure.querySelector("svg[data-hover]");
  if (!svg) return;
  const readout = document.createElement("output");
  readout.className = "lift-readout";
  readout.setAttribute("aria-live", "polite");
  readout.textContent = svg.dataset.hover === "trace" ? "Point at the chart, or focus it and use ← →, to read values." : "Point at or focus a bar or dot to read it.";
  figure.insertBefore(readout, figure.querySelector("figcaption"));
  if (svg.dataset.hover === "trace") mountTrace(svg, readout);
  else mountMarks(svg, readout);
}

function mountMarks(svg, readout) {
  for (const mark of svg.querySelectorAll("rect, circle")) {
    const title = mark.querySelector("title");
    if (!title) continue;
    mark.setAttribute("tabindex", "0");
    mark.classList.add("lift-mark");
    const show = () => {
      for (const other of svg.querySelectorAll(".lift-mark.is-active")) other.classList.remove("is-active");
      mark.classList.add("is-active");
      readout.classList.add("is-live");
      readout.textContent = title.textContent;
    };
    mark.addEventListener("pointerenter", show);
    mark.addEventListener("pointerdown", show);
    mark.addEventListener("focus", show);
  }
}

function mountTrace(svg, readout) {
  const numbers = (text) => (text || "").split(",").map(Number);
  const [left, top, right, bottom] = numbers(svg.dataset.plot);
  const [minX, maxX] = numbers(svg.dataset.x);
  const [low, high] = numbers(svg.dataset.y);
  const unit = svg.dataset.unit || "";
  if (![left, top, right, bottom, minX, maxX, low, high].every(Number.isFinite) || maxX <= minX || right <= left) return;
  // Each named line's points, in viewBox units, sorted by x (a line may be drawn in several runs).
  const series = new Map();
  for (const line of svg.querySelectorAll("polyline[data-name]")) {
    const points = series.get(line.dataset.name) || [];
    for (const pair of line.getAttribute("points").trim().split(/\s+/)) {
      const [x, y] = pair.split(",").map(Number);
      if (Number.isFinite(x) && Number.isFinite(y)) points.push([x, y]);
    }
    series.set(line.dataset.name, points);
  }
  for (const points of series.values()) points.sort((a, b) => a[0] - b[0]);
  const bands = [...svg.querySelectorAll("rect[data-rep]")].map((rect) => ({
    rep: rect.dataset.rep,
    from: Number(rect.getAttribute("x")),
    to: Number(rect.getAttribute("x")) + Number(rect.getAttribute("width")),
  }));
  const cursor = document.createElementNS(SVG_NS, "line");
  cursor.setAttribute("class", "lift-cursor");
  cursor.setAttribute("y1", String(top));
  cursor.setAttribute("y2", String(bottom));
  cursor.setAttribute("visibility", "hidden");
  svg.appendChild(cursor);
  svg.setAttribute("tabindex", "0");
  let current = null;

  const valueAt = (points, x) => {
    // Nearest drawn point within two per cent of the width; a gap reads as no value.
    let best = null;
    for (const point of points) if (!best || Math.abs(point[0] - x) < Math.abs(best[0] - x)) best = point;
    if (!best || Math.abs(best[0] - x) > (right - left) * 0.02) return null;
    return low + (1 - (best[1] - top) / (bottom - top)) * (high - low);
  };
  const format = (value) => (Math.abs(value) >= 10 ? value.toFixed(1) : value.toFixed(2));
  const show = (x) => {
    current = Math.min(right, Math.max(left, x));
    cursor.setAttribute("x1", current.toFixed(1));
    cursor.setAttribute("x2", current.toFixed(1));
    cursor.setAttribute("visibility", "visible");
    const seconds = minX + ((current - left) / (right - left)) * (maxX - minX);
    const parts = [`${seconds.toFixed(2)} s`];
    const band = bands.find((b) => current >= b.from && current <= b.to);
    if (band) parts.push(`rep ${band.rep}`);
    for (const [name, points] of series) {
      const value = valueAt(points, current);
      parts.push(`${name} ${value === null ? "–" : `${format(value)} ${unit}`}`);
    }
    readout.classList.add("is-live");
    readout.textContent = parts.join(" · ");
  };
  const fromEvent = (event) => {
    const matrix = svg.getScreenCTM();
    if (!matrix) return null;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return point.x;
  };
  svg.addEventListener("pointermove", (event) => {
    const x = fromEvent(event);
    if (x !== null) show(x);
  });
  svg.addEventListener("pointerdown", (event) => {
    const x = fromEvent(event);
    if (x !== null) show(x);
  });
  svg.addEventListener("keydown", (event) => {
    const step = (right - left) / 100;
    const at = current ?? left;
    let next = null;
    if (event.key === "ArrowRight") next = at + (event.shiftKey ? step * 10 : step);
    else if (event.key === "ArrowLeft") next = at - (event.shiftKey ? step * 10 : step);
    else if (event.key === "Home") next = left;
    else if (event.key === "End") next = right;
    if (next === null) return;
    event.preventDefault();
    show(next);
  });
  svg.addEventListener("focus", () => show(current ?? left));
}

/** The rest since the set was recorded, counting up as m:ss (the page shows the time without JavaScript). */
function mountRestTimer(element) {
  const since = Date.parse(element.dataset.restSince);
  const output = element.querySelector("[data-role=rest]");
  if (!output || Number.isNaN(since)) return;
  const tick = () => {
    const seconds = Math.max(0, Math.floor((Date.now() - since) / 1000));
    output.textContent = seconds >= 3600 ? "over an hour" : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
  };
  tick();
  setInterval(tick, 1000);
}

function mountCapture(form) {
  const live = form.querySelector(".lift-live");
  const status = form.querySelector(".lift-live-status");
  const counter = form.querySelector(".lift-live-counter");
  const reps = form.querySelector("[data-role=reps]");
  const chart = form.querySelector(".lift-live-trace");
  const textarea = form.querySelector("textarea[name=stream]");
  const file = form.querySelector("input[name=file]");
  const buttons = Object.fromEntries([...form.querySelectorAll("button[data-action]")].map((b) => [b.dataset.action, b]));
  if (!live || !textarea) return;
  live.hidden = false;
  if (!("serial" in navigator)) buttons.serial.hidden = true;
  if (!("bluetooth" in navigator)) buttons.bluetooth.hidden = true;

  const state = { lines: [], heights: [], started: 0, stop: null, analysing: false, lastAnalysed: 0, sonarLines: 0 };

  const saved = sessionStorage.getItem(STORAGE_KEY);
  if (saved) {
    state.lines = saved.split("\n").filter((l) => l);
    for (const line of state.lines) noteHeight(line);
    showLive(`A set in progress was kept (${state.lines.length} lines). Complete lift to save it.`);
    buttons.complete.hidden = false;
    live.classList.add("is-lifting");
    draw();
  }

  function showLive(message) {
    status.textContent = message;
    counter.hidden = false;
    // An SVG element has no `hidden` property; the attribute is removed instead.
    chart.removeAttribute("hidden");
  }

  function noteHeight(line) {
    const match = /(?:^|\s)s:(-?\d+(?:\.\d+)?)\s*$/.exec(line);
    if (!match) return;
    state.sonarLines += 1;
    const value = Number(match[1]);
    if (value > 0 && value <= 400) state.heights.push(value);
    if (state.heights.length > 300) state.heights.shift();
  }

  function draw() {
    chart.replaceChildren();
    if (state.heights.length < 2) return;
    const low = Math.min(...state.heights);
    const high = Math.max(...state.heights, low + 1);
    const points = state.heights
      .map((h, i) => `${((i / 299) * 640).toFixed(1)},${(150 - ((h - low) / (high - low)) * 140).toFixed(1)}`)
      .join(" ");
    const line = document.createElementNS(SVG_NS, "polyline");
    line.setAttribute("class", "line position");
    line.setAttribute("points", points);
    chart.append(line);
  }

  function params() {
    const query = new URLSearchParams();
    for (const name of ["lift", "load", "rate", "unit"]) {
      const value = form.elements[name]?.value;
      if (value) query.set(name, value);
    }
    return query;
  }

  async function analyse() {
    if (state.analysing || state.sonarLines < 40 || Date.now() - state.lastAnalysed < 1500) return;
    state.analysing = true;
    state.lastAnalysed = Date.now();
    try {
      const response = await fetch(`${form.dataset.analyze}?${params()}`, {
        method: "POST",
        headers: { "Content-Type": "text/plain", "X-CSRF-Token": csrfToken() },
        body: state.lines.join("\n"),
        credentials: "same-origin",
      });
      if (response.ok) reps.textContent = String((await response.json()).reps.length);
    } finally {
      state.analysing = false;
    }
  }

  async function handle(event, detail) {
    switch (event) {
      case Events.start: {
        state.stop?.();
        state.lines = [];
        state.heights = [];
        state.sonarLines = 0;
        state.started = performance.now();
        reps.textContent = "0";
        sessionStorage.removeItem(STORAGE_KEY);
        showLive("Lift in progress…");
        buttons.complete.hidden = false;
        // While lifting, Complete lift is the one button: the start buttons step aside.
        live.classList.add("is-lifting");
        try {
          state.stop = await detail.source((line) => handle(Events.line, line));
        } catch (error) {
          handle(Events.failed, error);
        }
        break;
      }
      case Events.line: {
        let line = String(detail).trim();
        if (!line) return;
        // Lines from a device get the time they arrived, unless the clip stamps them itself.
        if (detail.stamp === true && /^[sa]:/.test(line)) line = `${Math.round(performance.now() - state.started)} ${line}`;
        state.lines.push(line);
        sessionStorage.setItem(STORAGE_KEY, state.lines.join("\n"));
        noteHeight(line);
        draw();
        analyse();
        break;
      }
      case Events.complete: {
        state.stop?.();
        state.stop = null;
        if (!state.lines.length) {
          status.textContent = "Nothing was recorded yet.";
          live.classList.remove("is-lifting");
          return;
        }
        textarea.value = state.lines.join("\n") + "\n";
        if (file) file.value = "";
        // The set leaves the device only when the server can take it.
        while (!(await reachable())) {
          status.textContent = "No connection: the set is kept on this device and is sent when the connection is back.";
          await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
        }
        sessionStorage.removeItem(STORAGE_KEY);
        status.textContent = "Analysing the set…";
        form.requestSubmit();
        break;
      }
      case Events.failed: {
        status.textContent = `Could not read the clip: ${detail?.message ?? detail}. Upload a stream file instead.`;
        live.classList.remove("is-lifting");
        break;
      }
    }
  }

  // A line from a device, marked to be timestamped on arrival.
  function deviceLine(emit) {
    return (text) => {
      const line = new String(text);
      line.stamp = true;
      emit(line);
    };
  }

  function splitter(emit) {
    let rest = "";
    return (chunk) => {
      rest += chunk;
      const parts = rest.split(/\r?\n/);
      rest = parts.pop();
      for (const part of parts) emit(part);
    };
  }

  async function serialSource(emit) {
    const port = await navigator.serial.requestPort();
    await port.open({ baudRate: 115200 });
    const reader = port.readable.pipeThrough(new TextDecoderStream()).getReader();
    const push = splitter(deviceLine(emit));
    let open = true;
    (async () => {
      while (open) {
        const { value, done } = await reader.read();
        if (done) break;
        push(value);
      }
    })().catch((error) => handle(Events.failed, error));
    return () => {
      open = false;
      reader.cancel().finally(() => port.close().catch(() => {}));
    };
  }

  async function bluetoothSource(emit) {
    const device = await navigator.bluetooth.requestDevice({ filters: [{ services: [UART_SERVICE] }] });
    const server = await device.gatt.connect();
    const service = await server.getPrimaryService(UART_SERVICE);
    const tx = await service.getCharacteristic(UART_TX);
    const decoder = new TextDecoder();
    const push = splitter(deviceLine(emit));
    const listener = (event) => push(decoder.decode(event.target.value));
    tx.addEventListener("characteristicvaluechanged", listener);
    await tx.startNotifications();
    return () => {
      tx.removeEventListener("characteristicvaluechanged", listener);
      device.gatt.disconnect();
    };
  }

  async function simulatedSource(emit) {
    const query = params();
    query.delete("rate");
    query.delete("unit");
    const goal = form.elements.goalReps?.value;
    if (goal) query.set("reps", goal);
    const response = await fetch(`${form.dataset.simulate}?${query}`, { credentials: "same-origin" });
    if (!response.ok) throw new Error((await response.json().catch(() => null))?.error?.message ?? `status ${response.status}`);
    const lines = (await response.text()).split("\n");
    let index = 0;
    // Four times real time: eight 20 Hz lines every 100 ms.
    const timer = setInterval(() => {
      for (let n = 0; n < 8 && index < lines.length; n += 1, index += 1) emit(lines[index]);
      if (index >= lines.length) {
        clearInterval(timer);
        status.textContent = "Simulated set done: press Complete lift.";
      }
    }, 100);
    return () => clearInterval(timer);
  }

  buttons.serial.addEventListener("click", () => handle(Events.start, { source: serialSource }));
  buttons.bluetooth.addEventListener("click", () => handle(Events.start, { source: bluetoothSource }));
  buttons.simulate.addEventListener("click", () => handle(Events.start, { source: simulatedSource }));
  buttons.complete.addEventListener("click", () => handle(Events.complete));
}
