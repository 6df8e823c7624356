// The phone's own little store, for what must outlive a reload: the draft of the hand being typed,
// and (next) hands saved while the network is down, kept by their form's nonce. One namespace in
// localStorage, "scorekeeper:<kind>:<key>" holding JSON; a phone that refuses storage keeps nothing.
(function () {
  "use strict";
  var PREFIX = "scorekeeper:";

  function name(kind, key) { return PREFIX + kind + ":" + key; }

  function put(kind, key, value) {
    try {
      localStorage.setItem(name(kind, key), JSON.stringify(value));
      return true;
    } catch (error) {
      return false;  // private mode or a full store: the page still works, only without the copy
    }
  }

  function get(kind, key) {
    try {
      var raw = localStorage.getItem(name(kind, key));
      return raw === null ? null : JSON.parse(raw);
    } catch (error) {
      return null;
    }
  }

  function remove(kind, key) {
    try { localStorage.removeItem(name(kind, key)); } catch (error) { /* nothing kept, nothing to remove */ }
  }

  function keys(kind) {
    var found = [];
    var head = name(kind, "");
    try {
      for (var i = 0; i < localStorage.length; i++) {
        var stored = localStorage.key(i);
        if (stored.indexOf(head) === 0) found.push(stored.slice(head.length));
      }
    } catch (error) { /* no storage: no keys */ }
    return found;
  }

  window.LocalStore = {
    put: put, get: get, remove: remove, keys: keys,
    saveDraft: function (key, draft) { return put("draft", key, draft); },
    loadDraft: function (key) { return get("draft", key); },
    discardDraft: function (key) { remove("draft", key); },
    draftKeys: function () { return keys("draft"); }
  };
})();
