// The intention log's live parts: the countdown (from the stored end time and the wall clock, so
// it never drifts and shows the same on every device), the time-up notification and beep, the
// 5-second pause before rating, and the server's reminders. The pages work without this file.
import { api } from "/js/app.js";

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
  const dispatch = (event) => handle(state, event, dispatch);

  element.addEventListener("click", (e) => {
    const action = e.target.closest("[data-action]")?.dataset.action;
    if (action && Object.hasOwn(Events, action)) {
      e.preventDefault();
      dispatch(Events[action]);
    }
  });

  if (state.mode === "run") {
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
    // The pause starts when the rating screen opens; the server enforces 5 s after the end too.
    const buttons = element.querySelectorAll("button.feeling-choice");
    buttons.forEach((b) => (b.disabled = true));
    let left = RATING_PAUSE_MS / 1000;
    const gate = element.querySelector('[data-part="gate"]');
    const count = () => {
      if (gate) gate.textContent = `Take a breath… the choices unlock in ${left} s.`;
    };
    count();
    const countdown = setInterval(() => {
      left -= 1;
      if (left <= 0) {
        clearInterval(countdown);
        dispatch(Events.unlockRating);
      } else count();
    }, 1000);
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

function handle(state, event, dispatch) {
  const { element } = state;
  switch (event) {
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
      element.querySelectorAll("button.feeling-choice").forEach((b) => (b.disabled = false));
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
