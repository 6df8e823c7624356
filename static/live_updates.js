// Live updates: while a game's page is open and visible, ask the server every 2 s whether the game
// changed. The question carries the version the page shows as an ETag, so the usual answer is an
// empty 304. Another phone's change redraws the scoreboard in place (its <main>, from the server's
// own page), or, on a hand page being typed, shows a banner at once: what was typed stays (the draft).
// Hidden pages do not ask; offline pages wait for the network.
(function () {
  "use strict";
  var line = document.getElementById("sync-status");
  var outbox = window.Outbox;
  if (!line || !outbox || !line.dataset.versionUrl) return;
  var words = line.dataset;
  var EVERY_MS = 2000, RETRY_MS = 5000;
  var version = words.version, timer = null, paused = false, own = false;

  function later(delay) {
    clearTimeout(timer);
    if (!paused && !document.hidden) timer = setTimeout(ask, delay);
  }

  function ask() {
    if (!navigator.onLine) return outbox.connection(false);  // "online" asks again
    fetch(words.versionUrl, { cache: "no-store", credentials: "same-origin",
                              headers: { "If-None-Match": '"v' + version + '"' } })
      .then(function (response) {
        outbox.connection(true);
        return response.status === 200 ? response.json().then(changed) : null;
      })
      .then(function () { later(EVERY_MS); }, function () {
        outbox.connection(false);
        later(RETRY_MS);
      });
  }

  function changed(latest) {
    if (String(latest.version) === String(version)) return null;
    version = latest.version;
    var change = latest.change || { action: "setup" };
    var note = own ? "" : words[change.action].replace("%(number)s", change.position);
    own = false;
    if (words.page === "games.show") return redraw().then(function () { outbox.note(note); });
    outbox.note(note);
    if (note) banner(note);
    return null;
  }

  // The scoreboard as the server draws it now; hands left open stay open.
  function redraw() {
    return fetch(location.href, { cache: "no-store", credentials: "same-origin" })
      .then(function (response) { return response.ok ? response.text() : Promise.reject(response.status); })
      .then(function (html) {
        var page = new DOMParser().parseFromString(html, "text/html");
        var fresh = page.querySelector("main");
        var main = document.querySelector("main");
        if (!fresh || !main) return;
        var open = Array.prototype.map.call(main.querySelectorAll("li.hand > details[open]"), function (details) {
          return details.parentNode.id;
        });
        main.replaceChildren.apply(main, Array.prototype.slice.call(fresh.childNodes));
        open.forEach(function (id) {
          var details = document.querySelector("#" + id + " > details");
          if (details) details.open = true;
        });
        var drawn = page.getElementById("sync-status");
        if (drawn && drawn.dataset.version) version = drawn.dataset.version;
        if (window.LocalTime) window.LocalTime(main);
      });
  }

  function banner(note) {
    var box = document.querySelector(".live-banner") || document.createElement("p");
    box.className = "live-banner";
    box.textContent = note + " ";
    var link = document.createElement("a");
    link.href = words.boardUrl;
    link.textContent = words.toBoard;
    box.appendChild(link);
    document.querySelector("main .flashes").after(box);
  }

  document.addEventListener("visibilitychange", function () {
    if (document.hidden) clearTimeout(timer); else ask();
  });
  window.addEventListener("online", ask);
  // This phone's own save: no "another phone" note for it, and no asking while it is on its way.
  document.addEventListener("outbox:sending", function () {
    paused = true;
    clearTimeout(timer);
  });
  document.addEventListener("outbox:kept", function () {
    paused = false;
    later(EVERY_MS);
  });
  document.addEventListener("outbox:sent", function (event) {
    if (event.detail.game !== words.game) return;
    own = true;
    paused = false;
    ask();
  });
  later(EVERY_MS);
})();
