// Account setup: the browser's own time zone preselected in the list (without JavaScript the server
// starts from UTC). Mounted only on the first visit, so a zone the person chose is never replaced.
export function mount(element) {
  const select = element.querySelector("select[name=timeZone]");
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (select && zone && [...select.options].some((option) => option.value === zone)) select.value = zone;
}
