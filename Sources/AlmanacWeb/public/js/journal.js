// Journal: the editor keeps a draft on the server every few seconds while the user types, so
// a closed tab loses nothing. Without JavaScript the form still saves the entry; only the
// autosave is missing.
import { api } from "/js/app.js";

const Events = Object.freeze({ edited: "almanac:journal-edited", tick: "almanac:journal-tick", saved: "almanac:journal-saved" });
const intervalMs = 4000;

export function mount(form) {
  const url = form.dataset.draft;
  const status = form.querySelector(".draft-status");
  if (!url) return;
  let dirty = false;
  let saving = false;

  const fields = () => {
    const value = (name) => form.elements.namedItem(name)?.value ?? "";
    return {
      text: value("text"), day: value("day"), time: value("time"), tags: value("tags"),
      mood: value("mood"), location: value("location"), template: value("template"),
    };
  };

  const handle = async (event) => {
    switch (event) {
      case Events.edited:
        dirty = true;
        if (status) status.textContent = "Unsaved changes…";
        break;
      case Events.tick: {
        if (!dirty || saving) return;
        saving = true;
        dirty = false;
        try {
          const saved = await api("PUT", url, fields());
          handle(Events.saved, saved);
        } catch (error) {
          dirty = true;
          if (status) status.textContent = `Draft not saved: ${error.message}`;
        } finally {
          saving = false;
        }
        break;
      }
      case Events.saved: {
        const time = new Date().toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
        if (status && !dirty) status.textContent = `Draft saved at ${time}`;
        break;
      }
    }
  };

  form.addEventListener("input", () => handle(Events.edited));
  setInterval(() => handle(Events.tick), intervalMs);
  // Leaving the page: one last save of what was typed since the last tick.
  window.addEventListener("pagehide", () => {
    if (!dirty) return;
    handle(Events.tick);
  });
  form.addEventListener("submit", () => {
    dirty = false;
  });
}
