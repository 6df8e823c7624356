// Hand entry niceties; every action also works without JavaScript (the buttons are plain submits).
// Steppers, adding and removing melds in the page, a live preview from the engine, one save per tap.
(function () {
  "use strict";
  document.documentElement.classList.replace("no-js", "js");

  // − and + either side of every number box; the buttons are made here, not sent, to keep the page small.
  function steppers(root) {
    root.querySelectorAll(".stepper").forEach(function (box) {
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
        button.setAttribute("aria-label", label.textContent.trim() + (amount < 0 ? " minus " : " plus ") + size);
        if (amount < 0) box.insertBefore(button, input); else box.appendChild(button);
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
  var newGame = document.querySelector("form.new-game");
  if (newGame) dealerNames(newGame);

  function handForm(form) {
    var template = document.getElementById("meld-template");
    var timer = null;
    var saving = false;
    var asked = 0;  // previews answer out of order on a slow network: only the latest one is shown

    form.addEventListener("click", function (event) {
      var button = event.target.closest("button[name=add_meld], button[name=remove_meld]");
      if (!button) return;
      event.preventDefault();
      var parts = button.value.split(":");
      if (button.name === "remove_meld") {
        button.closest(".meld").remove();
      } else {
        addMeld(parts[0], parts[1], button.dataset.label);
      }
      schedule();
    });

    function addMeld(side, rank, label) {
      var list = form.querySelector('.melds[data-side="' + side + '"]');
      var existing = list.querySelector('.meld[data-rank="' + rank + '"]');
      if (existing && rank !== "wild" && rank !== "run") {
        existing.querySelector("input[type=number]").focus();
        return;
      }
      var next = 0;
      list.querySelectorAll(".meld").forEach(function (row) {
        next = Math.max(next, parseInt(row.dataset.row, 10) + 1);
      });
      var row = meldRow(side, String(next), rank, label);
      list.appendChild(row);
      steppers(row);
      if (rank !== "run") row.querySelectorAll(".run-low").forEach(function (el) { el.remove(); });
      else {
        row.querySelector('label[for$="-natural"]').textContent = "Cards";  // a run's length, as the server draws it
        row.querySelectorAll('input[id$="-twos"], input[id$="-jokers"]').forEach(function (input) {
          input.closest(".stepper-field").remove();  // a run takes no wild cards
        });
      }
      if (rank === "wild") row.querySelector("input[type=number]").value = "";
      row.scrollIntoView({ block: "nearest" });
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
    form.addEventListener("change", function (event) {
      if (event.target.name !== "special_hand") return;
      var side = event.target.value.split(":")[0];
      form.querySelectorAll("fieldset.side").forEach(function (box) {
        box.classList.toggle("special", event.target.value !== "" && box.id === "side-" + side);
      });
    });

    form.addEventListener("input", schedule);
    form.addEventListener("change", schedule);
    if (form.dataset.position) schedule();  // a correction: show the hand's score from the start

    function schedule() {
      clearTimeout(timer);
      timer = setTimeout(preview, 250);
    }

    function preview() {
      var mine = ++asked;
      fetch(form.dataset.previewUrl, { method: "POST", body: new FormData(form), credentials: "same-origin" })
        .then(function (response) { return response.json(); })
        .then(function (data) {
          if (mine !== asked) return;
          document.getElementById("preview").innerHTML = data.html;
          var live = form.querySelector(".live-scores");
          var names = live.dataset.names.split("|");
          var scores = data.scores ? names.map(function (name, i) {
            return name + " " + (data.scores[i] > 0 ? "+" : "") + data.scores[i];
          }).join(" · ") : "";
          live.textContent = scores + (data.problems.length ? (scores ? " · " : "") + "fix the notes in red first" : "");
          form.querySelectorAll("[data-errors]").forEach(function (list) { list.innerHTML = ""; });
          Object.keys(data.errors || {}).forEach(function (key) {
            var list = form.querySelector('[data-errors="' + key + '"]') || form.querySelector('[data-errors="hand"]');
            data.errors[key].forEach(function (message) {
              var item = document.createElement("li");
              item.textContent = message;
              list.appendChild(item);
            });
          });
        })
        .catch(function () { /* offline: the Save button still checks everything on the server */ });
    }

    // A second tap on Save while the first is on its way does nothing (the server would ignore it too).
    form.addEventListener("submit", function (event) {
      if (saving) {
        event.preventDefault();
        return;
      }
      if (event.submitter && event.submitter.value === "save") saving = true;
    });
    window.addEventListener("pageshow", function () { saving = false; });
  }

  function dealerNames(form) {
    // The first-dealer list follows the names as they are typed.
    form.addEventListener("input", function () {
      form.querySelectorAll("[data-dealer] option").forEach(function (option) {
        var seat = parseInt(option.value, 10) + 1;
        var player = form.querySelector('[data-seat="' + seat + '"]');
        var sides = form.querySelectorAll("fieldset.side");
        var side = sides[(seat - 1) % sides.length].querySelector("input");
        var who = player && player.value.trim() ? player.value.trim() + " (" + side.value + ")" : side.value;
        option.textContent = "Seat " + seat + ": " + who;
      });
    });
  }
})();
