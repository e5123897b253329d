// The practice timer: a start bell, interval bells and an end bell made with the Web Audio API
// (nothing to download, works offline). Every bell is scheduled on the audio clock when the
// timer starts, so they ring on time even while the page's timers are slowed with the screen
// off (as far as the browser keeps the audio running); a screen wake lock is asked for where
// the browser offers one. When it ends (or is stopped), the minutes and the start go into the log
// form below, and its feelings open 5 seconds after the end (the feeling gate of intentions,
// which the server holds too), with the seconds counted down.
// The page works without this file: the form logs a session timed with any clock. Without a
// connection (the page and this file come from the service worker's caches), a session logged
// waits in the offline queue with the time it started and is sent when the server answers again.

import { api, reachable } from "/js/app.js";

/** Named events of the widget, all handled by `handle`. */
const Events = Object.freeze({
  start: "start",
  stop: "stop",
  tick: "tick",
  finish: "finish",
  log: "log", // the log form is sent
});

export function mount(element) {
  const state = { element, audio: null, bells: [], endsAt: 0, startedAt: 0, ticker: 0, wakeLock: null };
  const dispatch = (event) => {
    Promise.resolve(handle(state, event, dispatch)).catch((error) => show(state, error.message));
  };
  part(element, "controls").hidden = false;
  part(element, "no-script").hidden = true;
  element.addEventListener("click", (event) => {
    const button = event.target.closest("[data-action]");
    if (!button || !Object.hasOwn(Events, button.dataset.action)) return;
    event.preventDefault();
    dispatch(Events[button.dataset.action]);
  });
  // Coming back to the page after the screen was off: catch up at once.
  document.addEventListener("visibilitychange", () => state.endsAt && dispatch(Events.tick));
  const form = document.getElementById("practice-log");
  // Minutes typed by hand are a session timed with another clock: no start, no gate.
  form?.elements.minutes.addEventListener("input", () => {
    form.elements.startedAt.value = "";
    gate(form, 0);
  });
  form?.addEventListener("submit", (event) => {
    if (form.dataset.sending === "online") return;
    event.preventDefault();
    dispatch(Events.log);
  });
}

function part(element, name) {
  return element.querySelector(`[data-part="${name}"]`);
}

function show(state, text) {
  part(state.element, "clock").textContent = text;
}

function setting(state, name) {
  return Number(state.element.querySelector(`select[name="${name}"]`)?.value ?? 0);
}

async function handle(state, event, dispatch) {
  switch (event) {
    case Events.start: {
      const minutes = setting(state, "length") || 10;
      const interval = setting(state, "interval");
      state.audio ??= new AudioContext();
      await state.audio.resume();
      const now = state.audio.currentTime;
      const seconds = minutes * 60;
      state.bells = [bell(state.audio, now + 0.05, 1)];
      if (interval > 0) {
        for (let at = interval * 60; at < seconds; at += interval * 60) state.bells.push(bell(state.audio, now + at, 0.6));
      }
      state.bells.push(bell(state.audio, now + seconds, 1), bell(state.audio, now + seconds + 2.5, 1));
      state.startedAt = Date.now();
      state.endsAt = state.startedAt + seconds * 1000;
      state.ticker = setInterval(() => dispatch(Events.tick), 1000);
      state.wakeLock = await navigator.wakeLock?.request("screen").catch(() => null);
      toggle(state, true);
      return dispatch(Events.tick);
    }
    case Events.tick: {
      const left = Math.max(0, Math.ceil((state.endsAt - Date.now()) / 1000));
      show(state, `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`);
      if (left === 0) dispatch(Events.finish);
      return;
    }
    case Events.stop:
      for (const node of state.bells) {
        try {
          node.stop();
        } catch {
          // Already rung.
        }
      }
      return finish(state, Math.max(1, Math.round((Date.now() - state.startedAt) / 60000)), "Stopped. Log it below if you like.");
    case Events.finish:
      return finish(state, Math.round((state.endsAt - state.startedAt) / 60000), "Done. Take a moment before you move on.");
    case Events.log:
      return log(state);
  }
}

/** Sends the session: as the form when the server answers, else to the offline queue with the
 *  time it started (the timer's start, or its minutes before now). */
async function log(state) {
  const form = document.getElementById("practice-log");
  if (await reachable()) {
    form.dataset.sending = "online";
    form.requestSubmit();
    return;
  }
  const minutes = Number(form.elements.minutes.value);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 240) {
    form.elements.minutes.setCustomValidity("Minutes of practice, from 1 to 240.");
    form.elements.minutes.reportValidity();
    form.elements.minutes.setCustomValidity("");
    return;
  }
  const startedAt = form.elements.startedAt.value || new Date(Date.now() - minutes * 60_000).toISOString();
  const body = { minutes, startedAt };
  const note = form.elements.note.value.trim();
  if (note) body.note = note;
  const feeling = form.elements.feeling.value;
  if (feeling) body.feeling = feeling;
  const result = await api("POST", form.dataset.api, body, { offline: `Practised ${minutes} min` });
  if (!result?.queued) return location.reload();
  form.reset();
  show(state, "Kept on this device. It is sent when the connection is back.");
}

/** Closes the form's feelings until `until` (ms since the epoch), counting the seconds down. */
function gate(form, until) {
  const radios = form.querySelectorAll('input[name="feeling"]');
  const hint = form.querySelector('[data-part="gate"]');
  clearInterval(form.gateTicker);
  const tick = () => {
    const left = Math.ceil((until - Date.now()) / 1000);
    for (const radio of radios) radio.disabled = left > 0;
    hint.textContent = left > 0 ? `Take a breath first: the feelings open in ${left} s.` : "";
    if (left <= 0) clearInterval(form.gateTicker);
  };
  form.gateTicker = setInterval(tick, 250);
  tick();
}

function finish(state, minutes, text) {
  clearInterval(state.ticker);
  state.endsAt = 0;
  state.wakeLock?.release?.().catch(() => {});
  state.wakeLock = null;
  toggle(state, false);
  show(state, text);
  const form = document.getElementById("practice-log");
  if (form) {
    // The session is the minutes it ran up to now (a stopped timer's minutes are rounded, so its
    // start moves by under half a minute): presence counts that span.
    const endedAt = Date.now();
    form.elements.minutes.value = String(minutes);
    form.elements.startedAt.value = new Date(endedAt - minutes * 60_000).toISOString();
    gate(form, endedAt + 5000);
    form.elements.note.focus({ preventScroll: false });
  }
}

function toggle(state, running) {
  state.element.querySelector('[data-action="start"]').disabled = running;
  state.element.querySelector('[data-action="stop"]').disabled = !running;
  for (const select of state.element.querySelectorAll("select")) select.disabled = running;
}

/** A soft bowl-like bell at `when` on the audio clock: a tone and an overtone fading over 4 s. */
function bell(audio, when, loudness) {
  const gain = audio.createGain();
  gain.gain.setValueAtTime(0.0001, when);
  gain.gain.exponentialRampToValueAtTime(0.2 * loudness, when + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, when + 4);
  gain.connect(audio.destination);
  const tone = audio.createOscillator();
  tone.frequency.value = 432;
  const overtone = audio.createOscillator();
  overtone.frequency.value = 432 * 2.76;
  const overtoneGain = audio.createGain();
  overtoneGain.gain.value = 0.25;
  tone.connect(gain);
  overtone.connect(overtoneGain).connect(gain);
  tone.start(when);
  overtone.start(when);
  tone.stop(when + 4.2);
  overtone.stop(when + 4.2);
  // Stopping the tone (Stop) silences the bell; the overtone ends with it through `onended`.
  tone.onended = () => {
    try {
      overtone.stop();
    } catch {
      // Already ended.
    }
  };
  return tone;
}
