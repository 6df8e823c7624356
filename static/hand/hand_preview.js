// Hand entry, part 3 of 3 (why in parts: hand_steppers.js): the hand form's live preview and its save bar.
(function () {
  "use strict";
  var page = window.HandPage, say = page.say;

  var form = document.getElementById("hand-form");
  if (form) handForm(form);

  function handForm(form) {
    var timer = null;
    var saving = false;
    var asked = 0;  // previews answer out of order on a slow network: only the latest one is shown
    document.documentElement.classList.add("live-preview");
    var addMeld = page.meldLines(form, changed);

    // A special hand is its side's whole score: dim that side's other entries.
    function markSpecial() {
      var select = form.querySelector("[name=special_hand]");
      if (!select) return;
      var side = select.value.split(":")[0];
      form.querySelectorAll("fieldset.side").forEach(function (box) {
        box.classList.toggle("special", select.value !== "" && box.id === "side-" + side);
      });
    }
    form.addEventListener("change", function (event) {
      if (event.target.name === "special_hand") markSpecial();
    });

    // Cutthroat: who took the pile first plays alone; each box says its player's part in this hand.
    form.addEventListener("change", function (event) {
      if (event.target.name !== "lone_hand") return;
      var lone = event.target.value;
      var names = form.querySelector(".live-scores").dataset.names.split("|");
      form.querySelectorAll("[data-role-for]").forEach(function (role) {
        var side = role.dataset.roleFor;
        var partners = names.filter(function (name, i) { return String(i) !== lone && String(i) !== side; });
        role.textContent = lone === "" ? "" : (lone === side ? say("lone") : say("partner", { players: partners.join(", ") }));
        role.closest("fieldset.side").classList.toggle("lone", lone === side);
      });
    });

    form.addEventListener("input", changed);
    form.addEventListener("change", changed);

    function changed() {
      draft.keep();
      schedule();
    }

    function schedule() {
      clearTimeout(timer);
      timer = setTimeout(preview, 250);
    }

    function preview() {
      var mine = ++asked;
      if (!navigator.onLine || (window.Outbox && window.Outbox.isOffline())) return offlinePreview();
      fetch(form.dataset.previewUrl, { method: "POST", body: new FormData(form), credentials: "same-origin" })
        .then(function (response) { return response.json(); })
        .then(function (data) {
          if (mine !== asked) return;
          showPreview(data);
        })
        .catch(function () {
          if (mine === asked) offlinePreview();  // no network: the phone scores the hand itself
        });
    }

    function offlinePreview() {
      var local = window.Scorekeeper.handScorer && window.Scorekeeper.handScorer.check();
      if (local) showPreview(local);
    }

    function showPreview(data) {
      // The server's fragment is its own template, drawn with autoescaping; the phone's is built as text.
      var box = document.getElementById("preview");
      box.replaceChildren(data.node || document.createRange().createContextualFragment(data.html));
      var live = form.querySelector(".live-scores");
      var names = live.dataset.names.split("|");
      // The scores as the server writes them in the page's language ("+2.315", "−280").
      var scores = data.said_scores ? names.map(function (name, i) {
        return name + " " + data.said_scores[i];
      }).join(" · ") : "";
      // The scores, or while a red note stands (Save would be refused) only "fix the red notes": at
      // most two short lines beside Save (both together took five in German at 320 px).
      live.textContent = data.problems.length ? say("fix") : scores;
      live.classList.toggle("live-fix", data.problems.length > 0);
      var refused = document.getElementById("refused");
      if (refused && !data.problems.length) refused.remove();  // fixed: the old refusal goes with its red notes
      form.querySelectorAll("[data-errors]").forEach(function (list) { list.replaceChildren(); });
      Object.keys(data.errors || {}).forEach(function (key) {
        // A problem shows at its box; if that box is not on screen, in its side's box, never another's.
        var list = form.querySelector('[data-errors="' + key + '"]');
        if (!list || !list.parentElement.getClientRects().length) list = form.querySelector('[data-errors="' + key.split(".")[0] + '"]');
        if (!list) list = form.querySelector('[data-errors="hand"]');
        data.errors[key].forEach(function (message) {
          var item = document.createElement("li");
          item.textContent = message;
          list.appendChild(item);
        });
      });
      form.querySelectorAll(".meld").forEach(function (meld) {
        var side = meld.closest(".melds").dataset.side;
        var mark = (data.marks || {})["s" + side + "." + meld.dataset.row];
        var out = meld.querySelector("[data-points]");
        out.replaceChildren();
        meld.classList.toggle("canasta", Boolean(mark && mark.canasta));
        if (!mark) return;
        out.append(String(mark.points));
        if (mark.canasta) {
          var tag = document.createElement("span");
          tag.className = "canasta-mark";
          tag.textContent = mark.canasta;
          out.append(" ", tag);
        }
      });
    }

    page.canastaTaps(form);

    var app = window.Scorekeeper;
    var draft = app.handDraft ? app.handDraft(form, addMeld, function () {
      markSpecial();
      schedule();
    }) : { keep: function () {} };
    if (form.dataset.position) schedule();  // a correction: show the hand's score from the start

    // A second tap on Save while the first is on its way does nothing (the server would ignore it too).
    form.addEventListener("submit", function (event) {
      if (saving) {
        event.preventDefault();
        return;
      }
      if (event.submitter && /^save/.test(event.submitter.value)) saving = true;
    });
    window.addEventListener("pageshow", function () { saving = false; });
  }
})();
