// The outbox: saves made while the network is down, kept on the phone (local_store.js, by their
// form's nonce) and sent when it returns: on "online", on load, when the page shows again. Exactly
// once: an entry is marked in flight, removed only on a definite answer, and the server answers a
// repeated nonce as it did the first time. A refused entry keeps the server's reason until the player
// opens it in its form (outbox_form.js) or discards it (outbox_list.js). Also the status line.
(function () {
  "use strict";
  var store = window.LocalStore, line = document.getElementById("sync-status");
  if (!store || !line || !window.fetch) return;
  var words = line.dataset, offline = !navigator.onLine, note = "", flushing = false;
  var IN_FLIGHT_MS = 30000;  // marked in flight longer than this: left by a page that was closed

  function say(template, values) {
    return template.replace(/%\((\w+)\)s/g, function (all, key) { return String(values[key]); });
  }

  function entries(game) {
    return store.keys("outbox").map(function (key) { return store.get("outbox", key); })
      .filter(function (e) { return e && e.nonce && (!game || e.game === game); })
      .sort(function (a, b) { return a.created - b.created; });
  }

  function put(entry) { store.put("outbox", entry.nonce, entry); }

  function fire(name, entry) { document.dispatchEvent(new CustomEvent("outbox:" + name, { detail: entry })); }

  // Whether the server answers, told to offline.js (its bar) when that changes.
  function connected(up) {
    if (offline !== up) return false;
    offline = !up;
    fire("connection", { up: up });
    return true;
  }

  // A redirect is the server's yes (saved now, or before); a page is its no, with the reason;
  // no answer, or busy (5xx), means later.
  function post(entry) {
    return fetch(entry.url, { method: "POST", body: new URLSearchParams(entry.fields), credentials: "same-origin",
                              redirect: "manual" }).then(function (response) {
      connected(true);
      if (response.type === "opaqueredirect") return { sent: true };
      if (response.status >= 500) return { later: true, busy: parseInt(response.headers.get("Retry-After"), 10) || 5 };
      return response.text().then(function (html) { return { refused: reason(html) }; });
    }, function () {
      connected(false);
      return { later: true };
    });
  }

  // The refusal's own words, read from the page as text.
  function reason(html) {
    var page = new DOMParser().parseFromString(html, "text/html");
    var boxes = [".refused li", ".stale h2", ".ask p", ".errors li", ".flash-error", "h1"];
    for (var i = 0; i < boxes.length; i++) {
      var found = Array.prototype.map.call(page.querySelectorAll(boxes[i]), function (el) {
        return el.textContent.replace(/\s+/g, " ").trim();
      });
      if (found.length) return found.join("; ").slice(0, 400);
    }
    return "?";
  }

  // What this phone last knew of a game, for the next hand's form and the scoreboard offline
  // (ScorerForm.standing plays the waiting hands on from it): the newest version a page of the game
  // showed, that page's state, and the saves this phone sent since (landed: new hands, corrections
  // and deletions, one version each). A page older than that (the service worker's copy of an
  // earlier hand's form) changes nothing.
  function learn(game, version, state) {
    var known = store.get("known", game);
    if (!known || !known.landed || version >= known.version + known.landed.length) {
      known = { version: version, state: state, landed: [] };
      store.put("known", game, known);
    }
    // The draft of a hand the phone knows saved goes: it must never come back into a later form.
    // A deletion sent or kept makes the next hand's number one less (its draft is not a saved one's).
    var kept = entries(game).filter(function (e) { return e.kind === "delete" && !e.refused; });
    var saved = known.state.hands - kept.length + known.landed.reduce(function (count, sent) {
      return count + (sent.kind === "new" ? 1 : sent.kind === "delete" ? -1 : 0);
    }, 0);
    store.draftKeys().forEach(function (key) {
      var found = /^game-(.+)-new-(\d+)$/.exec(key);
      if (found && found[1] === game && parseInt(found[2], 10) <= saved) store.discardDraft(key);
    });
    return known;
  }

  // A save sent from what the phone knew (a new hand, a correction, a deletion): it counts as landed
  // until a page shows it. One built on an older version than the phone knows may be in that page
  // already, so it is not counted again.
  function landed(sent) {
    var known = store.get("known", sent.game);
    if (!known || !known.landed || known.version > sent.version) return;
    known.landed.push({ nonce: sent.nonce, kind: sent.kind, fields: sent.kind === "new" ? sent.fields : [] });
    store.put("known", sent.game, known);
  }

  // One page sends at a time: it holds the phone's outbox lock while it sends. A page closed or
  // navigated away mid-send leaves its entry marked in flight, but its lock goes with it, so the
  // lock's next holder sends that entry again (the server answers a repeated nonce as before).
  // Browsers without locks (plain http:// from another machine) wait out the mark instead.
  // A hidden page sends nothing (a page being closed is hidden, and the network returning then
  // would start a send that dies with it); it sends when shown again.
  function flush() {
    if (flushing || document.hidden) return show();
    flushing = true;
    if (!navigator.locks) return send(false);
    navigator.locks.request("scorekeeper:outbox", function () { return send(true); })
      .catch(function () { send(false); });
  }

  function send(alone) {
    var now = Date.now();
    var queue = entries().filter(function (e) {
      return !e.refused && (alone || !(now - (e.sending || 0) < IN_FLIGHT_MS));
    });
    return new Promise(function (finished) {
      if (!queue.length) return done();
      (function next(i) {
        var entry = i < queue.length && store.get("outbox", queue[i].nonce);
        if (i >= queue.length) return done();
        if (!entry || entry.refused) return next(i + 1);
        entry.sending = Date.now();
        put(entry);
        post(entry).then(function (answer) {
          entry.sending = 0;
          if (answer.sent) {
            store.remove("outbox", entry.nonce);
            landed(entry);
            fire("sent", entry);
            return next(i + 1);
          }
          put(entry);
          if (answer.busy) setTimeout(flush, answer.busy * 1000);
          if (answer.later) return done();  // what follows waits for this one
          entry.refused = answer.refused;
          put(entry);
          fire("refused", entry);
          next(i + 1);
        });
      })(0);
      function done() {
        flushing = false;
        show();
        finished();
      }
    });
  }

  function show() {
    var all = entries(), waiting = all.filter(function (e) { return !e.refused; }).length;
    var parts = [];
    if (offline) parts.push(words.offline);
    if (waiting) parts.push(say(words.waiting, { count: waiting }));
    if (all.length > waiting) parts.push(say(words.refused, { count: all.length - waiting }));
    line.classList.toggle("attention", Boolean(parts.length || note));
    line.textContent = parts.length ? parts.join(" · ") : note || words.saved;
    line.hidden = false;
    fire("shown");
  }

  window.addEventListener("online", flush);  // a send, or offline.js's check, says whether the server answers
  window.addEventListener("offline", function () {
    connected(false);
    show();
  });
  document.addEventListener("visibilitychange", function () { if (!document.hidden) flush(); });
  window.Outbox = {
    words: words, entries: entries, put: put, post: post, fire: fire, flush: flush, show: show, say: say, learn: learn,
    remove: function (entry) { store.remove("outbox", entry.nonce); },
    isOffline: function () { return offline; },
    label: function (e) { return say(words["label" + e.kind.charAt(0).toUpperCase() + e.kind.slice(1)], e); },
    connection: function (up) {
      if (!connected(up)) return;
      if (up) flush(); else show();
    },
    note: function (text) {
      note = text;
      show();
    }
  };
  flush();
})();
