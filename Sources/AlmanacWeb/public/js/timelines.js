// Timelines: reads a chosen CSV file into the import form's text area, so a file can be
// previewed without a multipart upload (without JavaScript the user pastes the CSV instead); and
// opens a graph wider than the screen (a phone) at today rather than at its first year.

const Events = Object.freeze({ fileChosen: "almanac:file-chosen", graphShown: "almanac:graph-shown" });

/** Scrolls the graph so today's line sits three quarters across: today and the years before it. */
function showToday(scroller) {
  const svg = scroller.querySelector("svg");
  const line = svg?.querySelector(".tl-today");
  if (!line || scroller.scrollWidth <= scroller.clientWidth) return;
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  const x = line.x1.baseVal.value * scale;
  scroller.scrollLeft = Math.max(0, x - scroller.clientWidth * 0.75);
}

export function mount(element) {
  if (element.dataset.mode === "graph") {
    const handle = (event) => {
      if (event === Events.graphShown) showToday(element);
    };
    handle(Events.graphShown);
    return;
  }
  const textarea = element.querySelector("textarea[name=csv]");
  const input = element.querySelector("input[data-csv-file]");
  if (!textarea || !input) return;
  const handle = async (event, detail) => {
    switch (event) {
      case Events.fileChosen: {
        if (!detail) return;
        textarea.value = await detail.text();
        textarea.form.requestSubmit();
        break;
      }
    }
  };
  input.addEventListener("change", () => handle(Events.fileChosen, input.files[0]));
}
