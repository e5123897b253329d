// Almanac's page-wide behaviour: nothing here is required for the pages to work.
// Module widgets live in their own files and are loaded by the page that needs them.

import { applyColors } from "./colors.js";
import { csrfToken, reachable, request, start } from "./offline.js";

/** The CSRF token for fetch() calls to the API with the session cookie; whether the server answers. */
export { csrfToken, reachable };

/** JSON API call with the CSRF header and an Idempotency-Key; throws an Error carrying the API's
 *  message and field. With `offline` (what the change is, for the sync status), a change made
 *  without a network waits on this device and the answer is `{ queued: true }`. */
export async function api(method, path, body, { offline } = {}) {
  return request(method, path, body, { label: offline });
}

start();
applyColors();

// A part of a form that applies to some choices of one of its selects only:
// <div data-shown-for="kind=weekly interval"> is hidden while the form's `kind` has another value.
// Without JavaScript every part shows, its hint saying when it applies.
for (const part of document.querySelectorAll("[data-shown-for]")) {
  const [name, values] = part.dataset.shownFor.split("=");
  const select = part.closest("form")?.elements.namedItem(name);
  if (!(select instanceof HTMLSelectElement)) continue;
  const update = () => { part.hidden = !values.split(" ").includes(select.value); };
  select.addEventListener("change", update);
  update();
}

// Load a page's widget module when the page asks for it: <main data-widget="tasks">.
for (const element of document.querySelectorAll("[data-widget]")) {
  import(`/js/${element.dataset.widget}.js`).then((module) => module.mount?.(element));
}
