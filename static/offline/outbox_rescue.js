// The page the service worker makes when a save got no answer at all (service_worker.js keptPage):
// the Wi-Fi was up, the server was not, and the phone still said "online", so outbox_form.js let the
// form post. The save goes into the outbox as outbox_form.js keeps one offline: the same entry, the
// same nonce (should the post have landed after all, the server answers the resend as it did the
// first time). Then the phone's copy of the scoreboard, which lists it waiting, or a line saying it
// is kept. This page has no words of its own (the worker has none): the sentence is the one the
// form's page wrote down in the page's language as it posted (outbox_form.js, a "posting" note).
(function () {
  "use strict";
  var found = document.getElementById("rescued-save"), store = window.LocalStore;
  if (!found || !store) return;
  var rescued = JSON.parse(found.textContent);
  var fields = rescued.fields || [], game = rescued.game, board = "/g/" + game;

  function value(name) {
    var pair = fields.filter(function (p) { return p[0] === name; })[0];
    return pair ? pair[1] : "";
  }

  var nonce = value("nonce"), posting = store.get("posting", nonce) || {};
  store.remove("posting", nonce);
  // The draft of what was saved goes: the outbox holds it now (hand_draft.js names the keys).
  var drafts = rescued.kind === "edit" ? ["game-" + game + "-edit-" + rescued.number]
    : rescued.kind === "new" ? store.draftKeys().filter(function (key) { return key.indexOf("game-" + game + "-new-") === 0; })
      : [];
  var drafted = drafts.length ? parseInt(/(\d+)$/.exec(drafts[drafts.length - 1])[1], 10) : null;
  var entry = { nonce: nonce, url: rescued.url, fields: fields, game: game, kind: rescued.kind,
                number: rescued.number || posting.number || drafted, version: parseInt(value("version"), 10),
                created: Date.now() };
  if (!/^[0-9a-f]{32}$/.test(nonce) || !store.put("outbox", nonce, entry)) return;  // nothing kept: no word of it
  // No outbox.js runs on this page (it has no status line): the scoreboard's copy learns the server
  // is away from the worker, and holds the save back until it answers.
  drafts.forEach(function (key) { store.discardDraft(key); });

  function sayKept() {
    var main = document.querySelector("main"), line = document.createElement("p"), back = document.createElement("a");
    line.className = "kept-banner";
    line.textContent = (posting.said || "") + " ";
    back.href = board;
    back.textContent = posting.toBoard || board;
    line.appendChild(back);
    main.appendChild(line);
    if (posting.said) document.title = posting.said;
  }

  // Replaced, not pushed: Back must not post the save again.
  if (navigator.serviceWorker && navigator.serviceWorker.controller && window.caches) {
    caches.match(board).then(function (copy) {
      if (copy) location.replace(board); else sayKept();
    }, sayKept);
  } else {
    sayKept();
  }
})();
