// Almanac's service worker: keeps the app's files and the pages you open on this device, so the
// app starts and the pages you used last open without a network.
// - The stylesheet, scripts, icons, the manifest and the offline page are precached when the worker
//   installs, in a cache named after the build; a release with other files is a new worker that
//   replaces the cache (the server fills in BUILD below from the files it serves).
// - Pages: network first; each page loaded is kept; without a network the kept copy, else the
//   offline page.
// - The API is never cached here: its answers are one user's data (the offline queue in
//   js/offline.js keeps the changes made offline, and the page clears the kept pages on sign-out).

const BUILD = { version: "dev", precache: [], offline: "/offline", api: "/api/" };

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
      const cache = await caches.open(PAGES_CACHE);
      await cache.put(request.url, response.clone());
    }
    return response;
  } catch {
    const kept = await caches.match(request.url, { cacheName: PAGES_CACHE });
    return kept ?? offlinePage();
  }
}

/** A form sent without a network gets the offline page, which says it did not arrive. */
async function formPost(request) {
  try {
    return await fetch(request);
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
