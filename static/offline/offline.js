// Installable and readable offline: registers the service worker (its address is this script's
// data-worker), tells it which games this phone follows (the games list carries them), and says
// plainly when the page on screen is a copy: "Offline — scores as of 20:14" in the phone's own time.
(function () {
  "use strict";
  var script = document.currentScript;
  var banner = document.getElementById("offline-banner");
  var servedFromCopy = false;

  function asOf() {
    var when = new Date(document.body.getAttribute("data-rendered-at"));
    if (isNaN(when)) return "";
    var today = when.toDateString() === new Date().toDateString();
    return today
      ? when.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })
      : when.toLocaleString([], { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });
  }

  // Whether the server answers, learnt from requests, not only from the browser's "online": some
  // browsers (Chromium 150) go on saying "offline" after the network returns. Any answer from the server
  // (a live-updates poll, an outbox send, the check below) ends the bar; a failed request starts it.
  var unreachable = navigator.onLine === false, timer = null, CHECK_MS = 3000;

  function showStatus() {
    if (!banner) return;
    var offline = servedFromCopy || unreachable;
    var time = banner.querySelector("time");
    if (offline && time) {
      time.dateTime = document.body.getAttribute("data-rendered-at") || "";
      time.textContent = asOf();
    }
    banner.hidden = !offline;
    clearTimeout(timer);
    if (offline && !document.hidden) timer = setTimeout(check, CHECK_MS);
  }

  function reached(up) {
    // Connected again: the bar goes (a scoreboard shown from the copy brings itself up to date).
    if (up) servedFromCopy = false;
    unreachable = !up;
    showStatus();
    if (window.Outbox) window.Outbox.connection(up);
  }

  // While the bar shows: an empty answer from the server (a HEAD that no worker or cache answers).
  function check() {
    if (!banner || banner.hidden || !script || !window.fetch) return;
    fetch(script.getAttribute("data-reachable"), { method: "HEAD", cache: "no-store", credentials: "omit" })
      .then(function () { reached(true); }, function () { reached(false); });
  }

  window.addEventListener("offline", function () { reached(false); });
  ["online", "pageshow", "focus"].forEach(function (name) { window.addEventListener(name, check); });
  document.addEventListener("visibilitychange", function () { if (document.hidden) clearTimeout(timer); else check(); });
  document.addEventListener("outbox:connection", function (event) {
    if (event.detail.up === unreachable) reached(event.detail.up);
  });
  showStatus();

  // Plain http:// from another machine: no worker, no copies; the page says what works and what does not.
  var plain = document.getElementById("plain-http");
  if (plain && window.isSecureContext === false) plain.hidden = false;

  // The pages of this visit, so the worker can keep those shown before it took over (the first visit).
  var seen = [];
  try {
    seen = JSON.parse(sessionStorage.getItem("scorekeeper:seen") || "[]");
    if (seen.indexOf(location.pathname) < 0) seen = seen.concat([location.pathname]).slice(-20);
    sessionStorage.setItem("scorekeeper:seen", JSON.stringify(seen));
  } catch (error) { /* no storage: only the page on screen is kept */ }

  // No worker on plain http:// from another machine (browsers allow them on https:// and localhost only).
  if (!("serviceWorker" in navigator) || !script) return;
  var workers = navigator.serviceWorker;
  // A visit that began before the worker took over: its pages were not kept. Remembered for the visit, as
  // the worker may take over between one page and the next.
  var FIRST = "scorekeeper:uncontrolled", firstVisit = !workers.controller;
  try {
    if (firstVisit) sessionStorage.setItem(FIRST, "1");
    firstVisit = sessionStorage.getItem(FIRST) === "1";
  } catch (error) { /* no storage: this page alone */ }
  workers.addEventListener("message", function (event) {
    if (event.data && event.data.type === "served") {
      servedFromCopy = event.data.fromCopy === true;
      var flashes = document.querySelector(".flashes");
      // A copy's "Hand 5 saved." and its Undo are from then, and no POST gets through now.
      if (servedFromCopy && flashes) flashes.hidden = true;
      // The worker answered with its copy because the server did not: a save is kept, not posted,
      // even where the browser still says it is online (navigator.onLine lags on some phones).
      if (servedFromCopy) reached(false); else showStatus();
    }
  });
  if (workers.controller) workers.controller.postMessage({ type: "served-how" });
  workers.register(script.getAttribute("data-worker"), { scope: "/" }).catch(function () {
    // Not installable here (a private window, storage refused): the pages work as before.
  });
  var dropped = document.getElementById("dropped");
  workers.ready.then(function (registration) {
    if (!registration.active) return;
    if (dropped) {
      var games = (dropped.getAttribute("data-games") || "").split(" ").filter(Boolean);
      registration.active.postMessage({ type: "drop", games: games });
    }
    if (!firstVisit || !navigator.onLine) return;
    registration.active.postMessage({ type: "seen", paths: seen });
    try {
      if (workers.controller) sessionStorage.removeItem(FIRST);  // kept from here on as they load
    } catch (error) { /* nothing remembered */ }
  });
})();
