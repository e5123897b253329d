// Colours the server chose (an area's, a timeline's), from `data-color` into the element's
// `--color` custom property. The CSP allows no style attribute; setting a property through the
// CSSOM is allowed. Without JavaScript the chips keep the accent colour.

const hexColor = /^#[0-9a-fA-F]{6}$/;

/** Sets `--color` on every element under `root` that has a `data-color` of the form #rrggbb. */
export function applyColors(root = document) {
  for (const element of root.querySelectorAll("[data-color]")) {
    if (hexColor.test(element.dataset.color)) element.style.setProperty("--color", element.dataset.color);
  }
}
