// Live updates: while a game's page is visible, ask every 2 s whether the game changed, with the
// version the page shows as an ETag (the usual answer: an empty 304). Another phone's change redraws
// the scoreboard in place (its <main>, from the server's page) or, on a page being typed, shows a
// banner at once; what was typed stays. Hidden pages do not ask.
(function () {
  "use strict";
  var line = document.getElementById("sync-status"), outbox = window.Outbox, app = window.Scorekeeper;
  if (!line || !outbox || !line.dataset.versionUrl) return;
  var words = line.dataset, version = words.version, timer = null, own = 0;

  function later(delay) {
    clearTimeout(timer);
    if (!document.hidden) timer = setTimeout(ask, delay);
  }

  function ask() {
    // hand_offline.js may have moved the page on to what this phone knows of the game
    if ((parseInt(words.version, 10) || 0) > (parseInt(version, 10) || 0)) version = words.version;
    // Asked even when the browser says offline: some say so long after the network is back.
    // No cookie: the link is the key, and the device list in the cookie would make each poll ~1 KB heavier.
    fetch(words.versionUrl, { cache: "no-store", credentials: "omit", headers: { "If-None-Match": '"v' + version + '"' } })
      .then(function (response) {
        outbox.connection(true);
        return response.status === 200 ? response.json().then(changed) : null;
      })
      .then(function () { later(2000); }, function () {
        outbox.connection(false);
        later(5000);
      });
  }

  function changed(latest) {
    if (String(latest.version) === String(version)) return null;
    var change = latest.change || { action: "setup" };
    // A change that lands while this phone is sending its own kept hands is most likely one of them:
    // the poll can see it before the save's own answer comes back.
    // `own`: this phone's saves sent since the last change seen, each one version.
    var step = Math.max(1, (parseInt(latest.version, 10) || 0) - (parseInt(version, 10) || 0));
    var mine = own >= step || outbox.entries(words.game).some(function (entry) { return entry.sending; });
    var note = mine ? "" : words[change.action].replace("%(number)s", change.position);
    version = latest.version;
    own = Math.max(0, own - step);
    if (words.page === "games.show") return redraw().then(function () { outbox.note(note); });
    outbox.note(note);
    if (!note) return null;
    var banner = document.querySelector(".live-banner") || document.createElement("p");
    var link = document.createElement("a");
    banner.className = "live-banner";
    banner.textContent = note + " ";
    link.href = words.boardUrl;
    link.textContent = words.toBoard;
    banner.appendChild(link);
    document.querySelector("main .flashes").after(banner);
    return null;
  }

  // The scoreboard as the server draws it now; hands left open stay open.
  function redraw() {
    return fetch(location.href, { cache: "no-store", credentials: "same-origin" }).then(function (response) {
      return response.ok ? response.text() : Promise.reject(response.status);
    }).then(function (html) {
      var page = new DOMParser().parseFromString(html, "text/html"), main = document.querySelector("main");
      var open = Array.prototype.map.call(main.querySelectorAll("li.hand > details[open]"), function (d) {
        return d.parentNode.id;
      });
      main.replaceChildren.apply(main, Array.prototype.slice.call(page.querySelector("main").childNodes));
      open.forEach(function (id) {
        var details = document.querySelector("#" + id + " > details");
        if (details) details.open = true;
      });
      version = page.getElementById("sync-status").dataset.version || version;
      words.version = version;  // the board drawn now is of this version (outbox_list.js learns it)
      if (app.localTime) app.localTime(main);
    });
  }

  document.addEventListener("visibilitychange", function () {
    if (document.hidden) clearTimeout(timer); else ask();
  });
  window.addEventListener("online", ask);
  // A save this phone kept and has now sent: no "another phone" for it.
  document.addEventListener("outbox:sent", function (event) {
    if (event.detail.game === words.game) own += 1;
    ask();
  });
  later(2000);
})();
