// Hand entry niceties; every action also works without JavaScript (the buttons are plain submits).
// Steppers, adding and removing meld lines, a live preview from the engine, and one save per tap
// (the draft kept on the phone is hand_draft.js). Typed text is never spliced into HTML: rows are
// <template> clones.
(function () {
  "use strict";
  document.documentElement.classList.replace("no-js", "js");

  // The page's words for what this script writes (templates/_js_words.html), "%(name)s" filled in as text.
  var words = (document.getElementById("js-words") || { dataset: {} }).dataset;
  function say(key, values) {
    var text = words[key] || key;
    Object.keys(values || {}).forEach(function (name) { text = text.split("%(" + name + ")s").join(String(values[name])); });
    return text;
  }

  // A page shown again from the back-forward cache would show old numbers: fetch it afresh instead.
  window.addEventListener("pageshow", function (event) {
    if (event.persisted && document.getElementById("hand-form")) window.location.reload();
  });

  // − and + either side of every number box; the buttons are made here, not sent, to keep the page small.
  function steppers(root) {
    root.querySelectorAll(".stepper-field").forEach(function (box) {
      if (box.querySelector(".step")) return;
      var input = box.querySelector("input");
      var label = document.querySelector('label[for="' + input.id + '"]');
      var size = parseInt(input.getAttribute("step"), 10) || 1;
      [-size, size].forEach(function (amount) {
        var button = document.createElement("button");
        button.type = "button";
        button.className = "step";
        button.tabIndex = -1;
        button.dataset.step = amount;
        button.textContent = amount < 0 ? "−" : "+";
        button.setAttribute("aria-label", say(amount < 0 ? "minus" : "plus", { label: label.textContent.trim(), amount: size }));
        if (amount < 0) box.insertBefore(button, input); else input.after(button);
      });
    });
  }
  steppers(document);

  document.addEventListener("click", function (event) {
    var step = event.target.closest(".step");
    if (!step) return;
    var input = step.parentNode.querySelector("input");
    var value = (parseInt(input.value, 10) || 0) + parseInt(step.dataset.step, 10);
    input.value = input.min === "0" ? Math.max(0, value) : value;
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });

  var form = document.getElementById("hand-form");
  if (form) handForm(form);
  var newGame = document.querySelector("form.new-game, form.edit-game");
  if (newGame) dealerNames(newGame);

  function handForm(form) {
    var template = document.getElementById("meld-template");
    var timer = null;
    var saving = false;
    var asked = 0;  // previews answer out of order on a slow network: only the latest one is shown
    document.documentElement.classList.add("live-preview");

    form.addEventListener("click", function (event) {
      var button = event.target.closest("button[name=add_meld], button[name=remove_meld]");
      if (!button) return;
      event.preventDefault();
      var parts = button.value.split(":");
      if (button.name === "remove_meld") {
        button.closest(".meld").remove();
      } else {
        addMeld(parts[0], parts[1]);
      }
      changed();
    });

    // A new line's 3 naturals are a guess: the first digit typed replaces them ("5", never "35"), so a
    // count still holding its guess is selected whenever it is tapped; typing ends the guess.
    function selectGuess(event) {
      var box = event.target;
      if (box.matches && box.matches("input.count[data-prefilled]")) {
        box.select();
        if (event.type === "pointerup") event.preventDefault();  // the tap's own caret would undo it
      }
    }
    form.addEventListener("focusin", selectGuess);
    form.addEventListener("pointerup", selectGuess);
    form.addEventListener("input", function (event) {
      if (event.target.removeAttribute) event.target.removeAttribute("data-prefilled");
    });

    function rankButton(side, rank) {
      return form.querySelector('button[name=add_meld][value="' + side + ":" + rank + '"]');
    }

    // A new meld line: the <template>'s row with its placeholders replaced attribute by attribute.
    function addMeld(side, rank, row) {
      var list = form.querySelector('.melds[data-side="' + side + '"]');
      var existing = list.querySelector('.meld[data-rank="' + rank + '"]');
      if (existing && row === undefined && rank !== "wild" && rank !== "run") {
        existing.querySelector("input.count").focus();
        return existing;
      }
      if (row === undefined) {
        row = 0;
        list.querySelectorAll(".meld").forEach(function (meld) {
          row = Math.max(row, parseInt(meld.dataset.row, 10) + 1);
        });
      }
      var button = rankButton(side, rank);
      // The meld's name comes from data-label, never parsed out of text that holds the side's name.
      var label = button ? button.dataset.label : rank;
      var meld = template.content.firstElementChild.cloneNode(true);
      [meld].concat(Array.prototype.slice.call(meld.querySelectorAll("*"))).forEach(function (el) {
        Array.prototype.slice.call(el.attributes).forEach(function (attribute) {
          var value = attribute.value.replace(/__S__/g, side).replace(/__I__/g, row)
            .replace(/__RANK__/g, rank).replace(/__LABEL__/g, label);
          if (value !== attribute.value) el.setAttribute(attribute.name, value);
        });
      });
      meld.removeAttribute("id");
      meld.querySelector(".meld-name").textContent = button ? button.textContent : rank;
      if (rank === "run") {
        meld.querySelector('label[for$="-natural"]').textContent = say("cards");  // a run's length, as the server draws it
        if (!meld.querySelector(".run-wild")) {  // a run takes no wild cards, unless the house plays dirty runs
          meld.querySelectorAll(".wild").forEach(function (input) {
            meld.querySelector('label[for="' + input.id + '"]').remove();
            input.remove();
          });
        }
      } else {
        meld.querySelectorAll(".run-low").forEach(function (el) { el.remove(); });
      }
      var count = meld.querySelector("input.count");
      if (rank === "wild") count.value = "";
      list.appendChild(meld);
      meld.scrollIntoView({ block: "nearest" });
      if (count.value) count.setAttribute("data-prefilled", "");
      if (arguments.length < 3) { count.focus(); count.select(); }  // tapped, not restored
      return meld;
    }

    // The <template>'s row, its placeholders filled in attribute by attribute and its legend as text:
    // a side's name never passes through an HTML parser here, whatever it holds.
    function meldRow(side, index, rank, label) {
      var values = { __S__: side, __I__: index, __RANK__: rank };
      var row = template.content.querySelector(".meld").cloneNode(true);
      [row].concat(Array.prototype.slice.call(row.querySelectorAll("*"))).forEach(function (element) {
        Array.prototype.slice.call(element.attributes).forEach(function (attribute) {
          element.setAttribute(attribute.name, attribute.value.replace(/__S__|__I__|__RANK__/g, function (key) {
            return values[key];
          }));
        });
      });
      row.querySelector("legend").textContent = label;
      return row;
    }

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
      var local = window.HandScorer && window.HandScorer.check();
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

    canastaTaps(form);

    var draft = window.HandDraft ? window.HandDraft(form, addMeld, function () {
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

  // Count cards, counting less (templates/hands/_canasta_taps.html): a canasta tapped is seven cards of
  // its kind added to their pile and one canasta of its kind counted; a wild card tapped under it moves
  // one card of the last mixed canasta to the wild card's pile (a 2 among aces stays: both are worth 20).
  // Only the boxes the server reads change, so a reload, the phone's scorer and the outbox see piles.
  function canastaTaps(form) {
    var WILD_MOST = 3;  // the most wild cards a canasta holds in any rule set that shows these taps
    var taps = document.getElementById("canasta-taps");
    if (!taps) return;
    form.querySelectorAll(".by-cards").forEach(function (cards) {
      var box = taps.content.firstElementChild.cloneNode(true);
      box.dataset.side = cards.closest("fieldset.side").id.replace("side-", "");
      cards.appendChild(box);
    });
    form.addEventListener("click", function (event) {
      var tap = event.target.closest(".canasta-taps [data-canasta], .canasta-taps [data-wild]");
      if (!tap) return;
      var box = tap.closest(".canasta-taps");
      var add = function (name, amount) {
        var input = form.elements.namedItem("sides-" + box.dataset.side + "-" + name);
        input.value = Math.max(0, (parseInt(input.value, 10) || 0) + amount);
        input.dispatchEvent(new Event("input", { bubbles: true }));
      };
      if (tap.dataset.canasta) {
        add("meld_cards-" + tap.dataset.value, 7);
        add("canastas-" + tap.dataset.canasta, 1);
        box.dataset.last = tap.dataset.canasta === "mixed" ? tap.dataset.value : "";
        box.dataset.wild = "0";
      } else if (box.dataset.last && box.dataset.wild < WILD_MOST) {
        if (tap.dataset.wild !== box.dataset.last) {
          add("meld_cards-" + box.dataset.last, -1);
          add("meld_cards-" + tap.dataset.wild, 1);
        }
        box.dataset.wild = parseInt(box.dataset.wild, 10) + 1;
      }
      box.querySelectorAll("[data-wild]").forEach(function (button) {
        button.disabled = !box.dataset.last || box.dataset.wild >= WILD_MOST;
      });
    });
  }

  function dealerNames(form) {
    // The first-dealer list follows the names as they are typed.
    form.addEventListener("input", function () {
      form.querySelectorAll("[data-dealer] option").forEach(function (option) {
        var seat = parseInt(option.value, 10) + 1;
        var player = form.querySelector('[data-seat="' + seat + '"]');
        var sides = form.querySelectorAll("fieldset.side");
        var box = sides[(seat - 1) % sides.length].querySelector("input");
        // A player's empty box goes by its placeholder ("Player 2"), as the saved game will.
        var side = { value: box.value.trim() || box.placeholder };
        var who = player && player.value.trim() ? player.value.trim() + " (" + side.value + ")" : side.value;
        option.textContent = say("seat", { seat: seat, side: who });
        var label = form.querySelector('[data-seat-label="' + (seat - 1) + '"] span');
        if (label) label.textContent = player && player.value.trim() ? who : side.value + (player ? ", " + say("player", { number: Math.floor((seat - 1) / sides.length) + 1 }) : "");
      });
    });
  }
})();
