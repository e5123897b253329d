// Timelines: reads a chosen CSV file into the import form's text area, so a file can be
// previewed without a multipart upload. Without JavaScript the user pastes the CSV instead.

const Events = Object.freeze({ fileChosen: "almanac:file-chosen" });

export function mount(element) {
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
