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
      // A refusal's list stands until the player changes something: then the notes beside the boxes
      // take over (each message is said once: while the list stands, app.css hides the boxes' notes).
      var refused = document.getElementById("refused");
      if (refused) refused.remove();
      draft.keep();
      schedule();
    }

    // A rank just tapped brings a line whose 3 naturals are a guess (hand_melds.js): until its count
    // is typed, or the player moves on, the line is not finished, and a note on it ("less than the
    // minimum", "fix the red notes") would scold a count not typed yet. Meanwhile the notes stay as
    // they were; leaving the box shows them afresh.
    function awaitingCount() {
      var box = document.activeElement;
      return Boolean(box && form.contains(box) && box.matches("input.count[data-prefilled]"));
    }
    var noted = { problems: [], errors: {} };  // the notes shown last
    form.addEventListener("focusout", function (event) {
      if (event.target.matches && event.target.matches("input.count[data-prefilled]")) schedule();
    });

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
      var hold = awaitingCount();
      if (!hold) noted = { problems: data.problems, errors: data.errors || {} };
      var box = document.getElementById("preview");
      box.replaceChildren(data.node || document.createRange().createContextualFragment(data.html));
      // "Not saved yet: 1 problem to fix", held back as the notes are
      if (hold && !noted.problems.length) box.querySelectorAll("p.errors").forEach(function (line) { line.remove(); });
      var live = form.querySelector(".live-scores");
      var names = live.dataset.names.split("|");
      // The scores as the server writes them in the page's language ("+2.315", "−280"), each number
      // whole on its line (a name may wrap; "+125" over "0" read as +125).
      var scores = [];
      (data.said_scores || []).forEach(function (said, i) {
        var number = document.createElement("span");
        number.className = "live-score";
        number.textContent = said;
        scores.push(document.createTextNode((i ? " · " : "") + names[i] + " "), number);
      });
      // The scores, or while a red note stands (Save would be refused) only "fix the red notes": at
      // most two short lines beside Save (both together took five in German at 320 px). Under a
      // refusal's list, which says what to fix, the scores of what was typed.
      var fix = noted.problems.length > 0 && !(document.getElementById("refused") && scores.length);
      if (fix) live.textContent = say("fix"); else live.replaceChildren.apply(live, scores);
      live.classList.toggle("live-fix", fix);
      form.querySelectorAll("[data-errors]").forEach(function (list) { list.replaceChildren(); });
      Object.keys(noted.errors).forEach(function (key) {
        // A problem shows at its box; if that box is not on screen, in its side's box, never another's.
        var list = form.querySelector('[data-errors="' + key + '"]');
        if (!list || !list.parentElement.getClientRects().length) list = form.querySelector('[data-errors="' + key.split(".")[0] + '"]');
        if (!list) list = form.querySelector('[data-errors="hand"]');
        noted.errors[key].forEach(function (message) {
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
    // A correction, or a form drawn again after a Save (refused, asked, or someone saved first):
    // the save bar shows the score of what was typed from the start.
    if (form.dataset.position || !form.dataset.fresh) schedule();
    form.addEventListener("hand:refused", offlinePreview);  // refused by the phone itself (hand_offline.js)

    // A second tap on Save while the first is on its way does nothing (the server would ignore it too).
    // A submit stopped before (outbox_form.js keeps it, or asks the server first) is not on its way.
    form.addEventListener("submit", function (event) {
      if (event.defaultPrevented) return;
      if (saving) {
        event.preventDefault();
        return;
      }
      if (event.submitter && /^save/.test(event.submitter.value)) saving = true;
    });
    window.addEventListener("pageshow", function () { saving = false; });
  }
})();
