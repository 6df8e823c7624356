// The forms that save (a hand, a correction, a deletion), sent by outbox.js: with no network the
// save is kept on the phone instead of lost. Each load puts a fresh nonce in the form (a page from
// the service worker's cache carries an old one), unless the form is a kept entry's: opened from the
// scoreboard (#outbox-<nonce>), or drawn again by the server's refusal.
(function () {
  "use strict";
  var outbox = window.Outbox, store = window.LocalStore;
  var form = document.getElementById("hand-form") || document.querySelector("form[data-outbox]");
  if (!outbox || !form) return;
  var words = outbox.words, kind = form.dataset.outbox || (form.dataset.position ? "edit" : "new");
  var nonce = form.querySelector("[name=nonce]"), version = form.querySelector("[name=version]");
  var opened = /^#outbox-([0-9a-f]{32})$/.exec(location.hash);
  var kept = store.get("outbox", opened ? opened[1] : nonce.value);
  var number = parseInt((/(\d+)$/.exec(form.dataset.draftKey || "") || [])[1] || form.dataset.number, 10);

  if (kept && opened && form.dataset.draftKey && form.dataset.fresh) {
    // Its fields come back through the draft (hand_draft.js runs next), at this page's version.
    store.saveDraft(form.dataset.draftKey, { version: version.value, at: new Date().toISOString(),
      fields: kept.fields.filter(function (pair) { return !/^(csrf_token|nonce|version|action|queued_after)$/.test(pair[0]); }) });
  }
  store.keys("posting").forEach(function (key) {  // notes of posts that were answered, or long ago
    var note = store.get("posting", key);
    if (!note || !(Date.now() - note.at < 600000)) store.remove("posting", key);
  });
  nonce.value = kept ? kept.nonce : Array.prototype.map.call(crypto.getRandomValues(new Uint8Array(16)),
    function (b) { return (b < 16 ? "0" : "") + b.toString(16); }).join("");

  // Online, the form posts as without JavaScript, at once (one POST; the browser draws the server's
  // answer, a refusal included). With no network (the phone says so, or the last poll got no answer)
  // the save is kept; when the server only seemed away, it is sent straight from the outbox.
  form.addEventListener("submit", function (event) {
    var submitter = event.submitter;
    if (event.defaultPrevented || (kind !== "delete" && !(submitter && /^save/.test(submitter.value)))) return;
    if (navigator.onLine && !outbox.isOffline()) {
      outbox.remove({ nonce: nonce.value });  // a kept save opened here is sent now (the page keeps it if refused)
      // Should no answer come, the service worker's page keeps it (outbox_rescue.js): what it cannot
      // read from the post, the hand's number and what to say in this page's language, is noted here.
      store.put("posting", nonce.value, { number: number, at: Date.now(), toBoard: words.toBoard,
        said: outbox.say(words.kept, { what: outbox.label({ kind: kind, number: number }) }) });
      return;
    }
    event.preventDefault();  // Preview and the meld buttons stay plain posts
    // What the server would refuse is not kept: the phone checks it as the server would (hand_offline.js).
    var scorer = window.Scorekeeper.handScorer;
    if (kind !== "delete" && scorer && scorer.refuse()) return;
    var fields = [];
    new FormData(form).forEach(function (value, name) { if (typeof value === "string") fields.push([name, value]); });
    if (submitter && submitter.name) fields.push([submitter.name, submitter.value]);
    keep({ nonce: nonce.value, url: location.pathname, fields: fields, game: words.game, kind: kind,
           number: number, version: parseInt(version.value, 10), created: Date.now() });
    if (navigator.onLine) outbox.flush();
  });

  // A kept save the server refused: its page says why, and keeps what was typed. Post the form as
  // without JavaScript, with the button that was tapped, so the browser draws that page.
  function resubmit(fields) {
    fields.forEach(function (pair) {
      if (pair[0] !== "action") return;
      var chosen = document.createElement("input");
      chosen.type = "hidden";
      chosen.name = pair[0];
      chosen.value = pair[1];
      form.appendChild(chosen);
    });
    HTMLFormElement.prototype.submit.call(form);
  }

  function keep(entry) {
    outbox.put(entry);
    if (form.dataset.draftKey) store.discardDraft(form.dataset.draftKey);  // the outbox holds it now
    outbox.fire("kept", entry);
    // The phone's copy of the scoreboard (the service worker's) lists the kept save: go there if
    // the phone has one; a scoreboard never opened on this phone cannot be shown offline.
    if (navigator.serviceWorker && navigator.serviceWorker.controller && window.caches) {
      caches.match(words.boardUrl).then(function (copy) {
        if (copy) location.assign(words.boardUrl); else sayKept(entry);
      }, function () { sayKept(entry); });
      return;
    }
    sayKept(entry);
  }

  function sayKept(entry) {
    var banner = document.querySelector(".kept-banner") || document.createElement("p");
    var back = document.createElement("a");
    banner.className = "kept-banner";
    banner.textContent = outbox.say(words.kept, { what: outbox.label(entry) }) + " ";
    back.href = words.boardUrl;
    back.textContent = words.toBoard;
    banner.appendChild(back);
    document.querySelector("main .flashes").after(banner);
    outbox.show();
  }

  // This form's kept entry, sent or refused while the page is still open.
  document.addEventListener("outbox:sent", function (event) {
    if (event.detail.nonce === nonce.value) location.assign(words.boardUrl);
  });
  document.addEventListener("outbox:refused", function (event) {
    if (event.detail.nonce === nonce.value) resubmit(event.detail.fields);
  });
})();
