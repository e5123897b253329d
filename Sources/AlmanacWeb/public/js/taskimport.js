// Tasks → Import: a progress bar. The upload is sent by XMLHttpRequest so its progress can be
// shown (then "Reading the file…" while the server reads it), and the page it answers with (the
// preview, or the form with the problem named) takes the place of this one. Confirming is the
// form's own post; while it runs, the bar follows the server's import (to-dos done of all).
// Without this file both forms post as they are, and the pages are the same.

const Events = Object.freeze({
  upload: "almanac:import-upload",
  confirm: "almanac:import-confirm",
});

/** The progress line under a form: a <progress> and its words, read out politely. */
function progressLine(form) {
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

function sizeText(bytes) {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function mount(root) {
  const uploadForm = root.querySelector("form[enctype='multipart/form-data']");
  const confirmForm = root.querySelector("form.import-confirm");

  /** Puts the page the server answered with in place of this one, and starts it again. */
  function replaceWith(html, address) {
    const page = new DOMParser().parseFromString(html, "text/html");
    const next = page.querySelector("[data-widget='taskimport']");
    if (!next) {
      // Not the import page (signed out meanwhile, say): go where the answer came from.
      location.assign(address);
      return;
    }
    document.title = page.title;
    const adopted = document.adoptNode(next);
    root.replaceWith(adopted);
    mount(adopted);
    // Shown from the top, as the same page loaded without JavaScript is: the title, then the
    // preview's heading and summary (or the problem, at the top of the form). Scrolling the preview
    // to the top instead put its heading under the sticky header on a phone and the title above
    // the screen. Focus moves to what changed without scrolling again.
    window.scrollTo(0, 0);
    const changed = adopted.querySelector("#import-error") ?? adopted.querySelector("#import-preview h2");
    if (changed) {
      changed.tabIndex = -1;
      changed.focus({ preventScroll: true });
    }
  }

  const handle = (event, detail) => {
    switch (event) {
      case Events.upload: {
        const { form, submitEvent } = detail;
        const file = form.querySelector("input[type=file]")?.files?.[0];
        if (!file || typeof XMLHttpRequest === "undefined") return; // the browser's own post
        submitEvent.preventDefault();
        const line = progressLine(form);
        const button = form.querySelector("button[type=submit], input[type=submit]");
        if (button) button.disabled = true;
        const request = new XMLHttpRequest();
        request.open("POST", form.action);
        request.upload.addEventListener("progress", (progress) => {
          if (!progress.lengthComputable) return line.show("Uploading…", null);
          line.show(`Uploading ${file.name}: ${sizeText(progress.loaded)} of ${sizeText(progress.total)}`, progress.loaded / progress.total);
        });
        request.upload.addEventListener("load", () => line.show(`Reading ${file.name}…`, null));
        request.addEventListener("load", () => replaceWith(request.responseText, request.responseURL || form.action));
        request.addEventListener("error", () => {
          if (button) button.disabled = false;
          line.show("The upload failed (is the server reachable?). Try again.", 0);
        });
        line.show(`Uploading ${file.name}…`, 0);
        request.send(new FormData(form));
        break;
      }
      case Events.confirm: {
        // The form posts as it is; the page stays until the answer comes, so follow the import.
        const { form } = detail;
        const upload = form.querySelector("input[name=upload]")?.value;
        const progressURL = form.dataset.progress;
        if (!upload || !progressURL) return;
        const line = progressLine(form);
        line.show("Starting the import…", null);
        // Not twice: disabled once this submission has gone.
        setTimeout(() => form.querySelector("button[type=submit]")?.setAttribute("disabled", ""), 0);
        const poll = async () => {
          try {
            const response = await fetch(progressURL, { headers: { Accept: "application/json" }, credentials: "same-origin" });
            if (response.ok) {
              const progress = await response.json();
              if (progress.phase === "reading") line.show("Reading the file…", null);
              if (progress.phase === "importing" && progress.total > 0) {
                line.show(`Importing: ${progress.done.toLocaleString()} of ${progress.total.toLocaleString()} to-dos`, progress.done / progress.total);
              }
              if (progress.phase === "finished") line.show("Imported; opening your list…", 1);
            }
          } catch {
            // The page is being replaced by the answer; nothing to show.
          }
          setTimeout(poll, 400);
        };
        setTimeout(poll, 200);
        break;
      }
    }
  };

  uploadForm?.addEventListener("submit", (submitEvent) => handle(Events.upload, { form: uploadForm, submitEvent }));
  confirmForm?.addEventListener("submit", () => handle(Events.confirm, { form: confirmForm }));
}
