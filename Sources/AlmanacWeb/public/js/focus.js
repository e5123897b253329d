// The intention log's live parts: the countdown (from the stored end time and the wall clock, so
// it never drifts and shows the same on every device), the time-up notification and beep, the
// 5-second pause before rating, and the server's reminders. The pages work without this file.
// Without a network (the server does not answer), ending, "I got distracted", abandoning and the
// rating after 5 s still work on the running page: each goes to the offline queue with the time
// the user did it (`at`, on the server's clock as this page knows it), and the server applies its
// rules at those times when the queue replays them in order.
import { api, reachable } from "/js/app.js";

const RATING_PAUSE_MS = 5000;
const REMINDER_POLL_MS = 60000;
const TIP_ROTATION_MS = 45000;

/** Named events of the widget, all handled by `dispatch`. */
const Events = Object.freeze({
  tick: "almanac:tick",
  timeUp: "almanac:time-up",
  askNotifications: "almanac:ask-notifications",
  fullscreen: "almanac:fullscreen",
  rotateTip: "almanac:rotate-tip",
  unlockRating: "almanac:unlock-rating",
  pollReminders: "almanac:poll-reminders",
  offlineAction: "almanac:offline-action", // detail: { kind, form, at } (end, distraction, abandon)
  offlineRate: "almanac:offline-rate", // detail: { feeling, at }
  showOfflineRate: "almanac:show-offline-rate", // detail: { endedAt } (ms)
});

export function mount(element) {
  const state = {
    element,
    mode: element.dataset.mode,
    endsAt: element.dataset.endsAt ? Date.parse(element.dataset.endsAt) : null,
    // The server's clock minus this device's, so a wrong device clock does not shift the countdown.
    offset: element.dataset.serverNow ? Date.parse(element.dataset.serverNow) - Date.now() : 0,
    tips: element.dataset.tips ? JSON.parse(element.dataset.tips) : [],
    tipIndex: 0,
    finished: false,
    audio: null,
  };
  const dispatch = (event, detail) => {
    try {
      const done = handle(state, event, dispatch, detail);
      done?.catch?.((error) => showNote(state, error.message));
    } catch (error) {
      showNote(state, error.message);
    }
  };

  element.addEventListener("click", (e) => {
    const action = e.target.closest("[data-action]")?.dataset.action;
    if (action && Object.hasOwn(Events, action)) {
      e.preventDefault();
      dispatch(Events[action]);
    }
  });

  if (state.mode === "run") {
    // Forms that work offline: sent as usual when the server answers, else queued with their time.
    element.addEventListener("submit", (e) => {
      const form = e.target.closest("form[data-offline]");
      if (!form || form.dataset.sending === "online") return;
      e.preventDefault();
      const at = Date.now() + state.offset;
      const submitter = e.submitter;
      reachable().then((ok) => {
        if (ok) {
          form.dataset.sending = "online";
          form.requestSubmit(submitter);
        } else {
          dispatch(Events.offlineAction, { kind: form.dataset.offline, form, at });
        }
      });
    });
    // Time is up and the rating page cannot be reached: rate here.
    part(element, "after")?.addEventListener("click", (e) => {
      e.preventDefault();
      const href = e.currentTarget.href;
      reachable().then((ok) => (ok ? location.assign(href) : dispatch(Events.showOfflineRate, { endedAt: state.endsAt })));
    });
    element.querySelector('[data-part="offline-rate"]')?.addEventListener("click", (e) => {
      const button = e.target.closest("button.feeling-choice");
      if (button) dispatch(Events.offlineRate, { feeling: button.value, at: Date.now() + state.offset });
    });
    part(element, "askNotifications")?.toggleAttribute("hidden", !needsPermission());
    element.querySelector('[data-action="fullscreen"]')?.toggleAttribute("hidden", !document.fullscreenEnabled);
    // Any click unlocks audio for the beep (browsers need a gesture first).
    document.addEventListener("click", () => ensureAudio(state), { once: true });
    dispatch(Events.tick);
    state.timer = setInterval(() => dispatch(Events.tick), 250);
    setInterval(() => dispatch(Events.rotateTip), TIP_ROTATION_MS);
    document.addEventListener("visibilitychange", () => dispatch(Events.tick));
  }
  if (state.mode === "rate") {
    // The pause ends 5 s after the intention ended, not after the page opened: the page names that
    // instant (the server refuses a feeling saved before it); the rest of the form stays open. A
    // device clock behind the server's waits at most the 5 s.
    const until = Number(element.dataset.gateUntil ?? 0);
    const secondsLeft = () => Math.ceil(Math.min(RATING_PAUSE_MS, until - Date.now()) / 1000);
    let left = secondsLeft();
    if (left > 0) {
      element.querySelectorAll("input[name=feeling]").forEach((input) => (input.disabled = true));
      const gate = element.querySelector('[data-part="gate"]');
      const count = () => {
        if (gate) gate.textContent = `Take a breath… the feelings open in ${left} s.`;
      };
      count();
      const countdown = setInterval(() => {
        left = secondsLeft();
        if (left <= 0) {
          clearInterval(countdown);
          dispatch(Events.unlockRating);
        } else count();
      }, 1000);
    } else {
      dispatch(Events.unlockRating); // a kept copy of the page may still say to wait
    }
  }
  if (state.mode === "run" || state.mode === "poll") {
    setInterval(() => dispatch(Events.pollReminders), REMINDER_POLL_MS);
  }
}

function part(element, name) {
  return element.querySelector(`[data-part="${name}"], [data-action="${name}"]`);
}

function needsPermission() {
  return "Notification" in window && Notification.permission === "default";
}

function showNote(state, text) {
  const note = part(state.element, "offline-note");
  if (!note) return;
  note.textContent = text;
  note.hidden = !text;
}

const clockText = (ms) => new Date(ms).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** Stops the running view: the timer, its actions and the clock give way to what comes next. */
function stopRunning(state) {
  state.finished = true;
  clearInterval(state.timer);
  for (const name of ["clock", "until", "tip", "done", "after"]) part(state.element, name)?.setAttribute("hidden", "");
  state.element.querySelectorAll(".focus-actions, .focus-extra").forEach((node) => node.setAttribute("hidden", ""));
}

async function offlineAction(state, dispatch, { kind, form, at }) {
  const { element } = state;
  const id = element.dataset.id;
  const what = element.dataset.what;
  const when = new Date(at).toISOString();
  let result;
  switch (kind) {
    case "end":
      result = await api("POST", `/api/v1/intentions/${id}/end`, { at: when }, { offline: `End “${what}”` });
      if (!result?.queued) return location.assign(part(element, "after").href);
      stopRunning(state);
      showNote(state, `Ended at ${clockText(at)} on this device; it syncs when the connection is back.`);
      // Ended after its end time, it is simply time up (as the server will record it).
      dispatch(Events.showOfflineRate, { endedAt: Math.min(at, state.endsAt) });
      return;
    case "distraction": {
      const body = { trigger: form.elements.trigger.value, at: when };
      if (form.elements.note.value.trim()) body.note = form.elements.note.value.trim();
      const urge = form.elements.urgePassed?.value;
      if (urge === "true" || urge === "false") body.urgePassed = urge === "true";
      result = await api("POST", `/api/v1/intentions/${id}/distractions`, body, { offline: `A distraction during “${what}”` });
      if (!result?.queued) return location.reload();
      form.reset();
      form.closest("details")?.removeAttribute("open");
      showNote(state, `Distraction noted at ${clockText(at)} on this device; carry on. It syncs when the connection is back.`);
      return;
    }
    case "abandon":
      result = await api("POST", `/api/v1/intentions/${id}/abandon`, { reason: form.elements.reason.value, at: when }, { offline: `Abandon “${what}”` });
      if (!result?.queued) return location.reload();
      stopRunning(state);
      showNote(state, `Abandoned at ${clockText(at)} on this device; it syncs when the connection is back.`);
      return;
  }
}

/** The rating without a network: unlocked 5 s after the end, as the server requires. */
function showOfflineRate(state, { endedAt }) {
  const section = part(state.element, "offline-rate");
  if (!section) return;
  stopRunning(state);
  section.hidden = false;
  const gate = part(state.element, "offline-gate");
  const buttons = section.querySelectorAll("button.feeling-choice");
  const tick = () => {
    const left = Math.ceil((endedAt + RATING_PAUSE_MS - (Date.now() + state.offset)) / 1000);
    buttons.forEach((button) => (button.disabled = left > 0));
    gate.textContent = left > 0 ? `Take a breath… the choices unlock in ${left} s.` : "Pick the one that fits.";
    if (left > 0) setTimeout(tick, 250);
  };
  tick();
}

async function offlineRate(state, { feeling, at }) {
  const { element } = state;
  const result = await api(
    "POST", `/api/v1/intentions/${element.dataset.id}/rate`, { feeling, at: new Date(at).toISOString() },
    { offline: `Rate “${element.dataset.what}”: ${feeling}` },
  );
  element.querySelectorAll('[data-part="offline-rate"] button.feeling-choice').forEach((button) => {
    button.setAttribute("aria-pressed", String(button.value === feeling));
  });
  showNote(state, result?.queued ? `Rated ${feeling} on this device; it syncs when the connection is back.` : `Rated ${feeling}.`);
}

function handle(state, event, dispatch, detail) {
  const { element } = state;
  switch (event) {
    case Events.offlineAction:
      return offlineAction(state, dispatch, detail);
    case Events.showOfflineRate:
      return showOfflineRate(state, detail);
    case Events.offlineRate:
      return offlineRate(state, detail);
    case Events.tick: {
      if (state.finished || state.endsAt === null) return;
      const left = Math.max(0, Math.ceil((state.endsAt - (Date.now() + state.offset)) / 1000));
      const clock = part(element, "clock");
      const text = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
      if (clock && clock.textContent !== text) clock.textContent = text;
      document.title = `${text} · ${element.dataset.what}`;
      if (left === 0) dispatch(Events.timeUp);
      return;
    }
    case Events.timeUp: {
      state.finished = true;
      clearInterval(state.timer);
      element.classList.add("is-done");
      part(element, "done")?.removeAttribute("hidden");
      part(element, "after")?.removeAttribute("hidden");
      part(element, "tip")?.setAttribute("hidden", "");
      part(element, "until")?.setAttribute("hidden", "");
      const end = part(element, "end");
      if (end) end.textContent = "Finish";
      document.title = `Time's up · ${element.dataset.what}`;
      beep(state);
      if ("Notification" in window && Notification.permission === "granted") {
        new Notification("Time's up", { body: `“${element.dataset.what}” is done. How did it feel?`, tag: element.dataset.id });
      }
      return;
    }
    case Events.askNotifications:
      ensureAudio(state);
      if ("Notification" in window) {
        Notification.requestPermission().then(() => part(element, "askNotifications")?.toggleAttribute("hidden", !needsPermission()));
      }
      return;
    case Events.fullscreen:
      if (document.fullscreenElement) document.exitFullscreen();
      else element.requestFullscreen?.().catch(() => {});
      return;
    case Events.rotateTip: {
      if (state.tips.length < 2 || state.finished) return;
      state.tipIndex = (state.tipIndex + 1) % state.tips.length;
      const tip = part(element, "tip");
      if (tip) tip.textContent = state.tips[state.tipIndex];
      return;
    }
    case Events.unlockRating: {
      element.querySelectorAll("input[name=feeling]").forEach((input) => (input.disabled = false));
      const gate = element.querySelector('[data-part="gate"]');
      if (gate) gate.textContent = "Pick the one that fits.";
      return;
    }
    case Events.pollReminders:
      api("GET", "/api/v1/focus/reminders")
        .then(({ reminder }) => showReminder(reminder))
        .catch(() => {});
      return;
  }
}

function ensureAudio(state) {
  if (state.audio || !("AudioContext" in window)) return state.audio;
  try {
    state.audio = new AudioContext();
  } catch {
    state.audio = null;
  }
  return state.audio;
}

/** Three short tones: enough to hear from across the room, short enough not to startle. */
function beep(state) {
  const audio = ensureAudio(state);
  if (!audio || audio.state === "suspended") return;
  [0, 0.35, 0.7].forEach((delay) => {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.0001, audio.currentTime + delay);
    gain.gain.exponentialRampToValueAtTime(0.3, audio.currentTime + delay + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + delay + 0.25);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(audio.currentTime + delay);
    oscillator.stop(audio.currentTime + delay + 0.3);
  });
}

/** Shows a reminder once (per delivery time) as a banner and, if allowed, a notification. */
function showReminder(reminder) {
  if (!reminder) return;
  const key = "almanac.lastReminder";
  if (localStorage.getItem(key) === reminder.at) return;
  // Only fresh reminders: an old one seen on another device is not news.
  if (Date.now() - Date.parse(reminder.at) > 30 * 60 * 1000) return;
  localStorage.setItem(key, reminder.at);
  const banner = document.createElement("div");
  banner.className = "flash info reminder";
  banner.setAttribute("role", "status");
  banner.textContent = reminder.message;
  document.querySelector("main")?.prepend(banner);
  if ("Notification" in window && Notification.permission === "granted") {
    new Notification("Almanac", { body: reminder.message, tag: "almanac-reminder" });
  }
}
