// The hand form, read as the server reads it (web/entry/hand_form.py hand_record, web/entry/hand_checks.py error_key): its fields
// become a record hand, the scorer (scorer_cards.js to scorer_game.js) scores and checks it as the
// game stands, and each problem gets the key of the box it is shown beside. Used live on the hand form and for the hands waiting to be sent.
(function (root) {
  "use strict";
  var GROUPS = /^(in_hand|threes|canastas|unfinished|players_holding|meld_cards|hand_cards)-(.+)$/;

  function n(value) {
    var number = parseInt(value, 10);
    return isNaN(number) ? 0 : number;  // an empty box counts as nothing
  }

  // [[name, value], ...] as posted -> {top fields, sides: [{mode, melds: [[row, {...}]], in_hand: [[card, v]], ...}]}
  function parse(fields) {
    var top = {}, sides = [];
    fields.forEach(function (pair) {
      var found = /^sides-(\d+)-(.+)$/.exec(pair[0]);
      if (!found) { top[pair[0]] = pair[1]; return; }
      var side = sides[found[1]] = sides[found[1]] || { melds: {}, rows: [], players: {}, playerRows: [], in_hand: [], threes: [],
                                                         canastas: [], unfinished: [], players_holding: [], meld_cards: [], hand_cards: [] };
      var rest = found[2], meld = /^melds-(\d+)-(\w+)$/.exec(rest), player = /^players-(\d+)-(.+)$/.exec(rest), group = GROUPS.exec(rest);
      if (meld) {
        if (!side.melds[meld[1]]) { side.melds[meld[1]] = {}; side.rows.push(parseInt(meld[1], 10)); }
        if (meld[2] === "wild_ranks") (side.melds[meld[1]].wild_ranks = side.melds[meld[1]].wild_ranks || []).push(pair[1]);
        else side.melds[meld[1]][meld[2]] = pair[1];
      } else if (player) {
        if (!side.players[player[1]]) { side.players[player[1]] = []; side.playerRows.push(parseInt(player[1], 10)); }
        side.players[player[1]].push([player[2], pair[1]]);
      } else if (group) {
        side[group[1]].push([group[2], pair[1]]);
      } else {
        side[rest] = pair[1];
      }
    });
    sides.forEach(function (side) {
      side.rows.sort(function (a, b) { return a - b; });
      side.playerRows.sort(function (a, b) { return a - b; });
    });
    return { top: top, sides: sides };
  }

  function has(object, key) { return Object.prototype.hasOwnProperty.call(object || {}, key); }

  function numbers(pairs) {
    var out = {};
    pairs.forEach(function (p) { if (n(p[1])) out[p[0]] = n(p[1]); });
    return out;
  }

  function leftInHand(side) {
    var threes = numbers(side.threes), cards = numbers(side.in_hand);
    var players = side.playerRows.map(function (row) { return numbers(side.players[row]); });
    if (players.some(function (p) { return Object.keys(p).length; })) {
      // Cards typed for the side as a whole, and threes beside the points, go with the first player's.
      [cards, threes].forEach(function (extra) {
        Object.keys(extra).forEach(function (card) { players[0][card] = (players[0][card] || 0) + extra[card]; });
      });
      return { in_hand: players };
    }
    if (Object.keys(cards).length) {
      Object.keys(threes).forEach(function (card) { cards[card] = (cards[card] || 0) + threes[card]; });
      return { in_hand: cards };
    }
    if (Object.keys(threes).length) return { in_hand: Object.assign({ points: n(side.hand_points) }, threes) };
    return { hand_points: n(side.hand_points) };
  }

  // hand_form._left_by_value: piles left by value, threes beside them; cards typed one by one replace the piles.
  function leftByValue(side) {
    var cards = numbers(side.hand_cards), plain = Object.assign({}, side, { hand_points: "0" });
    var typed = [].concat.apply(side.in_hand, side.playerRows.map(function (row) { return side.players[row]; }));
    if (!Object.keys(cards).length || typed.some(function (p) { return n(p[1]); })) return leftInHand(plain);
    var threes = numbers(side.threes), result = { hand_cards: cards };
    if (Object.keys(threes).length) result.in_hand = threes;
    return result;
  }

  // run_rows.run_record: a run row's Cards is its length; the record keeps its natural cards and
  // the cards its wild cards stand for (a Bolivia table's dirty escalera).
  function runRecord(meld, entry) {
    var wilds = (entry.twos || 0) + (entry.jokers || 0);
    if (wilds) {
      var natural = (entry.natural || 0) - wilds;
      delete entry.natural;
      if (natural > 0) entry.natural = natural;
    }
    var standsFor = (meld.wild_ranks || []).filter(Boolean);
    if (standsFor.length) entry.wild_ranks = standsFor;
    return entry;
  }

  function sideResult(side, form) {
    var result = {}, kept = [];
    var mode = side.mode || "melds";
    if (mode === "count" || mode === "cards") {
      // Counted by value, the piles are kept as counted, not as their sum (hand_form._by_value).
      if (mode === "cards") result.meld_cards = numbers(side.meld_cards);
      else result.meld_points = n(side.meld_points);
      result.canastas = numbers(side.canastas);
      if (n(side.concealed_canastas)) result.concealed_canastas = n(side.concealed_canastas);
      ["unfinished", "players_holding"].forEach(function (key) {
        var found = numbers(side[key]);
        if (Object.keys(found).length) result[key] = found;
      });
    } else {
      result.melds = [];
      side.rows.forEach(function (row) {
        var meld = side.melds[row], entry = { rank: meld.rank };
        ["natural", "twos", "jokers"].forEach(function (key) { if (n(meld[key])) entry[key] = n(meld[key]); });
        if (Object.keys(entry).length === 1) return;  // a row left at nothing is no meld
        if (meld.concealed) entry.concealed = true;
        if (meld.low) entry.low = meld.low;
        if (meld.suit) entry.suit = meld.suit;
        if (entry.rank === "run") entry = runRecord(meld, entry);
        result.melds.push(entry);
        kept.push(row);
      });
    }
    if (form.red_threes || n(side.red_threes)) result.red_threes = n(side.red_threes);
    if (n(side.black_threes)) result.black_threes = n(side.black_threes);
    Object.assign(result, mode === "cards" ? leftByValue(side) : leftInHand(side));
    if (n(side.adjustment)) result.adjustment = n(side.adjustment);
    if (form.pile && (side.pile === "not_taken" || side.pile === "taken_unplayed")) {
      result.pile = side.pile;
      if (side.pile === "taken_unplayed") result.pile_points = n(side.pile_points);
    }
    return [result, kept];
  }

  // hand_form.hand_record: the record hand, and per side the form row of each meld kept.
  function handRecord(fields, data) {
    var parsed = parse(fields), top = parsed.top, results = [], rows = [];
    var wentOut = top.went_out || "", special = (top.special_hand || "").split(":");
    data.names.forEach(function (name, index) {
      var side = parsed.sides[index] || parse([["sides-0-mode", "melds"]]).sides[0];
      if (special.length > 1 && special[1] && special[0] === String(index)) {
        results.push({ special_hand: special.slice(1).join(":") });
        rows.push([]);
        return;
      }
      var made = sideResult(side, data.form);
      if (wentOut.replace(/c$/, "") === String(index)) {
        made[0].went_out = true;
        if (/c$/.test(wentOut)) made[0].concealed = true;
      }
      if ((top.acaba || "") === String(index)) made[0].acaba = true;
      results.push(made[0]);
      rows.push(made[1]);
    });
    var hand = { results: results };
    if (data.form.pile) {  // how a hand nobody closed ended, and Biriba's trump suit
      if (!wentOut || wentOut === "time") hand.ended = wentOut || "stock";
      if (data.form.trump && top.trump) hand.trump = top.trump;
    }
    if (data.form.lone_hand) hand.lone_hand = /^\d+$/.test(top.lone_hand || "") ? parseInt(top.lone_hand, 10) : null;
    return { hand: hand, rows: rows };
  }

  var SIDE_HEADS = ["melds", "red_threes", "meld_points", "canastas", "concealed_canastas", "black_threes", "adjustment",
                    "unfinished", "players_holding"];

  // hand_checks.error_key: where the form shows a problem ("s0.melds.2", "went_out", "hand"...).
  function errorKey(problem, rows) {
    var field = problem.field || "", side = problem.side_index, head = field.split(".")[0];
    if (head === "went_out" || head === "concealed") return "went_out";
    if (head === "acaba" || head === "special_hand" || head === "lone_hand") return head;
    if (side === null || side === undefined) return "hand";
    if (head === "melds" && field.indexOf(".") > 0 && rows) {
      var index = parseInt(field.split(".")[1], 10), kept = rows[side];
      return index < kept.length ? "s" + side + ".melds." + kept[index] : "s" + side + ".melds";
    }
    if (head === "in_hand" || head === "hand_points") return "s" + side + ".in_hand";
    if (head === "meld_cards") return "s" + side + ".meld_cards";
    if (SIDE_HEADS.indexOf(head) >= 0) {
      return ["canastas", "unfinished", "players_holding"].indexOf(head) >= 0 ? "s" + side + "." + field : "s" + side + "." + head;
    }
    return "s" + side;
  }

  // The hand as the server would check it (hand_pages._check): scores, problems by box, meld marks.
  function check(data, fields, say) {
    var made = handRecord(fields, data), S = root.Scorer, hand = S.fromRecord(made.hand);
    var played = S.play(data, [hand], data.state), number = data.state.hands + 1;
    var problems = played.problems.filter(function (p) { return p.hand === number; });
    var errors = {};
    function add(key, text) { (errors[key] = errors[key] || []).push(text); }
    problems.forEach(function (p) {
      var text = say.problem(p);
      if ((p.side_index === null || p.side_index === undefined) && p.field === "red_threes") {
        made.hand.results.forEach(function (result, i) { if (result.red_threes) add("s" + i + ".red_threes", text); });
        return;
      }
      var key = errorKey(p, made.rows), parts = key.split(".");
      // hand_checks.errors_by_key: a side counted by value shows its points' and hand's problems under its piles.
      if (has(made.hand.results[p.side_index], "meld_cards") && (parts[1] === "meld_points" || parts[1] === "in_hand")) {
        key = "s" + p.side_index + ".meld_cards";
      }
      add(key, p.side ? p.side + ": " + text : text);  // led by its side's name, beside its box too
    });
    var marks = {};
    hand.results.forEach(function (result, side) {
      (result.melds || []).forEach(function (meld, i) {
        var kind = S.canastaKind(data.variant, meld, hand.trump);
        marks["s" + side + "." + made.rows[side][i]] = { points: S.meldPoints(meld, data.variant), canasta: kind ? (data.words.marks[kind] || kind + " canasta") : "" };
      });
    });
    return { number: number, record: made.hand, hand: played.hands[0], problems: problems, errors: errors, marks: marks,
             next_initial_meld: played.next_initial_meld, next_dealer: played.next_dealer, finish: played.finish };
  }

  // The hands kept on this phone, waiting to be sent: numbered after the server's, in the order saved,
  // and played on from the game as the page had it, so totals, minimums and the dealer move on.
  function waiting(data, entries) {
    var kept = entries.filter(function (e) { return e.kind === "new" && !e.refused; });
    var hands = kept.map(function (e) { return root.Scorer.fromRecord(handRecord(e.fields, data).hand); });
    var played = root.Scorer.play(data, hands, data.state);
    return { entries: kept, played: played,
             state: { totals: played.totals, hands: data.state.hands + kept.length, finish: played.finish } };
  }

  // The game as this phone knows it (outbox.js learn: a version, its state and the saves sent since,
  // still unseen on a page), with the saves waiting to be sent played on: what the next new hand
  // follows, at which version the phone last saw the game, and the nonces of every save of this
  // phone it comes after, in order, corrections and deletions too (the server lets it land after
  // them: web/actions/queued_hands.py). Each deletion leaves one hand fewer, so the next hand's number
  // and dealer move back one. A correction or deletion moves totals by the old hand's score, which
  // no page the phone keeps carries: `unsure` counts them, and the page says the totals wait.
  function standing(data, known, entries) {
    var changes = known.landed.concat(entries.filter(function (e) { return !e.refused; }));
    var deleted = changes.filter(function (e) { return e.kind === "delete"; }).length;
    var state = Object.assign({}, known.state, { hands: Math.max(known.state.hands - deleted, 0) });
    var ahead = waiting(Object.assign({}, data, { state: state }), changes);
    return { version: known.version, after: changes.map(function (e) { return e.nonce; }),
             unsure: changes.filter(function (e) { return e.kind === "edit" || e.kind === "delete"; }).length,
             entries: ahead.entries, played: ahead.played, state: ahead.state };
  }

  root.ScorerForm = { waiting: waiting, standing: standing, handRecord: handRecord, errorKey: errorKey, check: check,
                      parse: parse };
})(typeof self !== "undefined" ? self : this);
