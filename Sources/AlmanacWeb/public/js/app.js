// Almanac's page-wide behaviour: nothing here is required for the pages to work.
// Module widgets live in their own files and are loaded by the page that needs them.

/** The CSRF token for fetch() calls to the API with the session cookie. */
export function csrfToken() {
  return document.querySelector('meta[name="csrf-token"]')?.content ?? "";
}

/** JSON API call with the CSRF header; throws an Error carrying the API's message and field. */
export async function api(method, path, body) {
  const response = await fetch(path, {
    method,
    headers: { "Content-Type": "application/json", "X-CSRF-Token": csrfToken() },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "same-origin",
  });
  if (response.status === 204) return null;
  const data = await response.json().catch(() => null);
  if (!response.ok) {
    const error = new Error(data?.error?.message ?? `Request failed (${response.status})`);
    error.field = data?.error?.field;
    throw error;
  }
  return data;
}

// Load a page's widget module when the page asks for it: <main data-widget="tasks">.
for (const element of document.querySelectorAll("[data-widget]")) {
  import(`/js/${element.dataset.widget}.js`).then((module) => module.mount?.(element));
}
