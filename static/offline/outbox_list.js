// On the scoreboard: this game's kept saves, waiting or refused (with the server's reason), each
// to open in its form or to discard. Drawn from data, as text.
// New hands waiting are numbered after the server's (5, 6…) and scored on the phone (scorer_game.js),
// and the board's totals, next minimums and next dealer move on with them; a kept deletion makes the
// next hand one lower, and a kept correction or deletion is said to be left out of the totals.
(function () {
  "use strict";
  var outbox = window.Outbox;
  if (!outbox) return;
  var words = outbox.words;
  var board = null, data = null, say = null, shown = null;

  // The board as drawn, read again whenever it is a new one (live_updates.js draws the page afresh).
  function setUp() {
    var found = document.querySelector(".board[data-scorer]");
    if (found === board) return;
    board = found;
    data = board && window.ScorerForm && window.ScorerWords ? JSON.parse(board.dataset.scorer) : null;
    say = data && window.ScorerWords(data.words, document.documentElement.lang || "en");
    shown = data && { totals: data.names.map(function (name, i) { return text('[data-total="' + i + '"]'); }),
                      melds: data.names.map(function (name, i) { return text('[data-next-meld="' + i + '"]'); }),
                      toGo: data.names.map(function (name, i) { return text('[data-to-go="' + i + '"]'); }),
                      dealer: text(".next-dealer strong"), record: text("[data-record-hand]") };
  }

  function text(selector) {
    var found = document.querySelector(selector);
    return found ? found.textContent : null;
  }

  function put(selector, value) {
    var found = document.querySelector(selector);
    if (found && value !== null && value !== undefined) found.textContent = value;
  }

  // The board as the server drew it, then moved on to the game as this phone knows it: a newer page
  // of it seen since this copy was kept, the hands sent since and those waiting (none: as drawn).
  function moveBoard(waiting) {
    var moved = waiting && (waiting.after.length || waiting.version > drawnVersion());
    var played = moved ? waiting.played : null;
    totalsWait(Boolean(moved && waiting.unsure));
    if (!played && !board.classList.contains("with-waiting")) return;  // as drawn (or as live_updates.js redrew it)
    data.names.forEach(function (name, i) {
      put('[data-total="' + i + '"]', played ? say.number(played.totals[i]) : shown.totals[i]);
      put('[data-next-meld="' + i + '"]', played ? say.requirement(played.next_initial_meld[i]) : shown.melds[i]);
      var left = played && Math.max(data.variant.target - played.totals[i], 0);  // summary.py's to_target
      put('[data-to-go="' + i + '"]', played ? say.fill(say.t.to_go, { points: say.number(left) }) : shown.toGo[i]);
    });
    put(".next-dealer strong", played ? played.next_dealer : shown.dealer);
    put("[data-record-hand]", played ? say.fill(say.t.record_hand, { number: waiting.state.hands + 1 }) : shown.record);
    board.classList.toggle("with-waiting", Boolean(played));
  }

  // A correction or deletion kept (or sent, not yet drawn): the totals shown leave it out
  // (ScorerForm.standing's `unsure`), and the board says so under them.
  function totalsWait(shown) {
    var note = document.querySelector("[data-totals-wait]");
    if (!shown || !say.t.totals_wait) return note && note.remove();
    if (note) return;
    note = document.createElement("p");
    note.className = "hint";
    note.dataset.totalsWait = "";
    note.textContent = say.t.totals_wait;
    board.after(note);
  }

  // "Hand 6: waiting to be sent · Us +730 (2400) · Them −40 (10)"
  function scored(entry, waiting) {
    var at = waiting ? waiting.entries.indexOf(entry) : -1;
    if (at < 0) return { what: outbox.label(entry), score: "" };
    var hand = waiting.played.hands[at];
    return { what: outbox.say(words.labelNew, { number: hand.number }),
             score: data.names.map(function (name, i) {
               return name + " " + say.signed(hand.scores[i].total) + " (" + say.number(hand.totals[i]) + ")";
             }).join(" · ") };
  }

  function drawnVersion() { return parseInt(words.version, 10) || 0; }

  function draw() {
    var main = document.querySelector("main"), box = main.querySelector(".outbox");
    var kept = outbox.entries(words.game);
    setUp();
    var known = data && words.version ? outbox.learn(words.game, drawnVersion(), data.state) : null;
    var waiting = known ? window.ScorerForm.standing(data, known, kept) : null;
    if (data) moveBoard(waiting);
    if (box) box.remove();
    if (!kept.length) return;
    box = document.createElement("ul");
    box.className = "outbox";
    kept.forEach(function (entry) {
      var item = document.createElement("li"), text = document.createElement("p"), said = scored(entry, waiting);
      item.className = entry.refused ? "refused-entry" : "waiting-entry";
      text.textContent = outbox.say(entry.refused ? words.stateRefused : words.stateWaiting,
                                    { what: said.what, why: entry.refused });
      if (said.score) {
        var score = document.createElement("span");
        score.className = "waiting-score";
        score.textContent = said.score;
        text.append(" · ", score);
      }
      item.appendChild(text);
      if (entry.refused) {
        var open = document.createElement("a"), discard = document.createElement("button");
        open.className = discard.className = "button";
        open.href = entry.url + "#outbox-" + entry.nonce;
        open.textContent = words.open;
        discard.type = "button";
        discard.textContent = words.discard;
        discard.addEventListener("click", function () {
          outbox.remove(entry);
          outbox.show();
        });
        item.append(open, " ", discard);
      }
      box.appendChild(item);
    });
    main.querySelector(".flashes").after(box);
  }

  document.addEventListener("outbox:shown", draw);
  draw();
})();
