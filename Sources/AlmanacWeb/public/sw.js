// Almanac's service worker: keeps the app's files and the pages you open on this device, so the
// app starts and the pages you used last open without a network.
// - The stylesheet, scripts, icons, the manifest and the offline page are precached when the worker
//   installs, in a cache named after the build; a release with other files is a new worker that
//   replaces the cache (the server fills in BUILD below from the files it serves).
// - Pages: network first; each page loaded is kept; without a network the kept copy, else the
//   offline page. At most BUILD.maxPages pages are kept: the ones opened longest ago go first.
// - The API is never cached here: its answers are one user's data (the offline queue in
//   js/offline.js keeps the changes made offline, and the page clears the kept pages on sign-out).

const BUILD = { version: "dev", precache: [], offline: "/offline", api: "/api/", maxPages: 50 };

const STATIC_CACHE = `almanac-static-${BUILD.version}`;
const PAGES_CACHE = "almanac-pages";

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(STATIC_CACHE);
      // "reload": the files of this build, not older copies from the browser's HTTP cache.
      await cache.addAll(BUILD.precache.map((path) => new Request(path, { cache: "reload", credentials: "same-origin" })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("almanac-static-") && name !== STATIC_CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith(BUILD.api)) return;
  if (request.mode === "navigate") {
    event.respondWith(request.method === "GET" ? page(request) : formPost(request));
  } else if (request.method === "GET" && BUILD.precache.includes(url.pathname)) {
    event.respondWith(staticFile(request));
  }
});

/** Network first; a page that loaded is kept for the next time there is no network. */
async function page(request) {
  try {
    const response = await fetch(request);
    if (response.ok && response.type === "basic" && !response.redirected) {
      await keep(request.url, response);
    }
    return response;
  } catch {
    const kept = await caches.match(request.url, { cacheName: PAGES_CACHE });
    return kept ?? offlinePage();
  }
}

async function keep(url, response) {
  const cache = await caches.open(PAGES_CACHE);
  // Delete first, so a page opened again moves to the end of the cache's order.
  await cache.delete(url);
  await cache.put(url, response.clone());
  await trimPages(cache);
}

/** Keeps the BUILD.maxPages pages put most recently. A cache lists its entries in the order they
 *  were put, so the first ones are the oldest. */
async function trimPages(cache) {
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - BUILD.maxPages))) await cache.delete(old);
}

/** A form sent without a network gets the offline page, which says it did not arrive. */
async function formPost(request) {
  try {
    const response = await fetch(request);
    // A form answered by a redirect lands on a page (setting an intention opens /focus): kept
    // like any page opened, under the address it came from.
    if (response.ok && response.redirected && response.type === "basic") {
      // A copy without the redirect mark: a redirected response cannot answer a navigation.
      const copy = response.clone();
      await keep(response.url, new Response(await copy.blob(), { status: copy.status, statusText: copy.statusText, headers: copy.headers }));
    }
    return response;
  } catch {
    return offlinePage();
  }
}

/** Cache first: the files of this build do not change. */
async function staticFile(request) {
  const cached = await caches.match(request, { cacheName: STATIC_CACHE, ignoreSearch: true });
  return cached ?? fetch(request);
}

async function offlinePage() {
  const cached = await caches.match(BUILD.offline, { cacheName: STATIC_CACHE });
  return cached ?? new Response("You are offline.", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
