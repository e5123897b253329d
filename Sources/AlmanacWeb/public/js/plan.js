// The plan grid's drawing and dragging; the page works without it (the "Add a block" form and each
// block's "Move" form). One handler takes the widget's named events:
//   draw        a press and drag over empty slots: fills the add form's start and length
//   dropSource  a to-do, goal or area dragged from the side list into a slot: adds a block there
//   dropBlock   a block dragged to another slot: moves it (same length)
// Every grid with a data-day takes drops: the day's and each column of the week's.
import { api } from "./app.js";

const STEP = 15;
const DAY = 24 * 60;

export function mount(root) {
  const grid = root.querySelector(".plan-day .plan-grid");
  const grids = [...root.querySelectorAll(".plan-grid[data-day]")];
  const form = root.querySelector("form.plan-add");
  if (!grid || !form) return;

  /** The minute of the quarter hour under a pointer's y position in `target` (a day's grid). */
  function minuteAt(clientY, target = grid) {
    const slot = target.querySelector(".plan-slot");
    const height = slot ? slot.getBoundingClientRect().height : 24;
    const offset = clientY - target.getBoundingClientRect().top;
    const row = Math.max(0, Math.floor(offset / height));
    return Math.min(DAY - STEP, (Number(target.dataset.firstMinute) || 0) + row * STEP);
  }

  function clock(minute) {
    const h = Math.floor(minute / 60), m = minute % 60;
    return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
  }

  function mark(from, to, target = grid) {
    for (const slot of root.querySelectorAll(".plan-slot.target")) slot.classList.remove("target");
    if (from === null) return;
    for (const slot of target.querySelectorAll(".plan-slot")) {
      const minute = Number(slot.dataset.minute);
      slot.classList.toggle("target", minute >= from && minute < to);
    }
  }

  function showError(error) {
    let note = root.querySelector(".plan-js-error");
    if (!note) {
      note = document.createElement("p");
      note.className = "flash error plan-js-error";
      note.setAttribute("role", "alert");
      grid.before(note);
    }
    note.textContent = error.message || String(error);
  }

  async function handle(event) {
    try {
      switch (event.type) {
        case "draw": {
          form.elements.start.value = clock(event.from);
          const minutes = Math.min(480, Math.max(STEP, event.to - event.from));
          const select = form.elements.minutes;
          if (![...select.options].some((o) => o.value === String(minutes))) select.add(new Option(`${minutes} min`, String(minutes)));
          select.value = String(minutes);
          form.scrollIntoView({ block: "center" });
          form.elements.title.focus();
          break;
        }
        case "dropSource": {
          // A to-do's block is its estimate (data-minutes, on the quarter hour), else 30 minutes; a goal's or area's an hour.
          const body = { day: event.day, start: clock(event.minute), minutes: Number(event.minutes) || (event.kind === "task" ? 30 : 60) };
          if (event.kind === "task") body.taskId = event.id;
          else { body.title = event.title; body[event.kind === "goal" ? "goalId" : "areaId"] = event.id; }
          if (event.minute + body.minutes > DAY) body.minutes = DAY - event.minute;
          await api("POST", "/api/v1/plan/blocks", body);
          location.reload();
          break;
        }
        case "dropBlock": {
          const minutes = Number(event.minutes);
          const start = Math.min(event.minute, DAY - minutes);
          await api("PATCH", `/api/v1/plan/blocks/${event.id}`, { day: event.day, start: clock(start) });
          location.reload();
          break;
        }
      }
    } catch (error) {
      showError(error);
    }
  }

  // Drawing: press on an empty slot, drag, release.
  let drawing = null;
  grid.addEventListener("pointerdown", (e) => {
    if (!e.target.classList.contains("plan-slot") && !e.target.classList.contains("plan-hour")) return;
    const start = minuteAt(e.clientY);
    drawing = { from: start, to: start + STEP };
    mark(drawing.from, drawing.to);
  });
  grid.addEventListener("pointermove", (e) => {
    if (!drawing) return;
    drawing.to = Math.max(drawing.from + STEP, minuteAt(e.clientY) + STEP);
    mark(drawing.from, drawing.to);
  });
  document.addEventListener("pointerup", () => {
    if (!drawing) return;
    const { from, to } = drawing;
    drawing = null;
    mark(null, 0);
    handle({ type: "draw", from, to });
  });

  // Drag and drop (HTML5): side list items and blocks carry what they are.
  root.addEventListener("dragstart", (e) => {
    const source = e.target.closest?.(".plan-source, .plan-block, .plan-week-block");
    if (!source) return;
    const payload = !source.classList.contains("plan-source")
      ? { what: "block", id: source.dataset.id, minutes: source.dataset.minutes }
      : { what: "source", kind: source.dataset.kind, id: source.dataset.id, title: source.dataset.title, minutes: source.dataset.minutes };
    e.dataTransfer.setData("application/x-almanac-plan", JSON.stringify(payload));
    e.dataTransfer.setData("text/plain", source.dataset.title || "");
    e.dataTransfer.effectAllowed = "copyMove";
  });
  for (const target of grids) {
    target.addEventListener("dragover", (e) => {
      if (![...e.dataTransfer.types].includes("application/x-almanac-plan")) return;
      e.preventDefault();
      const minute = minuteAt(e.clientY, target);
      mark(minute, minute + STEP, target);
    });
    target.addEventListener("dragleave", (e) => {
      if (!target.contains(e.relatedTarget)) mark(null, 0);
    });
    target.addEventListener("drop", (e) => {
      const data = e.dataTransfer.getData("application/x-almanac-plan");
      if (!data) return;
      e.preventDefault();
      mark(null, 0);
      const payload = JSON.parse(data);
      const minute = minuteAt(e.clientY, target);
      const day = target.dataset.day;
      if (payload.what === "block") handle({ type: "dropBlock", id: payload.id, minutes: payload.minutes, minute, day });
      else handle({ type: "dropSource", kind: payload.kind, id: payload.id, title: payload.title, minutes: payload.minutes, minute, day });
    });
  }
}
