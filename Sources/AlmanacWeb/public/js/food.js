// Food page: live search results while typing. The search form works without this (GET /food?q=);
// the results are the server's markup (the address in data-search), so a result looks the same
// either way. Searching the whole catalogue needs the server; the usual foods do not: logging
// one while the server cannot be reached goes to the offline queue with the time it was eaten.
import { api, reachable } from "./app.js";

/** Events of the food search widget, all handled by `handle`. */
const Events = Object.freeze({
  typed: "almanac:typed", // the query changed
  results: "almanac:results", // the server answered for a query
  failed: "almanac:failed", // the server refused or the network failed
  logOffline: "almanac:log-offline", // a usual food logged while the server cannot be reached
});

const SEARCH_OFFLINE = "Searching all foods needs the connection. Your usual foods above can be logged offline.";

export function mount(element) {
  mountUsual(element);
  const input = element.querySelector("#food-q");
  const list = element.querySelector("#food-results");
  if (!input || !list || !element.dataset.search) return;
  const state = { query: input.value.trim(), timer: null, latest: 0 };

  async function fetchResults(query) {
    const url = new URL(element.dataset.search, location.href);
    url.searchParams.set("q", query);
    const response = await fetch(url, { credentials: "same-origin" });
    if (!response.ok) throw new Error(`The search failed (${response.status}).`);
    const template = document.createElement("template");
    template.innerHTML = await response.text();
    return template.content.querySelector("#food-results");
  }

  function handle(event) {
    switch (event.type) {
      case Events.typed: {
        state.query = event.query;
        clearTimeout(state.timer);
        const ticket = ++state.latest;
        if (state.query.length < 2) { list.replaceChildren(); return; }
        state.timer = setTimeout(() => {
          fetchResults(state.query)
            .then((results) => handle({ type: Events.results, results, ticket }))
            .catch((error) => handle({ type: Events.failed, error, ticket }));
        }, 120);
        return;
      }
      case Events.results:
        if (event.ticket === state.latest) list.replaceChildren(...event.results.children);
        return;
      case Events.failed: {
        if (event.ticket !== state.latest) return;
        const li = document.createElement("li");
        li.className = "empty";
        li.textContent = event.error instanceof TypeError ? SEARCH_OFFLINE : event.error.message;
        list.replaceChildren(li);
        return;
      }
    }
  }

  input.addEventListener("input", () => handle({ type: Events.typed, query: input.value.trim() }));
}

/** The usual foods' forms: sent as usual when the server answers, else queued. */
function mountUsual(element) {
  const note = element.querySelector("[data-role=usual-note]");
  element.addEventListener("submit", (event) => {
    const form = event.target.closest("form[data-offline=log]");
    if (!form || form.dataset.sending === "online") return;
    event.preventDefault();
    const at = new Date().toISOString(); // when it was eaten: now
    reachable().then((ok) => {
      if (ok) {
        form.dataset.sending = "online";
        form.requestSubmit();
      } else {
        handle({ type: Events.logOffline, form, at }).catch((error) => show(error.message));
      }
    });
  });

  function show(text) {
    note.textContent = text;
    note.hidden = !text;
  }

  async function handle(event) {
    switch (event.type) {
      case Events.logOffline: {
        const { form, at } = event;
        const grams = Number(form.elements.amount.value);
        if (!(grams > 0)) return show("How much? Enter the grams.");
        const name = form.dataset.foodName;
        const result = await api(
          "POST", "/api/v1/food/entries", { foodId: form.elements.food.value, grams, meal: form.elements.meal.value, at },
          { offline: `Log ${form.elements.amount.value} g of “${name}”` },
        );
        if (!result?.queued) return location.reload();
        show(`Logged ${form.elements.amount.value} g of “${name}” on this device; it syncs when the connection is back.`);
        return;
      }
    }
  }
}
