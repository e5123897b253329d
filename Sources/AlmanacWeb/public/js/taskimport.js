// Tasks → Import: a progress bar. The upload is sent by XMLHttpRequest so its progress can be
// shown (then "Reading the file…" while the server reads it), and the page it answers with (the
// preview, or the form with the problem named) takes the place of this one. Confirming is the
// form's own post; while it runs, the bar follows the server's import (to-dos done of all).
// Without this file both forms post as they are, and the pages are the same.

import { followProgress, progressLine, uploadWithProgress } from "./importprogress.js";

const Events = Object.freeze({
  upload: "almanac:import-upload",
  confirm: "almanac:import-confirm",
});

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
        uploadWithProgress(form, file, line, {
          uploaded: () => line.show(`Reading ${file.name}…`, null),
          answered: (request) => replaceWith(request.responseText, request.responseURL || form.action),
        });
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
        followProgress(progressURL, (progress) => {
          if (progress.phase === "reading") line.show("Reading the file…", null);
          if (progress.phase === "importing" && progress.total > 0) {
            line.show(`Importing: ${progress.done.toLocaleString()} of ${progress.total.toLocaleString()} to-dos`, progress.done / progress.total);
          }
          if (progress.phase === "finished") line.show("Imported; opening your list…", 1);
        });
        break;
      }
    }
  };

  uploadForm?.addEventListener("submit", (submitEvent) => handle(Events.upload, { form: uploadForm, submitEvent }));
  confirmForm?.addEventListener("submit", () => handle(Events.confirm, { form: confirmForm }));
}
