// Times are stored in UTC; a player reads them in the phone's own time ("14:05", not "13:05 UTC").
// The page's language (<html lang>) picks the words and order: "21 nov 2026" in Italian.
(function () {
  "use strict";
  var app = window.Scorekeeper;
  var lang = document.documentElement.lang || [];
  // Also called on a scoreboard redrawn in place (live_updates.js).
  app.localTime = function (root) { root.querySelectorAll("time[datetime]").forEach(show); };

  function show(el) {
    var when = new Date(el.getAttribute("datetime"));
    if (isNaN(when)) return;
    var sameDay = when.toDateString() === new Date().toDateString();
    if (el.hasAttribute("data-date")) {
      el.textContent = when.toLocaleDateString(lang, { weekday: "short", day: "numeric", month: "short", year: "numeric" });
      return;
    }
    el.textContent = sameDay
      ? when.toLocaleTimeString(lang, { hour: "2-digit", minute: "2-digit" })
      : when.toLocaleString(lang, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });
  }
  app.localTime(document);
})();
