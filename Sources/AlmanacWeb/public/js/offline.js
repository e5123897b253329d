// The offline queue: a change made while the server cannot be reached is kept on this device
// (IndexedDB) with its Idempotency-Key and sent again, in order, with backoff, until the server
// has answered it. The server answers a repeated key with its first answer, so a change that
// arrived but whose answer was lost is never applied twice. Nothing is dropped silently: what
// waits is listed in the page's sync status ("2 changes waiting to sync"), and a change the
// server refuses when it arrives (the to-do was deleted meanwhile) stays there with the server's
// reason until the user dismisses it. Also registers the service worker and clears the pages it
// kept when the user signs out.

const DB_NAME = "almanac-offline";
const STORE = "queue";
const PAGES_CACHE = "almanac-pages";
const MAX_DELAY_MS = 60_000;
/** Answers that mean "this change cannot be applied": shown to the user, not retried. */
const REFUSED = new Set([400, 404, 409, 410, 422]);
/** The 409 that is not a refusal: the first request with this key has not finished (or ran on a
 *  server that stopped before answering); the change is sent again later, with backoff. */
const IN_PROGRESS = "idempotency_in_progress";

/** What can happen to the queue; every listener only dispatches one of these to `handle`. */
const Events = Object.freeze({
  queued: "queued", // an action was added
  online: "online", // the browser says the network is back (or a retry timer fired)
  offline: "offline",
  dismiss: "dismiss", // detail: the key of a refused action the user has read
  signOut: "sign-out", // detail: the sign-out form
  reload: "reload",
});

const state = { flushing: false, timer: null, delay: 1000 };

/** The CSRF token for the API with the session cookie (the page's meta tag). */
export function csrfToken() {
  return document.querySelector('meta[name="csrf-token"]')?.content ?? "";
}

/** Whether the server answers now: any answer counts, only a failed fetch means offline (the
 *  browser's navigator.onLine says nothing about a server that cannot be reached). */
export async function reachable() {
  try {
    // A weak signal that answers nothing within 3 s counts as none.
    await fetch("/healthz", { cache: "no-store", credentials: "same-origin", signal: AbortSignal.timeout(3000) });
    return true;
  } catch {
    return false;
  }
}

/** A new Idempotency-Key. */
export function newKey() {
  return crypto.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

function currentUser() {
  return document.getElementById("sync-status")?.dataset.user ?? "";
}

function openDatabase() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: "key" });
      store.createIndex("queuedAt", "queuedAt");
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function transaction(mode, work) {
  const db = await openDatabase();
  return new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const result = work(tx.objectStore(STORE));
    tx.oncomplete = () => { db.close(); resolve(result.result ?? result); };
    tx.onerror = () => { db.close(); reject(tx.error); };
  });
}

/** Every kept action of the signed-in user, oldest first. */
export async function queuedActions() {
  if (!("indexedDB" in window)) return [];
  const all = await transaction("readonly", (store) => store.index("queuedAt").getAll());
  return all.filter((action) => action.user === currentUser());
}

const put = (action) => transaction("readwrite", (store) => store.put(action));
const remove = (key) => transaction("readwrite", (store) => store.delete(key));

/** Sends a request to the API with the CSRF token and an Idempotency-Key. */
async function send(action) {
  return fetch(action.path, {
    method: action.method,
    headers: { "Content-Type": "application/json", "X-CSRF-Token": csrfToken(), "Idempotency-Key": action.key },
    body: action.body === undefined ? undefined : JSON.stringify(action.body),
    credentials: "same-origin",
  });
}

/** Sends `method path body`; when the server cannot be reached and `label` says what the change
 *  is ("Complete “Buy milk”"), keeps it to send later and answers `{ queued: true }`. Throws an
 *  Error with the API's message (and field) when the server refuses it. */
export async function request(method, path, body, { label } = {}) {
  const action = { key: newKey(), user: currentUser(), method, path, body, label, queuedAt: Date.now(), attempts: 0 };
  const waiting = label && (await queuedActions().catch(() => [])).some((queued) => !queued.refused);
  let response;
  if (!waiting) {
    try {
      response = await send(action);
    } catch (error) {
      if (!label) throw new Error("The server cannot be reached. Check the connection and try again.");
    }
  }
  // Changes wait behind older ones, so they reach the server in the order they were made.
  if (!response || (label && (response.status >= 500 || (await stillRunning(response))))) {
    await put(action);
    dispatch(Events.queued);
    return { queued: true };
  }
  return answer(response);
}

/** Whether the server says the first request with this key is still running (a 409 that is
 *  worth sending again); reads a copy of the answer, so it can still be read. */
async function stillRunning(response) {
  if (response.status !== 409) return false;
  const data = await response.clone().json().catch(() => null);
  return data?.error?.code === IN_PROGRESS;
}

async function answer(response) {
  if (response.status === 204) return null;
  const data = await response.json().catch(() => null);
  if (!response.ok) {
    const error = new Error(data?.error?.message ?? `Request failed (${response.status})`);
    error.field = data?.error?.field;
    error.status = response.status;
    throw error;
  }
  return data;
}

/** Sends the waiting actions in order; stops at the first one the network or the server could
 *  not take (and tries again later, waiting longer each time). */
async function flush() {
  if (state.flushing) return;
  state.flushing = true;
  clearTimeout(state.timer);
  state.timer = null;
  let retry = false;
  try {
    for (const action of await queuedActions()) {
      if (action.refused) continue;
      let response;
      try {
        response = await send(action);
      } catch {
        retry = true;
        break;
      }
      if (response.ok) {
        await remove(action.key);
      } else if (REFUSED.has(response.status) && !(await stillRunning(response))) {
        const data = await response.json().catch(() => null);
        await put({ ...action, refused: { status: response.status, message: data?.error?.message ?? `Refused (${response.status})` } });
      } else {
        // 401/403 (signed out, expired form token), 409 still running, 429, 5xx: keep it and
        // try again later.
        await put({ ...action, attempts: action.attempts + 1 });
        retry = true;
        break;
      }
    }
  } finally {
    state.flushing = false;
  }
  state.delay = retry ? Math.min(state.delay * 2, MAX_DELAY_MS) : 1000;
  if (retry) state.timer = setTimeout(() => dispatch(Events.online), state.delay);
  await render();
}

/** Shows the queue in the page's sync status. */
async function render() {
  const root = document.getElementById("sync-status");
  if (!root) return;
  const actions = await queuedActions().catch(() => []);
  const waiting = actions.filter((action) => !action.refused);
  const refused = actions.filter((action) => action.refused);
  const part = (role) => root.querySelector(`[data-role=${role}]`);
  part("offline").hidden = navigator.onLine;
  part("waiting").hidden = waiting.length === 0;
  part("count").textContent = `${waiting.length} ${waiting.length === 1 ? "change" : "changes"} waiting to sync`;
  part("pending").replaceChildren(
    ...waiting.map((action) => {
      const item = document.createElement("li");
      item.textContent = action.label;
      return item;
    }),
  );
  part("conflicts").replaceChildren(
    ...refused.map((action) => {
      const box = document.createElement("div");
      box.className = "flash error";
      const text = document.createElement("span");
      text.textContent = `Not synced: ${action.label}. The server said: ${action.refused.message}`;
      const button = document.createElement("button");
      button.type = "button";
      button.className = "secondary";
      button.textContent = "Dismiss";
      button.dataset.dismiss = action.key;
      box.append(text, button);
      return box;
    }),
  );
  root.classList.toggle("is-active", !navigator.onLine || actions.length > 0);
}

async function handle(event, detail) {
  switch (event) {
    case Events.queued:
      await render();
      state.timer ??= setTimeout(() => dispatch(Events.online), state.delay);
      break;
    case Events.online:
      state.timer = null;
      await flush();
      break;
    case Events.offline:
      await render();
      break;
    case Events.dismiss:
      await remove(detail);
      await render();
      break;
    case Events.signOut: {
      // The kept pages are this user's: they go with the session.
      const waiting = (await queuedActions()).length;
      if (waiting && !confirm(`${waiting} ${waiting === 1 ? "change has" : "changes have"} not reached the server yet. Sign out anyway? They will sync when you sign in again on this device.`)) return;
      await caches?.delete(PAGES_CACHE);
      detail.submit();
      break;
    }
    case Events.reload:
      location.reload();
      break;
  }
}

function dispatch(event, detail) {
  handle(event, detail).catch((error) => console.warn("Offline queue:", error));
}

export function start() {
  window.addEventListener("online", () => dispatch(Events.online));
  window.addEventListener("offline", () => dispatch(Events.offline));
  document.addEventListener("click", (event) => {
    const dismiss = event.target.closest?.("[data-dismiss]");
    if (dismiss) dispatch(Events.dismiss, dismiss.dataset.dismiss);
    if (event.target.closest?.("[data-action=reload]")) dispatch(Events.reload);
  });
  document.addEventListener("submit", (event) => {
    if (event.target.matches?.("[data-role=sign-out]") && "caches" in window) {
      event.preventDefault();
      dispatch(Events.signOut, event.target);
    }
  });
  if ("serviceWorker" in navigator) {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((error) => console.warn("Service worker:", error));
  }
  dispatch(currentUser() ? Events.online : Events.offline);
}
