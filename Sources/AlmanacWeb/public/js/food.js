// Food page: live search results while typing. The search form works without this (GET /food?q=);
// the results are the server's markup (the address in data-search), so a result looks the same
// either way.

/** Events of the food search widget, all handled by `handle`. */
const Events = Object.freeze({
  typed: "almanac:typed", // the query changed
  results: "almanac:results", // the server answered for a query
  failed: "almanac:failed", // the server refused or the network failed
});

export function mount(element) {
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
        li.textContent = event.error.message;
        list.replaceChildren(li);
        return;
      }
    }
  }

  input.addEventListener("input", () => handle({ type: Events.typed, query: input.value.trim() }));
}
