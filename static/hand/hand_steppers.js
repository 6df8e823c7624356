// Hand entry niceties; every action also works without JavaScript (the buttons are plain submits).
// In three parts, so the setup page (new game, its seats and dealer) loads only the first: this one,
// the page's words, − and + beside every number box and the dealer list; hand_melds.js, meld lines
// added and removed and Count cards' canasta taps; hand_preview.js, the hand form's live preview from
// the engine and one save per tap, drawing on the other two (the draft kept on the phone is
// hand_draft.js). They share through `HandPage`, which this part makes; none uses a part loaded after
// it. Typed text is never spliced into HTML: rows are <template> clones.
(function () {
  "use strict";
  document.documentElement.classList.replace("no-js", "js");
  var page = window.HandPage = {};  // what the hand form's parts share (see above)

  // The page's words for what these scripts write (templates/_js_words.html), "%(name)s" filled in as text.
  var words = (document.getElementById("js-words") || { dataset: {} }).dataset;
  function say(key, values) {
    var text = words[key] || key;
    Object.keys(values || {}).forEach(function (name) { text = text.split("%(" + name + ")s").join(String(values[name])); });
    return text;
  }
  page.say = say;

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

  var newGame = document.querySelector("form.new-game, form.edit-game");
  if (newGame) dealerNames(newGame);

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