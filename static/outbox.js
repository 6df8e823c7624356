// Saves made while the network is down are kept on the phone (the outbox, in local_store.js under
// its form's nonce) and sent when it returns: on "online", on page load, when the page shows again.
// Exactly once: an entry is marked in flight, removed only on a definite answer, and the server
// answers a repeated nonce as it did the first time. A refused entry stays, with the server's reason,
// until the player opens it in its form or discards it. The status line's words come from the page.
(function () {
  "use strict";
  var store = window.LocalStore;
  var line = document.getElementById("sync-status");
  if (!store || !line || !window.fetch || !window.URLSearchParams) return;
  var words = line.dataset;
  var IN_FLIGHT_MS = 30000;  // an entry marked in flight longer than this was left by a closed page
  var offline = !navigator.onLine, note = "", flushing = false;

  function say(template, values) {
    return template.replace(/%\((\w+)\)s/g, function (all, key) { return String(values[key]); });
  }

  function entries(game) {
    return store.keys("outbox").map(function (key) { return store.get("outbox", key); })
      .filter(function (entry) { return entry && entry.nonce && (!game || entry.game === game); })
      .sort(function (a, b) { return a.created - b.created; });
  }

  function labelOf(entry) {
    return say(words["label" + entry.kind.charAt(0).toUpperCase() + entry.kind.slice(1)], { number: entry.number });
  }

  function field(entry, name, value) {
    for (var i = 0; i < entry.fields.length; i++) {
      if (entry.fields[i][0] !== name) continue;
      if (value === undefined) return entry.fields[i][1];
      entry.fields[i][1] = value;
    }
  }

  // One POST as the form makes it. A redirect is the server's yes (saved now or before); a page is
  // its no, with the reason; no answer, or "busy" (5xx), means try again later.
  function post(entry) {
    return fetch(entry.url, { method: "POST", body: new URLSearchParams(entry.fields), credentials: "same-origin",
                              redirect: "manual" }).then(function (response) {
      offline = false;
      if (response.type === "opaqueredirect") return { sent: true };
      if (response.status >= 500) return { later: true };
      return response.text().then(function (html) { return { refused: reasonIn(html) }; });
    }, function () {
      offline = true;
      return { later: true };
    });
  }

  // The refusal's own words, read from the page as text (never put back as HTML).
  function reasonIn(html) {
    var page = new DOMParser().parseFromString(html, "text/html");
    var boxes = [".refused li", ".stale h2", ".ask p", ".errors li", ".flash-error", "h1"];
    for (var i = 0; i < boxes.length; i++) {
      var found = page.querySelectorAll(boxes[i]);
      if (found.length) {
        return Array.prototype.map.call(found, function (el) { return el.textContent.replace(/\s+/g, " ").trim(); })
          .join("; ").slice(0, 400);
      }
    }
    return "";
  }

  // After a new hand from version v landed, the change from v to v + 1 was this phone's: another
  // new hand typed on the same page may follow it (any other change would still be refused as stale).
  function rebase(sent) {
    if (sent.kind !== "new") return;
    entries(sent.game).forEach(function (entry) {
      if (entry.kind !== "new" || entry.refused || entry.version !== sent.version) return;
      entry.version = sent.version + 1;
      entry.number = sent.number + 1;
      field(entry, "version", String(entry.version));
      store.put("outbox", entry.nonce, entry);
    });
  }

  function flush() {
    if (flushing) return;
    var now = Date.now();
    var queue = entries().filter(function (entry) {
      return !entry.refused && !(entry.sending && now - entry.sending < IN_FLIGHT_MS);
    });
    if (!queue.length) return show();
    flushing = true;
    (function next(i) {
      var entry = i < queue.length && store.get("outbox", queue[i].nonce);
      if (i >= queue.length) {
        flushing = false;
        return show();
      }
      if (!entry || entry.refused) return next(i + 1);
      entry.sending = Date.now();
      store.put("outbox", entry.nonce, entry);
      post(entry).then(function (answer) {
        entry.sending = 0;
        if (answer.sent) {
          store.remove("outbox", entry.nonce);
          rebase(entry);
          document.dispatchEvent(new CustomEvent("outbox:sent", { detail: entry }));
          return next(i + 1);
        }
        if (answer.later) {  // keep the order: what follows waits for this one
          store.put("outbox", entry.nonce, entry);
          flushing = false;
          return show();
        }
        entry.refused = answer.refused || "?";
        store.put("outbox", entry.nonce, entry);
        document.dispatchEvent(new CustomEvent("outbox:refused", { detail: entry }));
        next(i + 1);
      });
    })(0);
  }

  function show() {
    var all = entries();
    var waiting = all.filter(function (e) { return !e.refused; }).length;
    var refused = all.length - waiting;
    var parts = [];
    if (offline) parts.push(words.offline);
    if (waiting) parts.push(say(words.waiting, { count: waiting }));
    if (refused) parts.push(say(words.refused, { count: refused }));
    if (!parts.length) parts.push(note || words.saved);
    line.textContent = parts.join(" · ");
    line.classList.toggle("attention", Boolean(offline || waiting || refused || note));
    line.hidden = false;
    if (words.page === "games.show") list(entries(words.game));
  }

  // On the scoreboard: this game's kept entries, each to open in its form or to discard.
  function list(kept) {
    var main = document.querySelector("main");
    var box = main.querySelector(".outbox");
    if (!kept.length) {
      if (box) box.remove();
      return;
    }
    if (!box) {
      box = document.createElement("ul");
      box.className = "outbox";
      main.querySelector(".flashes").after(box);
    }
    box.replaceChildren();
    kept.forEach(function (entry) {
      var item = document.createElement("li");
      item.className = entry.refused ? "refused-entry" : "waiting-entry";
      var text = document.createElement("p");
      text.textContent = entry.refused ? say(words.stateRefused, { what: labelOf(entry), why: entry.refused })
        : say(words.stateWaiting, { what: labelOf(entry) });
      item.appendChild(text);
      if (entry.refused) {
        var open = document.createElement("a");
        open.className = "button";
        open.href = entry.url + "#outbox-" + entry.nonce;
        open.textContent = words.open;
        var discard = document.createElement("button");
        discard.type = "button";
        discard.className = "button";
        discard.textContent = words.discard;
        discard.addEventListener("click", function () {
          store.remove("outbox", entry.nonce);
          show();
        });
        item.append(open, " ", discard);
      }
      box.appendChild(item);
    });
  }

  function randomNonce() {
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return (b < 16 ? "0" : "") + b.toString(16); }).join("");
  }

  // A form on this page that saves (a hand, a correction, a deletion). Its nonce is made here, fresh
  // on every load (a page from the service worker's cache carries an old one), unless the form is a
  // kept entry's: opened from the scoreboard (#outbox-<nonce>) or drawn again by the server's refusal.
  function saving(form, kind) {
    var nonce = form.querySelector("[name=nonce]");
    var opened = /^#outbox-([0-9a-f]{32})$/.exec(location.hash);
    var kept = store.get("outbox", opened ? opened[1] : nonce.value);
    if (kept && opened && kind !== "delete" && form.dataset.fresh) {
      // Its fields come back through the draft (hand_draft.js, which runs next), at this page's version.
      store.saveDraft(form.dataset.draftKey, {
        version: form.querySelector("[name=version]").value, at: new Date().toISOString(),
        fields: kept.fields.filter(function (pair) { return !/^(csrf_token|nonce|version|action)$/.test(pair[0]); })
      });
    }
    nonce.value = kept ? kept.nonce : randomNonce();
    var number = parseInt((/(\d+)$/.exec(form.dataset.draftKey || "") || [])[1] || form.dataset.number, 10);
    var busy = false;

    // This form's kept entry, sent or refused while the page is still open.
    document.addEventListener("outbox:sent", function (event) {
      if (event.detail.nonce === nonce.value) location.assign(words.boardUrl);
    });
    document.addEventListener("outbox:refused", function (event) {
      if (event.detail.nonce === nonce.value) resubmit(form, event.detail.fields);
    });

    form.addEventListener("submit", function (event) {
      var submitter = event.submitter;
      if (event.defaultPrevented || (kind !== "delete" && !(submitter && /^save/.test(submitter.value)))) return;
      event.preventDefault();  // Preview and the meld buttons above stay plain posts
      if (busy) return;
      busy = true;
      var fields = [];
      new FormData(form).forEach(function (value, name) { if (typeof value === "string") fields.push([name, value]); });
      if (submitter && submitter.name) fields.push([submitter.name, submitter.value]);
      var entry = { nonce: nonce.value, url: location.pathname, fields: fields, game: words.game, kind: kind,
                    number: number, version: parseInt(form.querySelector("[name=version]").value, 10),
                    created: Date.now() };
      document.dispatchEvent(new CustomEvent("outbox:sending"));
      post(entry).then(function (answer) {
        busy = false;
        if (answer.sent) {
          store.remove("outbox", entry.nonce);
          if (form.dataset.draftKey) store.discardDraft(form.dataset.draftKey);
          location.assign(words.boardUrl + (kind === "new" ? "?saved=" + number : ""));
        } else if (answer.later) {
          keep(form, entry);
        } else {
          resubmit(form, fields);
        }
      });
    });
  }

  // The server's page says why it refused (and keeps what was typed): post the form as without
  // JavaScript, with the button that was tapped, so the browser draws that page.
  function resubmit(form, fields) {
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

  function keep(form, entry) {
    delete entry.refused;
    store.put("outbox", entry.nonce, entry);
    if (form.dataset.draftKey) store.discardDraft(form.dataset.draftKey);  // the outbox holds it now
    document.dispatchEvent(new CustomEvent("outbox:kept"));
    if (navigator.serviceWorker && navigator.serviceWorker.controller) {
      location.assign(words.boardUrl);  // the offline scoreboard shows it waiting
      return;
    }
    var banner = document.querySelector(".kept-banner") || document.createElement("p");
    banner.className = "kept-banner";
    banner.textContent = say(words.kept, { what: labelOf(entry) }) + " ";
    var back = document.createElement("a");
    back.href = words.boardUrl;
    back.textContent = words.toBoard;
    banner.appendChild(back);
    document.querySelector("main .flashes").after(banner);
    banner.scrollIntoView({ block: "nearest" });
    show();
  }

  var handForm = document.getElementById("hand-form");
  if (handForm) saving(handForm, handForm.dataset.position ? "edit" : "new");
  var deleteForm = document.querySelector("form[data-outbox=delete]");
  if (deleteForm) saving(deleteForm, "delete");

  window.addEventListener("online", function () {
    offline = false;
    flush();
  });
  window.addEventListener("offline", function () {
    offline = true;
    show();
  });
  document.addEventListener("visibilitychange", function () { if (!document.hidden) flush(); });
  window.addEventListener("pageshow", function (event) { if (event.persisted) flush(); });

  window.Outbox = {
    flush: flush,
    show: show,
    connection: function (up) {
      if (offline === !up) return;
      offline = !up;
      if (up) flush(); else show();
    },
    note: function (text) {
      note = text;
      show();
    }
  };
  flush();
})();
