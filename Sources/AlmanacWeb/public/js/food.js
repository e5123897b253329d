// Food page: live search results while typing. The search form works without this (GET /food?q=).
import { api } from "/js/app.js";

/** Events of the food search widget, all handled by `handle`. */
const Events = Object.freeze({
  typed: "almanac:typed", // the query changed
  results: "almanac:results", // the API answered for a query
  failed: "almanac:failed", // the API refused or the network failed
});

export function mount(element) {
  const input = element.querySelector("#food-q");
  const list = element.querySelector("#food-results");
  if (!input || !list) return;
  const day = element.dataset.day ?? "";
  const state = { query: input.value.trim(), timer: null, latest: 0 };

  function render(items) {
    list.replaceChildren(...items.map((item) => {
      const li = document.createElement("li");
      const link = document.createElement("a");
      link.href = `/food?day=${encodeURIComponent(day)}&food=${encodeURIComponent(item.id)}#log`;
      const name = document.createElement("span");
      name.className = "result-name";
      name.textContent = item.friendlyName;
      const meta = document.createElement("span");
      meta.className = "result-meta";
      meta.textContent = `${item.name} · ${Math.round(item.kcalPer100g)} kcal/100 g`;
      link.append(name, meta);
      li.append(link);
      return li;
    }));
  }

  function handle(event) {
    switch (event.type) {
      case Events.typed: {
        state.query = event.query;
        clearTimeout(state.timer);
        if (state.query.length < 2) { render([]); return; }
        const ticket = ++state.latest;
        state.timer = setTimeout(() => {
          api("GET", `/api/v1/foods/search?q=${encodeURIComponent(state.query)}&limit=10`)
            .then((items) => handle({ type: Events.results, items, ticket }))
            .catch((error) => handle({ type: Events.failed, error, ticket }));
        }, 120);
        return;
      }
      case Events.results:
        if (event.ticket === state.latest) render(event.items);
        return;
      case Events.failed:
        if (event.ticket !== state.latest) return;
        list.replaceChildren();
        const li = document.createElement("li");
        li.className = "empty";
        li.textContent = event.error.message;
        list.append(li);
        return;
    }
  }

  input.addEventListener("input", () => handle({ type: Events.typed, query: input.value.trim() }));
}
