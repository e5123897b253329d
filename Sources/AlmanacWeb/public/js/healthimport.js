// Food → Health data: the import form's progress bar (the shared one, importprogress.js). The
// upload's progress, then the server's reading of the file (bytes read of all) by the form's
// upload id, then the page the server answers with (the imported days and their flash, or the
// form with the problem named) takes the place of this one's <main>. Without this file the form
// posts as it is, and the pages are the same.

import { followProgress, progressLine, sizeText, uploadWithProgress } from "./importprogress.js";

/** Puts the <main> of the page the server answered with in place of this one's. */
function showAnswer(request, form, file) {
  const page = new DOMParser().parseFromString(request.responseText, "text/html");
  const main = page.querySelector("main");
  const next = main?.querySelector("#health-import-form");
  if (!main || !next) {
    // Not the Health data page (signed out meanwhile, say): go where the answer came from.
    location.assign(request.responseURL || form.action);
    return;
  }
  document.title = page.title;
  const adopted = document.adoptNode(main);
  document.querySelector("main").replaceWith(adopted);
  const again = adopted.querySelector("#health-import-form");
  mount(again);
  const refused = adopted.querySelector("#health-error");
  if (!refused) progressLine(again).show(`Imported ${file.name} (${sizeText(file.size)}).`, 1);
  (refused ?? adopted.querySelector(".flash") ?? adopted).scrollIntoView({ block: "start" });
  refused?.focus?.();
}

export function mount(form) {
  form.addEventListener("submit", (event) => {
    const file = form.querySelector("input[type=file]")?.files?.[0];
    const progressURL = form.dataset.progress;
    if (!file || !progressURL || typeof XMLHttpRequest === "undefined") return; // the browser's own post
    event.preventDefault();
    const line = progressLine(form);
    let stop = () => {};
    uploadWithProgress(form, file, line, {
      uploaded: () => {
        line.show(`Reading ${file.name}…`, null);
        stop = followProgress(progressURL, (progress) => {
          if (progress.phase !== "reading" || !(progress.total > 0)) return;
          if (progress.done >= progress.total) line.show(`Read ${sizeText(progress.total)}; saving the days…`, 1);
          else line.show(`Reading ${file.name}: ${sizeText(progress.done)} of ${sizeText(progress.total)}`, progress.done / progress.total);
        });
      },
      answered: (request) => {
        stop();
        showAnswer(request, form, file);
      },
    });
  });
}
