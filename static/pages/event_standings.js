// The room's standings stay live the way a followed game does (live_updates.js): while the page is
// visible, ask every 5 s whether anything changed, sending the version shown as an ETag (the usual
// answer: an empty 304); on a change the page reloads. A page the server drew from a board a change
// behind (its keeper drawing the next, web/boards/kept_event_board.py) asks again after 1 s. The
// clock counts down between reloads.
(function () {
  "use strict";
  var screen = document.querySelector(".room-screen");
  if (!screen) return;
  var version = screen.dataset.version, clock = screen.querySelector(".event-clock[data-seconds]");
  var started = Date.now(), seconds = clock ? Number(clock.dataset.seconds) : 0;
  // The type fills the screen's height for the rows there are (events.css reads --rows).
  screen.style.setProperty("--rows", screen.dataset.rows || "12");

  function ask() {
    if (document.hidden || !navigator.onLine) return setTimeout(ask, 5000);
    fetch(screen.dataset.versionUrl, { cache: "no-store", credentials: "omit", headers: { "If-None-Match": '"' + version + '"' } })
      .then(function (response) {
        return response.status === 200 ? response.json() : null;
      })
      .then(function (latest) {
        if (latest && String(latest.version) !== String(version)) return location.reload();
        setTimeout(ask, 5000);
      }, function () { setTimeout(ask, 10000); });
  }

  function tick() {
    var left = Math.max(seconds - Math.floor((Date.now() - started) / 1000), 0);
    if (left === 0 && seconds > 0) return location.reload();  // time called: the page says so
    var text = clock.firstChild;
    if (text && /\d+:\d\d/.test(text.textContent)) {
      text.textContent = text.textContent.replace(/\d+:\d\d/, Math.floor(left / 60) + ":" + String(left % 60).padStart(2, "0"));
    }
    setTimeout(tick, 1000);
  }

  setTimeout(ask, screen.dataset.behind ? 1000 : 5000);
  if (clock && seconds > 0) tick();
})();
