// Prices: the calculator updates as you type. Online every rule (arithmetic, units, kinds,
// ranking) and every ranked row's markup is the server's: this module posts the form as it is to
// the ranking address the page names (data-ranking) and shows the HTML that comes back, so the
// page, the API and the CLI can never disagree. Without a network it ranks on the device with
// price-rules.js, which reads the server's own table (data-rules, precached by the service
// worker), builds the same rows, and Save queues the comparison in the offline queue. Without
// this module the same form posts and the server renders the same ranking.
import { api, csrfToken } from "./app.js";
import { makeRules, RuleError } from "./price-rules.js";

/** What can happen in the widget; every listener only dispatches one of these to `handle`. */
const Events = Object.freeze({
  typed: "almanac:typed", // a field of the product being typed changed
  key: "almanac:key", // a keypad button: insert its symbol at the caret (detail: the symbol)
  add: "almanac:add",
  edit: "almanac:edit", // detail: the product's index
  remove: "almanac:remove", // detail: the product's index
  settings: "almanac:settings", // display unit or unit system changed (detail: which)
  save: "almanac:save",
  saveOffline: "almanac:save-offline", // Save while the server cannot be reached: queue it
});

const FIELDS = ["name", "store", "price", "quantity", "unit"];
const DEBOUNCE_MS = 200;
/** How long a ranking waits for the server before the device ranks (a weak signal). */
const SERVER_WAIT_MS = 3000;

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
    offlineNote: root.querySelector("[data-role=offline-note]"),
    name: form.elements.comparisonName,
  };
  const rankingURL = root.dataset.ranking;
  const state = {
    products: readProducts(el.products),
    lastField: entry.price, // where the keypad types
    seq: 0, // answers to older requests are dropped
    timer: null,
    accepted: null, // the candidate product the server last accepted, as JSON
    offline: false, // the last ranking could not reach the server: ranked on the device
    rules: null, // the server's rules, read once (a promise)
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
      case Events.saveOffline:
        await saveOffline();
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
    if (value === "save") {
      // The server saves what the form holds; without a network the offline queue keeps it.
      if (state.offline) {
        event.preventDefault();
        dispatch(Events.saveOffline);
      }
      return;
    }
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
   *  answer: the ranking (the candidate marked as new), or the error at its field. Returns
   *  whether the candidate it sent can be added, also when a newer request's answer is the one
   *  shown (Add waits on its own check, never on whichever answer comes last). */
  async function refresh() {
    clearTimeout(state.timer);
    const seq = ++state.seq;
    const candidate = JSON.stringify(readEntry());
    const onDevice = async () => {
      const live = rankLive(await rules(), state.products, JSON.parse(candidate), el.unitSystem.value, el.displayUnit.value);
      if (seq !== state.seq) return live.canAdd;
      state.accepted = live.canAdd ? candidate : null;
      setAdd(live.canAdd);
      showOnDevice(live);
      return live.canAdd;
    };
    // Offline already: rank here at once, while the server is asked whether it is back.
    let canAdd = state.offline ? await onDevice() : false;
    let answer = null;
    try {
      answer = await rankOnServer();
    } catch (error) {
      // A refusal is shown; no answer at all (or none within the time limit) means offline.
      if (!(error instanceof TypeError || error.name === "TimeoutError")) throw error;
    }
    if (answer !== null) canAdd = answer.dataset.canAdd === "true";
    if (seq !== state.seq) return canAdd;
    const wasOffline = state.offline;
    state.offline = answer === null;
    el.offlineNote.hidden = !state.offline;
    if (state.offline) {
      return wasOffline ? canAdd : await onDevice();
    }
    state.accepted = canAdd ? candidate : null;
    setAdd(canAdd);
    show(answer);
    return canAdd;
  }

  /** The server's rules (`/prices/rules.json`), fetched once; the service worker keeps a copy. */
  function rules() {
    state.rules ??= fetch(root.dataset.rules, { credentials: "same-origin" })
      .then((response) => {
        if (!response.ok) throw new Error(`The price rules could not be loaded (${response.status}).`);
        return response.json();
      })
      .then(makeRules)
      .catch((error) => {
        state.rules = null;
        throw error;
      });
    return state.rules;
  }

  /** Shows a ranking made on the device as `show` shows the server's: rows, display units,
   *  the entry's errors and the general error. */
  function showOnDevice(live) {
    const result = live.result;
    el.ranking.replaceChildren(...(result?.products ?? []).map((product) => rowElement(product, product.index === live.previewIndex)));
    el.displayUnit.replaceChildren(
      ...(result?.displayUnits ?? []).map((id) => {
        const option = new Option(id, id, false, id === result.displayUnit);
        return option;
      }),
    );
    el.displayUnit.value = result?.displayUnit ?? "";
    el.displayUnit.closest("label").hidden = !result;
    el.empty.hidden = Boolean(result);
    for (const field of FIELDS) {
      const paragraph = form.querySelector(`[id="entry.${field}-error"]`);
      const message = live.entryErrors[field];
      paragraph.textContent = message ?? "";
      paragraph.hidden = !message;
      if (message) entry[field].setAttribute("aria-invalid", "true");
      else entry[field].removeAttribute("aria-invalid");
    }
    showGeneral(live.general);
  }

  /** Save without a network: the comparison (with a product typed but not added, as the server
   *  does) goes to the offline queue and syncs when the connection is back. */
  async function saveOffline() {
    const deviceRules = await rules();
    const typed = readEntry();
    const products = [...state.products];
    if (typed.price.trim() || typed.quantity.trim()) products.push(typed);
    try {
      deviceRules.measureAll(products);
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      showGeneral(error.message);
      return;
    }
    const name = el.name.value.trim();
    if (!name) {
      showGeneral("Name the comparison to save it.");
      el.name.focus();
      return;
    }
    if (products.length > state.products.length) {
      state.products = products;
      for (const field of ["price", "quantity", "name", "store"]) entry[field].value = "";
      renderProducts();
    }
    const body = {
      name,
      unitSystem: el.unitSystem.value,
      displayUnit: el.displayUnit.value || undefined,
      products: products.map((product) => ({
        name: product.name?.trim() || undefined,
        store: product.store?.trim() || undefined,
        price: product.price,
        quantity: product.quantity,
        unit: product.unit,
      })),
    };
    const savedId = root.dataset.savedId;
    const result = savedId
      ? await api("PUT", `/api/v1/prices/comparisons/${savedId}`, body, { offline: `Save the changes to “${name}”` })
      : await api("POST", "/api/v1/prices/comparisons", body, { offline: `Save the comparison “${name}”` });
    if (!result?.queued) {
      location.assign(root.dataset.saved); // the server had it after all
      return;
    }
    showGeneral(null);
    el.offlineNote.textContent = `Saved “${name}” on this device; it syncs when the connection is back.`;
    el.offlineNote.hidden = false;
    await refresh();
  }

  /** POST the form to the ranking address; the answer is the server's markup, parsed. */
  async function rankOnServer() {
    const response = await fetch(rankingURL, {
      method: "POST",
      headers: { "X-CSRF-Token": csrfToken() },
      body: new URLSearchParams(new FormData(form)),
      credentials: "same-origin",
      signal: AbortSignal.timeout(SERVER_WAIT_MS),
    });
    if (!response.ok) throw new Error(`The ranking failed (${response.status}).`);
    const template = document.createElement("template");
    template.innerHTML = await response.text();
    return template.content.firstElementChild;
  }

  /** Adds what the fields hold, checked now when the last check was of something else (Add
   *  pressed right after typing, before the debounce), or says why it cannot. */
  async function addCandidate() {
    const typed = readEntry();
    const accepted = state.accepted === JSON.stringify(typed) || (await refresh());
    if (!accepted) {
      explainRefusal();
      return;
    }
    const product = Object.fromEntries(FIELDS.map((field) => [field, typed[field].trim()]));
    state.products.push(product);
    for (const field of ["price", "quantity", "name", "store"]) entry[field].value = "";
    // The unit stays: the next product is most likely sold in the same one.
    renderProducts();
    entry.price.focus();
    await refresh();
  }

  /** Add is never disabled (a press right after typing must not be lost); it says whether
   *  the fields hold a product that can be added as they are. */
  function setAdd(ready) {
    el.add.dataset.ready = String(ready);
  }

  /** After a refused Add: the field with an error gets the focus; with none shown (a field not
   *  filled in yet), the general message says what is missing. */
  function explainRefusal() {
    const field = FIELDS.find((name) => entry[name].getAttribute("aria-invalid") === "true");
    if (field) {
      entry[field].focus();
      return;
    }
    const missing = ["price", "quantity", "unit"].filter((name) => !entry[name].value.trim());
    showGeneral(
      missing.length > 0
        ? `To add a product, type its ${missing.join(" and ")}.`
        : "This product cannot be added as it is; see the message at its field.",
    );
    entry[missing[0] ?? "price"].focus();
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

  // Read the rules now, while the network is there, so the page ranks even if it goes.
  rules().catch(() => {});
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

/** Model.rankLive of PriceCalculatorView: the ranking with the product being typed as a preview
 *  when it reads and fits; otherwise the products added, and its error once its field holds
 *  something. A display unit that no longer fits falls back to the default (PriceCalculatorForm). */
export function rankLive(rules, products, entry, unitSystem, displayUnit) {
  const live = { result: null, previewIndex: null, canAdd: false, entryErrors: {}, general: null };
  const rankForm = (list) => {
    if (list.length === 0) return null;
    try {
      return rules.rank(list, unitSystem, displayUnit);
    } catch (error) {
      if (error.field !== "displayUnit") throw error;
      return rules.rank(list, unitSystem);
    }
  };
  const fieldOf = (error) => /^products\[(\d+)\]\.(\w+)$/.exec(error.field ?? "");
  const apply = (error) => {
    const match = fieldOf(error);
    if (match && Number(match[1]) === products.length) live.entryErrors[match[2]] = error.message;
    else if (match) live.general = `Product ${Number(match[1]) + 1}: ${error.message}`;
    else live.general = error.message;
  };
  const attempt = (work) => {
    try {
      work();
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      return error;
    }
    return null;
  };
  if (!entry.price.trim() && !entry.quantity.trim()) {
    const error = attempt(() => (live.result = rankForm(products)));
    if (error) apply(error);
    return live;
  }
  const error = attempt(() => {
    live.result = rankForm([...products, entry]);
    live.previewIndex = products.length;
    live.canAdd = true;
  });
  if (!error) return live;
  const match = fieldOf(error);
  if (!match || Number(match[1]) !== products.length) {
    apply(error);
    return live;
  }
  if ((entry[match[2]] ?? "").trim()) apply(error);
  attempt(() => (live.result = rankForm(products)));
  return live;
}

/** One ranked row, the markup of RankedRow (Views/PriceCalculatorView.swift). */
function rowElement(product, isPreview) {
  const make = (tag, className, text) => {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const label = product.name ?? `Product ${product.index + 1}`;
  const row = make("li", ["ranked", product.isBest ? "best" : null, isPreview ? "preview" : null].filter(Boolean).join(" "));
  const what = make("div", "what");
  what.append(make("span", "product-name", label));
  if (product.store) what.append(make("span", "store", product.store));
  what.append(make("span", "pack", `${product.quantityText} ${product.unit} · ${product.priceText}`));
  const per = make("div", "per");
  per.append(make("span", "per-value", product.pricePerDisplayUnitText), " ", make("span", "per-unit", `/ ${product.displayUnit}`));
  row.append(make("span", "rank", String(product.rank)), what, per, make("span", "delta", product.isBest ? "Best" : `+${product.percentAboveBest}\u00A0%`));
  if (isPreview) {
    row.append(make("span", "row-actions new", "Not added yet"));
  } else {
    const actions = make("div", "row-actions");
    for (const [text, value] of [["Edit", `edit:${product.index}`], ["Remove", `remove:${product.index}`]]) {
      const button = make("button", "link-button", text);
      button.type = "submit";
      button.name = "action";
      button.value = value;
      button.setAttribute("aria-label", `${text} ${label}`);
      actions.append(button);
    }
    row.append(actions);
  }
  return row;
}
