// A runbook in a hard moment. The pages work without this file (the steps are one readable list in
// one form); with it, the use page shows one step at a time in large type, runs the breathing and
// "surf the urge" timers with the browser's audio, and keeps a use made without a network in the
// offline queue (it is sent when the server answers again). On the list, the runbooks' pages are
// put in the service worker's page cache, so they open with no connection.
import { api, reachable } from "/js/app.js";

const PAGES_CACHE = "almanac-pages";
const URGE_MS = 5 * 60 * 1000;
const BREATHING_CYCLES = 6;

/** Named events of the widget, all handled by `handle`. */
const Events = Object.freeze({
  show: "show", // detail: index of the card to show
  next: "next",
  back: "back",
  breathe: "breathe", // detail: the timer element
  surf: "surf", // detail: the timer element
  passed: "passed", // detail: the timer element
  submit: "submit", // detail: the submit event
  precache: "precache",
});

const PATTERNS = {
  box: [["Breathe in", 4], ["Hold", 4], ["Breathe out", 4], ["Hold", 4]],
  sigh: [["Breathe in", 2], ["A little more in", 1], ["Long breath out", 6]],
};

export function mount(element) {
  if (element.classList.contains("urge-surf")) return mountUrgeSurf(element);
  const form = element.querySelector("form.runbook-use");
  const state = { element, form, cards: form ? [...form.querySelectorAll(".runbook-card")] : [], index: 0, timers: new Map(), audio: null };
  const dispatch = (event, detail) => {
    Promise.resolve(handle(state, event, detail, dispatch)).catch((error) => note(state, error.message));
  };
  if (!form) {
    dispatch(Events.precache);
    return;
  }
  element.classList.add("is-stepping");
  for (const button of element.querySelectorAll("[data-action][hidden]")) button.hidden = false;
  const nav = document.createElement("div");
  nav.className = "runbook-nav actions";
  nav.innerHTML = '<button type="button" data-action="back">Back</button><button type="button" class="primary" data-action="next">Next</button>';
  form.querySelector(".runbook-steps").after(nav);
  state.nav = nav;
  element.addEventListener("click", (event) => {
    const button = event.target.closest("[data-action]");
    if (!button || !Object.hasOwn(Events, button.dataset.action)) return;
    event.preventDefault();
    dispatch(Events[button.dataset.action], button.closest(".runbook-timer"));
  });
  form.addEventListener("submit", (event) => {
    // The buttons that go elsewhere (the journal, an intention) submit as usual.
    if (event.submitter?.hasAttribute("formaction") || form.dataset.sending === "online") return;
    event.preventDefault();
    dispatch(Events.submit, event);
  });
  dispatch(Events.show, 0);
}

/**
 * "I got distracted" on the Focus screen: the same urge timer, and "Yes, it passed" picks
 * "Surfed: it passed" (starting the timer picks "gave in" until then).
 */
function mountUrgeSurf(element) {
  const state = { element, timers: new Map(), audio: null };
  for (const button of element.querySelectorAll("[data-action][hidden]")) button.hidden = false;
  const pick = (value) => {
    const radio = element.querySelector(`input[name="urgePassed"][value="${value}"]`);
    if (radio) radio.checked = true;
  };
  element.addEventListener("click", (event) => {
    const button = event.target.closest("[data-action]");
    const timer = button?.closest(".runbook-timer");
    if (!timer) return;
    event.preventDefault();
    if (button.dataset.action === "surf") {
      pick("false");
      surf(state, timer);
    } else if (button.dataset.action === "passed") {
      handle(state, Events.passed, timer);
      pick("true");
    }
  });
}

async function handle(state, event, detail, dispatch) {
  switch (event) {
    case Events.show:
      state.index = Math.max(0, Math.min(detail, state.cards.length - 1));
      state.cards.forEach((card, i) => card.classList.toggle("is-current", i === state.index));
      state.nav.querySelector('[data-action="back"]').disabled = state.index === 0;
      state.nav.querySelector('[data-action="next"]').hidden = state.index === state.cards.length - 1;
      state.cards[state.index].querySelector("legend, .runbook-step-text, .runbook-step-hint")?.scrollIntoView?.({ block: "nearest" });
      return;
    case Events.next:
      return dispatch(Events.show, state.index + 1);
    case Events.back:
      return dispatch(Events.show, state.index - 1);
    case Events.breathe:
      return breathe(state, detail);
    case Events.surf:
      return surf(state, detail);
    case Events.passed:
      stop(state, detail);
      detail.querySelector('[data-part="passed"]').hidden = true;
      detail.querySelector('[data-part="clock"]').textContent = "It passed. Well noticed.";
      markDone(detail);
      return;
    case Events.submit:
      return keepUse(state);
    case Events.precache:
      return precache(state.element);
  }
}

/** A short soft tone (the browser's audio; nothing to download, works offline). */
function beep(state, frequency = 440) {
  try {
    state.audio ??= new AudioContext();
    const oscillator = state.audio.createOscillator();
    const gain = state.audio.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.08, state.audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, state.audio.currentTime + 0.4);
    oscillator.connect(gain).connect(state.audio.destination);
    oscillator.start();
    oscillator.stop(state.audio.currentTime + 0.4);
  } catch {
    // No audio: the words on the page still change.
  }
}

function stop(state, timer) {
  clearInterval(state.timers.get(timer));
  state.timers.delete(timer);
}

function markDone(timer) {
  const box = timer.closest(".runbook-card")?.querySelector('input[name="done"]');
  if (box) box.checked = true;
}

function breathe(state, timer) {
  stop(state, timer);
  const phases = PATTERNS[timer.dataset.pattern] ?? PATTERNS.box;
  const out = timer.querySelector('[data-part="breath"]');
  let cycle = 0;
  let phase = 0;
  let left = phases[0][1];
  const show = () => {
    out.textContent = `${phases[phase][0]} · ${left}`;
    out.dataset.phase = phases[phase][0].startsWith("Hold") ? "hold" : phase === phases.length - 1 ? "out" : "in";
  };
  beep(state, 520);
  show();
  state.timers.set(
    timer,
    setInterval(() => {
      left -= 1;
      if (left > 0) return show();
      phase = (phase + 1) % phases.length;
      if (phase === 0) cycle += 1;
      if (cycle >= BREATHING_CYCLES) {
        stop(state, timer);
        out.textContent = "Done. Notice how your body feels now.";
        delete out.dataset.phase;
        markDone(timer);
        beep(state, 392);
        return;
      }
      left = phases[phase][1];
      beep(state, phase === 0 ? 520 : 440);
      show();
    }, 1000),
  );
}

function surf(state, timer) {
  stop(state, timer);
  const clock = timer.querySelector('[data-part="clock"]');
  timer.querySelector('[data-part="passed"]').hidden = true;
  const end = Date.now() + URGE_MS;
  const show = () => {
    const seconds = Math.max(0, Math.ceil((end - Date.now()) / 1000));
    clock.textContent = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")} · notice the urge; you do not have to act on it`;
    return seconds;
  };
  show();
  beep(state, 440);
  state.timers.set(
    timer,
    setInterval(() => {
      if (show() > 0) return;
      stop(state, timer);
      clock.textContent = "Five minutes.";
      timer.querySelector('[data-part="passed"]').hidden = false;
      beep(state, 392);
    }, 1000),
  );
}

function note(state, text) {
  const out = state.form?.querySelector('[data-part="note"]');
  if (out) out.textContent = text;
}

/** Sends the use: as the form when the server answers, else to the offline queue with its time. */
async function keepUse(state) {
  const { form, element } = state;
  if (await reachable()) {
    form.dataset.sending = "online";
    form.requestSubmit();
    return;
  }
  const value = (name) => form.querySelector(`input[name="${name}"]:checked`)?.value;
  const body = { stepsDone: [...form.querySelectorAll('input[name="done"]:checked')].map((box) => box.value), at: new Date().toISOString() };
  if (value("before")) body.before = value("before");
  if (value("after")) body.after = value("after");
  const result = await api("POST", element.dataset.uses, body, { offline: `Used “${element.dataset.name}”` });
  if (!result?.queued) return location.reload();
  form.reset();
  note(state, "Kept on this device. It is sent when the connection is back. Take care of yourself.");
}

/** Puts every runbook's page in the page cache while there is a network, so each opens offline. */
async function precache(element) {
  if (!("caches" in window)) return;
  const cache = await caches.open(PAGES_CACHE);
  for (const link of element.querySelectorAll("a[data-runbook-page]")) {
    const response = await fetch(link.href, { credentials: "same-origin" }).catch(() => null);
    if (response?.ok && !response.redirected) await cache.put(link.href, response);
  }
}
