// The hand form with the network gone: the phone scores and checks the hand itself (scorer_game.js, with the
// game's data in the form's data-scorer), draws the preview as the server's _preview.html does, and
// refuses a save the server would refuse, with the same messages beside the same boxes. Text only.
(function () {
  "use strict";
  var form = document.getElementById("hand-form");
  if (!form || !form.dataset.scorer || !window.Scorer || !window.ScorerForm || !window.ScorerWords) return;
  var data = JSON.parse(form.dataset.scorer);
  var say = window.ScorerWords(data.words, document.documentElement.lang || "en");
  var t = say.t;

  function element(tag, className, text) {
    var made = document.createElement(tag);
    if (className) made.className = className;
    if (text !== undefined) made.textContent = text;
    return made;
  }

  function fields() {
    var pairs = [];
    new FormData(form).forEach(function (value, name) { if (typeof value === "string") pairs.push([name, value]); });
    return pairs;
  }

  // "Total then: <span class="score">5120</span>", with the total as text in its span.
  function totalThen(total) {
    var line = element("p", "hint"), parts = t.total_then.split(/<span class="score">%\(total\)s<\/span>/);
    var score = element("span", "score", say.number(total));
    if (parts.length !== 2) parts = [t.total_then.replace(/<[^>]*>/g, "").replace("%(total)s", ""), ""];
    line.append(parts[0], score, parts[1]);
    return line;
  }

  function sidePreview(name, score, total, i) {
    var section = element("section", "preview-side"), head = element("h3", "", name + " ");
    var points = element("span", "score", say.signed(score.total));
    points.dataset.score = i;
    head.appendChild(points);
    var items = element("ul", "items");
    Object.keys(score.items).filter(function (key) { return score.items[key]; }).forEach(function (key) {
      var item = element("li");
      item.append(element("span", "", say.item(key)), " ", element("span", "score", say.signed(score.items[key])));
      items.appendChild(item);
    });
    if (!items.children.length) {
      var nothing = element("li");
      nothing.append(element("span", "", t.nothing), " ", element("span", "score", "0"));
      items.appendChild(nothing);
    }
    section.append(head, items);
    var kinds = Object.keys(score.canastas);
    if (kinds.length) {
      section.appendChild(element("p", "hint canasta-kinds", t.canastas + " " + kinds.map(function (kind) {
        return score.canastas[kind] + " " + say.kind(kind);
      }).join(", ")));
    }
    section.appendChild(totalThen(total));
    return section;
  }

  function previewNode(checked) {
    var node = document.createDocumentFragment(), sides = element("div", "preview-sides");
    node.appendChild(element("h2", "", say.fill(t.would_score, { number: checked.number })));
    checked.hand.scores.forEach(function (score, i) { sides.appendChild(sidePreview(data.names[i], score, checked.hand.totals[i], i)); });
    node.appendChild(sides);
    if (checked.finish.finished && checked.finish.winner !== null) {
      node.appendChild(element("p", "winner-note", say.fill(t.ends_game, { side: data.names[checked.finish.winner] })));
    }
    if (checked.problems.length) {
      var alert = element("p", "errors", say.plural(t.to_fix, checked.problems.length));
      alert.setAttribute("role", "alert");
      node.appendChild(alert);
    }
    return node;
  }

  // refusals._anchor: the box a problem's key points at, for the summary's links.
  function anchor(key) {
    var parts = key.split(".");
    var named = { went_out: "went-out", acaba: "acaba", special_hand: "special_hand" };
    if (named[key] || !/^s\d+$/.test(parts[0])) return named[key] || "hand-form";
    var side = parts[0].slice(1);
    if (parts.length === 1 || (parts[1] === "melds" && parts.length === 2)) return "side-" + side;
    if (parts[1] === "melds") return "sides-" + side + "-melds-" + parts[2] + "-natural";
    if (parts[1] === "in_hand") return "sides-" + side + "-hand_points";
    return "sides-" + side + "-" + parts.slice(1).join("-");
  }

  function check() {
    var checked = window.ScorerForm.check(data, fields(), say);
    var scores = checked.hand.scores.map(function (s) { return s.total; });
    // said_scores as the server's preview gives them (hand_pages: signed, in the page's language).
    return { node: previewNode(checked), scores: scores, said_scores: scores.map(say.signed),
             problems: checked.problems, errors: checked.errors, marks: checked.marks, checked: checked };
  }

  // Offline, a save the server would refuse is not kept: the page says why, as the server's page does.
  function refuse() {
    var found = check(), old = document.getElementById("refused");
    if (old) old.remove();
    if (!found.problems.length) return false;
    var box = element("div", "refused"), list = element("ul");
    box.id = "refused";
    box.setAttribute("role", "alert");
    var head = element("p");
    head.appendChild(element("strong", "", say.plural(data.words.t.not_saved, found.problems.length)));
    Object.keys(found.errors).forEach(function (key) {
      // Each led by its side's name (ScorerForm.check), as the server's list is (hand_checks.py errors_by_key).
      found.errors[key].forEach(function (message) {
        var item = element("li"), link = element("a", "", message);
        link.href = "#" + anchor(key);
        item.appendChild(link);
        list.appendChild(item);
      });
    });
    box.append(head, list);
    form.insertBefore(box, form.querySelector(".draft-note"));
    box.scrollIntoView({ block: "center" });
    form.dispatchEvent(new Event("hand:refused"));  // the save bar shows what was typed (hand_preview.js)
    return true;
  }

  // A new hand's form shows the game as this phone last knew it, with the hands it kept or sent since:
  // the page may be the service worker's copy of an earlier hand's form, whose number, dealer,
  // minimums and totals are then drawn again. Its version and queued_after tell the server which of
  // this phone's hands came first, so they land after one another (web/actions/queued_hands.py).
  function asKnown() {
    var outbox = window.Outbox, version = form.querySelector("[name=version]");
    if (form.dataset.position || !outbox || !outbox.words.game || !version) return;
    var drawn = parseInt(version.value, 10);
    var known = outbox.learn(outbox.words.game, drawn, data.state);
    var now = window.ScorerForm.standing(data, known, outbox.entries(outbox.words.game));
    if (!now.after.length && now.version === drawn) return;  // as the server drew it
    version.value = String(now.version);
    // live_updates.js asks from this version on: the hands this phone sent are not another phone's
    var line = document.getElementById("sync-status");
    if (line) line.dataset.version = String(now.version);
    var after = form.querySelector("[name=queued_after]") || document.createElement("input");
    after.type = "hidden";
    after.name = "queued_after";
    after.value = now.after.join(" ");
    form.appendChild(after);
    var played = now.played, number = now.state.hands + 1;
    data.state = now.state;
    form.dataset.number = number;
    if (form.dataset.draftKey) form.dataset.draftKey = form.dataset.draftKey.replace(/\d+$/, number);
    var heading = document.querySelector(".hand-head h1");
    if (heading) heading.textContent = say.fill(t.hand, { number: number });
    document.title = say.fill(t.hand, { number: number }) + document.title.replace(/^[^·]*/, " ");
    var save = form.querySelector(".save-bar button[value=save]");
    if (save) save.textContent = say.fill(t.save_hand, { number: number });
    var dealer = document.querySelector("[data-context-dealer] strong");
    if (dealer && played.next_dealer) dealer.textContent = played.next_dealer;
    data.names.forEach(function (name, i) {
      var minimum = document.querySelectorAll("p.context > strong")[i], before = document.querySelector('[data-before="' + i + '"]');
      if (minimum) minimum.textContent = say.requirement(played.next_initial_meld[i]);
      if (before) before.textContent = say.number(played.totals[i]);
    });
    if (now.unsure) totalsWait(document.querySelector("p.context"));
  }

  // A correction or deletion this phone kept (or sent, unseen since): the totals and minimums drawn
  // leave it out, as no kept page carries the old hand's score. The page says so.
  function totalsWait(context) {
    if (!context || !t.totals_wait || document.querySelector("[data-totals-wait]")) return;
    var note = element("p", "hint", t.totals_wait);
    note.dataset.totalsWait = "";
    context.after(note);
  }
  asKnown();

  window.Scorekeeper.handScorer = { check: check, refuse: refuse, data: data, say: say };
})();
