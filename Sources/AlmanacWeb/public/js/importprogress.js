// Imports' progress bars, one way for every import page (Tasks → Import, Food → Health data):
// the upload is sent by XMLHttpRequest so its progress can be shown, then the page follows the
// server's own progress (`GET /api/v1/…/imports/{upload}/progress`: phase, done, total) until
// the answer comes. Without scripts the forms post as they are, and the pages are the same.

/** The progress line under a form: a <progress> and its words, read out politely. */
export function progressLine(form) {
  let box = form.querySelector(".import-progress");
  if (!box) {
    box = document.createElement("div");
    box.className = "import-progress";
    box.setAttribute("role", "status");
    box.setAttribute("aria-live", "polite");
    const bar = document.createElement("progress");
    bar.max = 100;
    const words = document.createElement("span");
    box.append(bar, words);
    form.append(box);
  }
  const bar = box.querySelector("progress");
  const words = box.querySelector("span");
  return {
    /** `fraction` 0…1, or null for "working, how long unknown". */
    show(text, fraction) {
      box.hidden = false;
      words.textContent = text;
      if (fraction == null) bar.removeAttribute("value");
      else bar.value = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
    },
    hide() {
      box.hidden = true;
    },
  };
}

export function sizeText(bytes) {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * Posts `form` (multipart, with `file`) by XMLHttpRequest, showing the upload on `line`; then
 * `uploaded()` while the server works, and `answered(request)` with its answer. The submit button
 * is disabled meanwhile (enabled again if the upload fails).
 */
export function uploadWithProgress(form, file, line, { uploaded, answered }) {
  const button = form.querySelector("button[type=submit], input[type=submit]");
  if (button) button.disabled = true;
  const request = new XMLHttpRequest();
  request.open("POST", form.action);
  request.upload.addEventListener("progress", (progress) => {
    if (!progress.lengthComputable) return line.show("Uploading…", null);
    line.show(`Uploading ${file.name}: ${sizeText(progress.loaded)} of ${sizeText(progress.total)}`, progress.loaded / progress.total);
  });
  request.upload.addEventListener("load", () => uploaded());
  request.addEventListener("load", () => answered(request));
  request.addEventListener("error", () => {
    if (button) button.disabled = false;
    line.show("The upload failed (is the server reachable?). Try again.", 0);
  });
  line.show(`Uploading ${file.name}…`, 0);
  request.send(new FormData(form));
}

/** Asks `url` for the server's progress every 400 ms and passes it to `show`; returns stop(). */
export function followProgress(url, show) {
  let stopped = false;
  const poll = async () => {
    if (stopped) return;
    try {
      const response = await fetch(url, { headers: { Accept: "application/json" }, credentials: "same-origin" });
      if (response.ok && !stopped) show(await response.json());
    } catch {
      // The page is being replaced by the answer; nothing to show.
    }
    if (!stopped) setTimeout(poll, 400);
  };
  setTimeout(poll, 200);
  return () => {
    stopped = true;
  };
}
