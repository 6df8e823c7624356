// The draft of the hand being typed, kept on the phone (local_store.js) until it is saved or discarded,
// so a reload mid-entry (pull-to-refresh) loses nothing. A new hand's draft is keyed by its number, a
// correction's also by the game's version: once saved, neither can come back into a later form.
(function () {
  "use strict";
  var META = { csrf_token: 1, nonce: 1, version: 1, action: 1, queued_after: 1 };  // the page's own, never the player's

  window.Scorekeeper.handDraft = function (form, addMeld, restored) {
    var store = window.LocalStore;
    var draftKey = form.dataset.draftKey;
    var version = form.querySelector("[name=version]").value;

    function keep() {
      if (!store) return;
      var fields = [];
      new FormData(form).forEach(function (value, name) {
        if (!META[name] && typeof value === "string") fields.push([name, value]);
      });
      store.saveDraft(draftKey, { version: version, at: new Date().toISOString(), fields: fields });
    }

    function restore() {
      if (!store) return;
      var newHand = !form.dataset.position;
      var game = draftKey.replace(/-(new|edit)-\d+$/, "");
      if (newHand) {
        // Drafts of this game's earlier new hands were saved or given up: they must not come back.
        store.draftKeys().forEach(function (key) {
          if (key !== draftKey && key.indexOf(game + "-new-") === 0) store.discardDraft(key);
        });
      }
      var draft = store.loadDraft(draftKey);
      if (!draft || !form.dataset.fresh) return;
      if (!newHand && draft.version !== version) {  // the hand was corrected since: the server's values win
        store.discardDraft(draftKey);
        return;
      }
      var values = {};
      draft.fields.forEach(function (pair) { (values[pair[0]] = values[pair[0]] || []).push(pair[1]); });
      form.querySelectorAll(".meld").forEach(function (meld) {
        var side = meld.closest(".melds").dataset.side;
        if (!values["sides-" + side + "-melds-" + meld.dataset.row + "-rank"]) meld.remove();
      });
      Object.keys(values).forEach(function (name) {
        var match = /^sides-(\d+)-melds-(\d+)-rank$/.exec(name);
        if (match && !form.elements.namedItem(name)) addMeld(match[1], values[name][0], parseInt(match[2], 10));
      });
      Array.prototype.forEach.call(form.elements, function (el) {
        if (!el.name || META[el.name] || el.type === "submit" || el.type === "button" || el.type === "hidden") return;
        var kept = values[el.name] || [];
        if (el.type === "radio" || el.type === "checkbox") el.checked = kept.indexOf(el.value) !== -1;
        else el.value = kept.length ? kept[0] : "";
      });
      form.querySelector(".draft-note").hidden = false;
      restored();
    }

    form.querySelector("[data-discard-draft]").addEventListener("click", function () {
      if (store) store.discardDraft(draftKey);
      window.location.reload();  // the server draws the form as stored (autocomplete=off: nothing restored)
    });

    restore();
    return { keep: keep };
  };
})();
