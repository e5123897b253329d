// Prices: the calculator updates as you type. Every rule (arithmetic, units, kinds, ranking) and
// every ranked row's markup is the server's: this module posts the form as it is to the ranking
// address the page names (data-ranking) and shows the HTML that comes back, so the page, the API
// and the CLI can never disagree. Without this module the same form posts and the server renders
// the same ranking.
import { csrfToken } from "./app.js";

/** What can happen in the widget; every listener only dispatches one of these to `handle`. */
const Events = Object.freeze({
  typed: "almanac:typed", // a field of the product being typed changed
  key: "almanac:key", // a keypad button: insert its symbol at the caret (detail: the symbol)
  add: "almanac:add",
  edit: "almanac:edit", // detail: the product's index
  remove: "almanac:remove", // detail: the product's index
  settings: "almanac:settings", // display unit or unit system changed (detail: which)
  save: "almanac:save",
});

const FIELDS = ["name", "store", "price", "quantity", "unit"];
const DEBOUNCE_MS = 200;

export function mount(root) {
  const form = root.querySelector("[data-role=form]");
  const entry = Object.fromEntries(FIELDS.map((field) => [field, form.elements[`entry.${field}`]]));
  const el = {
    add: form.querySelector("[data-role=add]"),
    save: form.querySelector("button[value=save]"),
    keypad: form.querySelector(".keypad"),
    ranking: form.querySelector("[data-role=ranking]"),
    empty: form.querySelector("[data-role=empty]"),
    products: form.querySelector("[data-role=products]"),
    displayUnit: form.querySelector("[data-role=display-unit]"),
    unitSystem: form.querySelector("[data-role=unit-system]"),
    generalError: root.querySelector("[data-role=general-error]"),
  };
  const rankingURL = root.dataset.ranking;
  const state = {
    products: readProducts(el.products),
    lastField: entry.price, // where the keypad types
    seq: 0, // answers to older requests are dropped
    timer: null,
    accepted: null, // the candidate product the server last accepted, as JSON
  };
  root.classList.add("is-live");

  function dispatch(action, detail) {
    handle(action, detail).catch((error) => showGeneral(error.message));
  }

  async function handle(action, detail) {
    switch (action) {
      case Events.typed:
        schedule();
        break;
      case Events.key:
        insertAtCaret(state.lastField, detail);
        schedule();
        break;
      case Events.add:
        await addCandidate();
        break;
      case Events.edit: {
        const [product] = state.products.splice(detail, 1);
        for (const field of FIELDS) entry[field].value = product?.[field] ?? "";
        renderProducts();
        entry.price.focus();
        await refresh();
        break;
      }
      case Events.remove:
        state.products.splice(detail, 1);
        renderProducts();
        await refresh();
        break;
      case Events.settings:
        // Another unit system has other display units: start from its default.
        if (detail === "unit-system") el.displayUnit.replaceChildren();
        await refresh();
        break;
      case Events.save:
        el.save.click();
        break;
    }
  }

  // Listeners: each only names what happened.
  form.addEventListener("input", (event) => {
    if (event.target.name?.startsWith("entry.")) dispatch(Events.typed);
  });
  form.addEventListener("change", (event) => {
    // Autofill and programmatic clears may change a field without an input event.
    if (event.target.name?.startsWith("entry.")) dispatch(Events.typed);
    if (event.target === el.displayUnit) dispatch(Events.settings, "display-unit");
    if (event.target === el.unitSystem) dispatch(Events.settings, "unit-system");
  });
  form.addEventListener("submit", (event) => {
    const value = event.submitter?.value ?? "add";
    if (value === "save") return; // the server saves what the form holds
    event.preventDefault();
    if (value === "add") dispatch(Events.add);
    else if (value.startsWith("edit:")) dispatch(Events.edit, Number(value.slice(5)));
    else if (value.startsWith("remove:")) dispatch(Events.remove, Number(value.slice(7)));
    else dispatch(Events.settings, "update");
  });
  form.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && event.target.name === "comparisonName") {
      event.preventDefault();
      dispatch(Events.save);
    }
  });
  form.addEventListener("focusin", (event) => {
    if (event.target === entry.price || event.target === entry.quantity) state.lastField = event.target;
  });
  // Keep the field focused (and the phone's keyboard open) while tapping the keypad.
  el.keypad.addEventListener("mousedown", (event) => event.preventDefault());
  el.keypad.addEventListener("click", (event) => {
    const key = event.target.closest("[data-key]");
    if (key) dispatch(Events.key, key.dataset.key);
  });

  function schedule() {
    clearTimeout(state.timer);
    state.timer = setTimeout(() => dispatchRefresh(), DEBOUNCE_MS);
  }

  function dispatchRefresh() {
    refresh().catch((error) => showGeneral(error.message));
  }

  function readEntry() {
    return Object.fromEntries(FIELDS.map((field) => [field, entry[field].value]));
  }

  /** Asks the server to rank the products, with the candidate when one is typed, and shows the
   *  answer: the ranking (the candidate marked as new), or the error at its field. */
  async function refresh() {
    clearTimeout(state.timer);
    const seq = ++state.seq;
    const candidate = JSON.stringify(readEntry());
    const answer = await rankOnServer();
    if (seq !== state.seq) return;
    const canAdd = answer.dataset.canAdd === "true";
    state.accepted = canAdd ? candidate : null;
    setAdd(canAdd);
    show(answer);
  }

  /** POST the form to the ranking address; the answer is the server's markup, parsed. */
  async function rankOnServer() {
    const response = await fetch(rankingURL, {
      method: "POST",
      headers: { "X-CSRF-Token": csrfToken() },
      body: new URLSearchParams(new FormData(form)),
      credentials: "same-origin",
    });
    if (!response.ok) throw new Error(`The ranking failed (${response.status}).`);
    const template = document.createElement("template");
    template.innerHTML = await response.text();
    return template.content.firstElementChild;
  }

  async function addCandidate() {
    if (state.accepted !== JSON.stringify(readEntry())) {
      await refresh(); // typed faster than the debounce: check now
      if (state.accepted !== JSON.stringify(readEntry())) return;
    }
    const product = Object.fromEntries(FIELDS.map((field) => [field, entry[field].value.trim()]));
    state.products.push(product);
    for (const field of ["price", "quantity", "name", "store"]) entry[field].value = "";
    // The unit stays: the next product is most likely sold in the same one.
    renderProducts();
    entry.price.focus();
    await refresh();
  }

  function setAdd(enabled) {
    el.add.disabled = !enabled;
  }

  function showGeneral(message) {
    el.generalError.textContent = message ?? "";
    el.generalError.hidden = !message;
  }

  /** Shows the errors of the product being typed as the server put them. */
  function showEntryErrors(answer) {
    for (const field of FIELDS) {
      const shown = answer.querySelector(`[id="entry.${field}-error"]`);
      const paragraph = form.querySelector(`[id="entry.${field}-error"]`);
      paragraph.textContent = shown.textContent;
      paragraph.hidden = shown.hidden;
      if (shown.hidden) entry[field].removeAttribute("aria-invalid");
      else entry[field].setAttribute("aria-invalid", "true");
    }
  }

  /** The hidden inputs that carry the products when the form is saved. */
  function renderProducts() {
    el.products.replaceChildren(
      ...state.products.flatMap((product, index) =>
        FIELDS.map((field) => {
          const input = document.createElement("input");
          input.type = "hidden";
          input.name = `products[${index}].${field}`;
          input.value = product[field] ?? "";
          return input;
        }),
      ),
    );
  }

  /** Puts the server's ranking, display units and errors in the page. */
  function show(answer) {
    const part = (role) => answer.querySelector(`[data-role=${role}]`);
    el.ranking.replaceChildren(...part("ranking").children);
    el.displayUnit.replaceChildren(...part("display-unit").children);
    // Options moved from parsed markup do not bring their selectedness: set it from the attribute.
    el.displayUnit.value = el.displayUnit.querySelector("option[selected]")?.value ?? "";
    el.displayUnit.closest("label").hidden = part("display-unit").closest("label").hidden;
    el.empty.hidden = part("empty").hidden;
    showEntryErrors(answer);
    showGeneral(part("general-error").hidden ? null : part("general-error").textContent);
  }

  dispatchRefresh();
}

function readProducts(container) {
  const products = [];
  for (const input of container.querySelectorAll("input[type=hidden]")) {
    const match = /^products\[(\d+)\]\.(\w+)$/.exec(input.name);
    if (!match) continue;
    const index = Number(match[1]);
    products[index] ??= {};
    products[index][match[2]] = input.value;
  }
  return products.filter(Boolean);
}

function insertAtCaret(field, text) {
  const start = field.selectionStart ?? field.value.length;
  const end = field.selectionEnd ?? start;
  field.setRangeText(text, start, end, "end");
  field.focus();
}
