// Prices: the calculator updates as you type. Every rule (arithmetic, units, kinds, ranking) is
// the server's: this module asks POST /api/v1/prices/compare and draws the answer, so the page,
// the API and the CLI can never disagree. Without this module the same form posts and the
// server renders the same ranking.
import { api } from "./app.js";

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

  function isTyped(candidate) {
    return candidate.price.trim() !== "" || candidate.quantity.trim() !== "";
  }

  /** Asks the server to rank the products, with the candidate when one is typed, and shows the
   *  answer: the ranking (the candidate marked as new), or the error at its field. */
  async function refresh() {
    clearTimeout(state.timer);
    const seq = ++state.seq;
    const candidate = readEntry();
    const typed = isTyped(candidate);
    const products = typed ? [...state.products, candidate] : state.products;
    if (products.length === 0) {
      state.accepted = null;
      setAdd(false);
      showEntryErrors({});
      showGeneral(null);
      showRanking(null, products, -1);
      return;
    }
    let result = null;
    let failure = null;
    try {
      result = await compare(products);
    } catch (error) {
      failure = error;
    }
    if (seq !== state.seq) return;
    if (result) {
      state.accepted = typed ? JSON.stringify(candidate) : null;
      setAdd(typed);
      showEntryErrors({});
      showGeneral(null);
      showRanking(result, products, typed ? state.products.length : -1);
      return;
    }
    state.accepted = null;
    setAdd(false);
    const match = /^products\[(\d+)\]\.(\w+)$/.exec(failure.field ?? "");
    if (typed && match && Number(match[1]) === state.products.length) {
      const field = match[2];
      // A field not filled in yet only keeps Add disabled; a wrong one says why.
      showEntryErrors(candidate[field]?.trim() ? { [field]: failure.message } : {});
      showGeneral(null);
      // The products already added still rank.
      const base = state.products.length ? await compare(state.products).catch(() => null) : null;
      if (seq === state.seq) showRanking(base, state.products, -1);
    } else {
      showEntryErrors({});
      showGeneral(match ? `Product ${Number(match[1]) + 1}: ${failure.message}` : failure.message);
    }
  }

  /** POST /api/v1/prices/compare; a display unit of another kind falls back to the default. */
  async function compare(products) {
    const body = { unitSystem: el.unitSystem.value, products };
    if (el.displayUnit.value) body.displayUnit = el.displayUnit.value;
    try {
      return await api("POST", "/api/v1/prices/compare", body);
    } catch (error) {
      if (error.field !== "displayUnit") throw error;
      delete body.displayUnit;
      return await api("POST", "/api/v1/prices/compare", body);
    }
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

  function showEntryErrors(errors) {
    for (const field of FIELDS) {
      const message = errors[field];
      const paragraph = form.querySelector(`[id="entry.${field}-error"]`);
      if (paragraph) {
        paragraph.textContent = message ?? "";
        paragraph.hidden = !message;
      }
      if (message) entry[field].setAttribute("aria-invalid", "true");
      else entry[field].removeAttribute("aria-invalid");
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

  /** Draws the ranking like the server's RankedRow; `preview` is the index of the product
   *  being typed (shown in place, marked new, not yet added), or -1. */
  function showRanking(result, products, preview) {
    el.empty.hidden = Boolean(result);
    el.displayUnit.closest("label").hidden = !result;
    if (!result) {
      el.ranking.replaceChildren();
      return;
    }
    el.displayUnit.replaceChildren(
      ...result.displayUnits.map((unit) => new Option(unit, unit, false, unit === result.displayUnit)),
    );
    el.ranking.replaceChildren(
      ...result.products.map((product) => renderRow(product, products[product.index], product.index === preview)),
    );
  }

  function renderRow(product, input, isPreview) {
    const label = product.name ?? `Product ${product.index + 1}`;
    const row = element("li", product.isBest ? "ranked best" : "ranked");
    if (isPreview) row.classList.add("preview");
    const what = element("div", "what");
    what.append(element("span", "product-name", label));
    if (product.store) what.append(element("span", "store", product.store));
    what.append(element("span", "pack", `${(input?.quantity ?? "").trim()} ${product.unit} · ${product.priceText}`));
    const per = element("div", "per");
    per.append(element("span", "per-value", product.pricePerDisplayUnitText), " ");
    per.append(element("span", "per-unit", `/ ${product.displayUnit}`));
    const delta = element("span", "delta", product.isBest ? "Best" : `+${product.percentAboveBest}\u00a0%`);
    row.append(element("span", "rank", String(product.rank)), what, per, delta);
    if (isPreview) {
      row.append(element("span", "row-actions new", "Not added yet"));
    } else {
      const actions = element("div", "row-actions");
      actions.append(rowButton("Edit", `edit:${product.index}`, label), rowButton("Remove", `remove:${product.index}`, label));
      row.append(actions);
    }
    return row;
  }

  function rowButton(text, value, label) {
    const button = element("button", "link-button", text);
    button.type = "submit";
    button.name = "action";
    button.value = value;
    button.setAttribute("aria-label", `${text} ${label}`);
    return button;
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

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}
