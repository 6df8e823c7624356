// Hand entry, part 2 of 3 (why in parts: hand_steppers.js): the melds, typed line by line or tapped as whole canastas.
(function () {
  "use strict";
  var page = window.HandPage, say = page.say;

  // The hand form's meld lines: + Rank adds one (or finds the rank's line), × removes it; `changed` hears
  // of each. Gives addMeld, with which the draft (hand_draft.js) restores the lines it kept.
  page.meldLines = function (form, changed) {
    var template = document.getElementById("meld-template");

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

    return addMeld;
  };
  page.canastaTaps = canastaTaps;

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
})();
