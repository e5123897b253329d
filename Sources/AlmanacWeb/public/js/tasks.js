// Tasks: instant completing, moving (buttons, drag and drop, Alt+↑/↓), keyboard selection and a
// live preview of quick entry. Every page works without this file; it only makes it quicker.
import { api } from "/js/app.js";

/** The widget's events; DOM listeners only translate into these. */
const Events = Object.freeze({
  complete: "almanac:complete",
  move: "almanac:move",
  dropped: "almanac:dropped",
  headingDropped: "almanac:heading-dropped", // a heading (with its to-dos) dragged to another place
  select: "almanac:select",
  open: "almanac:open",
  focusEntry: "almanac:focus-entry",
  focusSearch: "almanac:focus-search",
  preview: "almanac:preview",
  useList: "almanac:use-list", // the preview's offer: put the existing list in place of the typed `#name`
  undo: "almanac:undo",
  addOffline: "almanac:add-offline", // quick entry sent without a network: it waits in the offline queue
});

export function mount(root) {
  root.classList.add("has-js");
  const state = { selected: null, drag: null, previewTimer: null, toastTimer: null };

  const rows = () => [...root.querySelectorAll(".task-row")];
  const rowOf = (element) => element?.closest?.(".task-row");
  const containerOf = (row) => row.closest("ul.task-rows")?.dataset.container;
  const siblingRow = (row, direction) => {
    let next = direction < 0 ? row.previousElementSibling : row.nextElementSibling;
    while (next && !next.classList.contains("task-row")) next = direction < 0 ? next.previousElementSibling : next.nextElementSibling;
    return next;
  };
  // A list with headings has one <ul data-heading="heading:ID"> per heading ("heading:" for the
  // to-dos under none); a row moved past the end of one goes into the next.
  const groups = () => [...root.querySelectorAll("ul.task-rows[data-heading]")];
  const headingOf = (row) => row.closest("ul.task-rows")?.dataset.heading;
  const adjacentGroup = (row, direction) => {
    const all = groups();
    const index = all.indexOf(row.closest("ul.task-rows"));
    return index < 0 ? null : all[index + direction] ?? null;
  };
  /** Moves `row` into the group before (its end) or after (its start); false when there is none. */
  const crossHeading = (row, direction) => {
    const group = adjacentGroup(row, direction);
    if (!group) return false;
    if (direction < 0) group.append(row); else group.prepend(row);
    return true;
  };

  function toast(message, { undo = false, error = false } = {}) {
    document.querySelector(".task-toast")?.remove();
    const box = document.createElement("div");
    box.className = `flash ${error ? "error" : "success"} task-toast`;
    box.setAttribute("role", error ? "alert" : "status");
    const text = document.createElement("span");
    text.textContent = message;
    box.append(text);
    if (undo) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "secondary";
      button.textContent = "Undo";
      button.addEventListener("click", () => dispatch(Events.undo));
      box.append(button);
    }
    document.body.append(box);
    clearTimeout(state.toastTimer);
    state.toastTimer = setTimeout(() => box.remove(), 8000);
  }

  /** Saves the row's new place: after the row above it, or before the row below. */
  async function saveOrder(row) {
    const previous = siblingRow(row, -1);
    const next = siblingRow(row, 1);
    const body = previous ? { after: previous.dataset.id } : next ? { before: next.dataset.id } : { to: "top" };
    body.container = containerOf(row);
    const heading = headingOf(row);
    if (heading !== undefined) body.heading = heading.slice("heading:".length) || null;
    try {
      await api("POST", `/api/v1/tasks/${row.dataset.id}/move`, body);
      toast(`Moved “${row.dataset.title}”.`, { undo: true });
    } catch (error) {
      toast(error.message, { error: true });
      setTimeout(() => location.reload(), 1200);
    }
  }

  /** Saves a dragged heading's place: after the heading above it, or before the one below. */
  async function saveHeadingOrder(section) {
    const sibling = (direction) => {
      let other = direction < 0 ? section.previousElementSibling : section.nextElementSibling;
      while (other && !other.dataset.headingId) other = direction < 0 ? other.previousElementSibling : other.nextElementSibling;
      return other;
    };
    const previous = sibling(-1);
    const next = sibling(1);
    const body = previous ? { after: previous.dataset.headingId } : next ? { before: next.dataset.headingId } : { to: "top" };
    try {
      await api("POST", `/api/v1/headings/${section.dataset.headingId}/move`, body);
      toast(`Moved the heading “${section.dataset.headingTitle}”.`, { undo: true });
    } catch (error) {
      toast(error.message, { error: true });
      setTimeout(() => location.reload(), 1200);
    }
  }

  const handlers = {
    async [Events.complete]({ row }) {
      const check = row.querySelector(".check");
      check?.setAttribute("aria-checked", "true");
      row.classList.add("is-leaving");
      try {
        const result = await api("POST", `/api/v1/tasks/${row.dataset.id}/complete`, undefined, {
          offline: `Complete “${row.dataset.title}”`,
        });
        const again = result.next ? " It comes back on its next date." : "";
        if (state.selected === row) dispatch(Events.select, { row: siblingRow(row, 1) ?? siblingRow(row, -1) });
        setTimeout(() => row.remove(), 300);
        if (result.queued) toast(`Completed “${row.dataset.title}” on this device; it syncs when the connection is back.`);
        else toast(`Completed “${row.dataset.title}”.${again}`, { undo: true });
      } catch (error) {
        check?.setAttribute("aria-checked", "false");
        row.classList.remove("is-leaving");
        toast(error.message, { error: true });
      }
    },

    [Events.move]({ row, direction }) {
      if (!containerOf(row)) return;
      const other = siblingRow(row, direction);
      if (!other) {
        // Alt+↑ on a heading's first to-do (Alt+↓ on its last) crosses into the next heading.
        if (!crossHeading(row, direction)) return;
      } else if (direction < 0) other.before(row); else other.after(row);
      row.querySelector(direction < 0 ? ".move-up" : ".move-down")?.focus();
      saveOrder(row);
    },

    [Events.dropped]({ row, moved }) {
      if (moved) saveOrder(row);
    },

    [Events.headingDropped]({ section, moved }) {
      if (moved) saveHeadingOrder(section);
    },

    [Events.select]({ row }) {
      state.selected?.classList.remove("is-selected");
      state.selected = row ?? null;
      if (!row) return;
      row.classList.add("is-selected");
      row.tabIndex = -1;
      row.focus({ preventScroll: false });
      row.scrollIntoView({ block: "nearest" });
    },

    [Events.open]({ row }) {
      const link = row.querySelector(".task-title");
      if (link) location.href = link.href;
    },

    [Events.focusEntry]() {
      root.querySelector("#quick-entry")?.focus();
    },

    [Events.focusSearch]() {
      const field = root.querySelector("#task-search");
      if (field) field.focus(); else location.href = "/tasks/search";
    },

    [Events.preview]({ input }) {
      const output = input.form.querySelector(".understood");
      clearTimeout(state.previewTimer);
      if (!input.value.trim()) { output.textContent = ""; return; }
      state.previewTimer = setTimeout(async () => {
        try {
          const parsed = await api("POST", "/api/v1/tasks/parse", { quickEntry: input.value });
          output.textContent = "";
          const title = document.createElement("strong");
          title.textContent = parsed.title || "(no title)";
          output.append(title, " ");
          for (const part of parsed.summary) {
            const chip = document.createElement("span");
            const isNew = (parsed.newList && part === `new list ${parsed.listName}`)
              || (parsed.newHeading && part === `new heading ${parsed.headingName}`);
            chip.className = isNew ? "chip new-list" : "chip";
            chip.textContent = part;
            output.append(chip);
          }
          // `#name` of no list would make a list: offer the one probably meant.
          if (parsed.newList && parsed.closestList) {
            const offer = document.createElement("button");
            offer.type = "button";
            offer.className = "small use-list";
            offer.dataset.list = parsed.closestList;
            offer.dataset.typed = parsed.listName;
            offer.textContent = `Use ${parsed.closestList}`;
            output.append(" Did you mean an existing list? ", offer);
          }
        } catch {
          output.textContent = "";
        }
      }, 200);
    },

    [Events.useList]({ button }) {
      const input = button.form.querySelector("#quick-entry");
      const name = button.dataset.list;
      // Quick entry reads `#word`: a list of several words is chosen in the form's list field.
      const token = /\s/.test(name) ? "" : `#${name}`;
      const typed = new RegExp(`(^|\\s)#"?${button.dataset.typed.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"?(?=\\s|$)`);
      input.value = input.value.replace(typed, (match, space) => (token ? `${space}${token}` : "")).trim();
      if (!token) {
        const select = button.form.elements.listId;
        const option = select && [...select.options].find((o) => o.textContent.trim() === name);
        if (option) select.value = option.value;
      }
      input.focus();
      dispatch(Events.preview, { input });
    },

    /** Quick entry without a network: the same line goes to the API from the offline queue, with
     *  the form's list, default day and goal or area; the row shows it waiting. */
    async [Events.addOffline]({ form }) {
      const field = form.elements.text;
      const text = field.value.trim();
      if (!text) return;
      const link = form.elements.link?.value ?? "";
      const body = {
        quickEntry: text,
        listId: form.elements.listId?.value,
        when: localWhen(form.elements.defaultWhen?.value),
        goalId: link.startsWith("goal:") ? link.slice(5) : undefined,
        areaId: link.startsWith("area:") ? link.slice(5) : undefined,
      };
      try {
        const result = await api("POST", "/api/v1/tasks", body, { offline: `Add “${text}”` });
        if (!result?.queued) { location.reload(); return; }
        field.value = "";
        const row = document.createElement("li");
        row.className = "task-row is-waiting";
        row.textContent = `${text} (waiting to sync)`;
        root.querySelector("ul.task-rows")?.append(row);
        toast(`Added “${text}” on this device; it syncs when the connection is back.`);
      } catch (error) {
        toast(error.message, { error: true });
      }
    },

    async [Events.undo]() {
      try {
        await api("POST", "/api/v1/undo");
        location.reload();
      } catch (error) {
        toast(error.message, { error: true });
      }
    },
  };

  function dispatch(event, detail = {}) {
    handlers[event]?.(detail);
  }

  // Forms: the checkbox and the move buttons.
  root.addEventListener("submit", (event) => {
    const form = event.target;
    if (form.classList.contains("quick-entry") && !navigator.onLine) {
      event.preventDefault();
      dispatch(Events.addOffline, { form });
      return;
    }
    // A row's buttons post the page's one `#row-actions` form (each with its own formaction).
    const button = event.submitter;
    const row = rowOf(button);
    if (!row) return;
    if (button.classList.contains("check") && button.formAction.endsWith("/complete")) {
      event.preventDefault();
      dispatch(Events.complete, { row });
    } else if (button.classList.contains("move")) {
      event.preventDefault();
      dispatch(Events.move, { row, direction: button.classList.contains("move-up") ? -1 : 1 });
    }
  });

  root.addEventListener("click", (event) => {
    const row = rowOf(event.target);
    if (row && !event.target.closest("a, button, form")) dispatch(Events.select, { row });
  });

  root.querySelector("#quick-entry")?.addEventListener("input", (event) => dispatch(Events.preview, { input: event.target }));
  root.querySelector(".quick-entry .understood")?.addEventListener("click", (event) => {
    const button = event.target.closest("button.use-list");
    if (button) dispatch(Events.useList, { button });
  });

  // Drag and drop with pointer events (mouse, pen and touch) from the handle: a to-do by its
  // row's handle, a heading (its section, to-dos and all) by the heading's.
  root.addEventListener("pointerdown", (event) => {
    const headingHandle = event.target.closest(".heading-drag-handle");
    const section = headingHandle?.closest("section[data-heading-id]");
    if (section) {
      event.preventDefault();
      headingHandle.setPointerCapture?.(event.pointerId);
      state.drag = { section, pointerId: event.pointerId, moved: false };
      section.classList.add("is-dragging");
      return;
    }
    const handle = event.target.closest(".drag-handle");
    const row = rowOf(handle);
    if (!handle || !row || !containerOf(row)) return;
    event.preventDefault();
    handle.setPointerCapture?.(event.pointerId);
    state.drag = { row, handle, pointerId: event.pointerId, moved: false };
    row.classList.add("is-dragging");
    dispatch(Events.select, { row });
  });

  root.addEventListener("pointermove", (event) => {
    const drag = state.drag;
    if (!drag || event.pointerId !== drag.pointerId) return;
    event.preventDefault();
    const y = event.clientY;
    if (drag.section) {
      // Past the middle of the heading above or below; the to-dos under no heading stay first.
      const middle = (element) => { const box = element.getBoundingClientRect(); return box.top + box.height / 2; };
      for (;;) {
        const previous = drag.section.previousElementSibling;
        const next = drag.section.nextElementSibling;
        if (previous?.dataset.headingId && y < middle(previous)) { previous.before(drag.section); drag.moved = true; continue; }
        if (next?.dataset.headingId && y > middle(next)) { next.after(drag.section); drag.moved = true; continue; }
        break;
      }
      return;
    }
    // Move past every row whose middle the pointer has crossed.
    for (;;) {
      const previous = siblingRow(drag.row, -1);
      const next = siblingRow(drag.row, 1);
      const middle = (element) => { const box = element.getBoundingClientRect(); return box.top + box.height / 2; };
      if (previous && y < middle(previous)) { previous.before(drag.row); drag.moved = true; continue; }
      if (next && y > middle(next)) { next.after(drag.row); drag.moved = true; continue; }
      // Past the first or last row of a heading: into the heading above or below, once the
      // pointer is inside that heading's box (or above or below it).
      const group = drag.row.closest("ul.task-rows");
      if (!previous && group?.dataset.heading !== undefined) {
        const above = adjacentGroup(drag.row, -1);
        if (above && y < above.getBoundingClientRect().bottom) { above.append(drag.row); drag.moved = true; continue; }
      }
      if (!next && group?.dataset.heading !== undefined) {
        const below = adjacentGroup(drag.row, 1);
        if (below && y > below.getBoundingClientRect().top) { below.prepend(drag.row); drag.moved = true; continue; }
      }
      break;
    }
  });

  const endDrag = (event) => {
    const drag = state.drag;
    if (!drag || event.pointerId !== drag.pointerId) return;
    state.drag = null;
    if (drag.section) {
      drag.section.classList.remove("is-dragging");
      dispatch(Events.headingDropped, { section: drag.section, moved: drag.moved && event.type === "pointerup" });
      if (event.type === "pointercancel" && drag.moved) location.reload();
      return;
    }
    drag.row.classList.remove("is-dragging");
    dispatch(Events.dropped, { row: drag.row, moved: drag.moved && event.type === "pointerup" });
    if (event.type === "pointercancel" && drag.moved) location.reload();
  };
  root.addEventListener("pointerup", endDrag);
  root.addEventListener("pointercancel", endDrag);

  // Keyboard: n new, / search, j/k select, x complete, Enter open, Alt+↑/↓ move.
  document.addEventListener("keydown", (event) => {
    const target = event.target;
    const typing = target.closest?.("input, textarea, select, [contenteditable]");
    if (typing) {
      if (event.key === "Escape") target.blur();
      return;
    }
    if (event.ctrlKey || event.metaKey) return;
    const selected = state.selected;
    const all = rows();
    if (event.altKey && (event.key === "ArrowUp" || event.key === "ArrowDown")) {
      if (selected) {
        event.preventDefault();
        dispatch(Events.move, { row: selected, direction: event.key === "ArrowUp" ? -1 : 1 });
        selected.focus();
      }
      return;
    }
    if (event.altKey) return;
    switch (event.key) {
      case "n": event.preventDefault(); dispatch(Events.focusEntry); break;
      case "/": event.preventDefault(); dispatch(Events.focusSearch); break;
      case "j": case "k": {
        event.preventDefault();
        const index = all.indexOf(selected);
        const next = index < 0 ? all[0] : all[Math.max(0, Math.min(all.length - 1, index + (event.key === "j" ? 1 : -1)))];
        if (next) dispatch(Events.select, { row: next });
        break;
      }
      case "x":
        if (selected && selected.querySelector("button.check")?.formAction.endsWith("/complete")) {
          event.preventDefault();
          dispatch(Events.complete, { row: selected });
        }
        break;
      case "Enter":
        if (selected && (target === selected || target === document.body)) {
          event.preventDefault();
          dispatch(Events.open, { row: selected });
        }
        break;
    }
  });
}

/** The quick-entry form's default day for the API: "today" is the device's date (offline there is
 *  no server to ask), "someday" stays. */
function localWhen(value) {
  if (value !== "today") return value || undefined;
  const now = new Date();
  const pad = (n) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
