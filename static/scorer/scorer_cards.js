// The phone's own scorer: the Python engine (scorekeeper/rules/) mirrored line for line, driven by a
// rule set's data (scorekeeper/rules/as_data.py), so a hand is scored and checked with the network
// gone. The server stays the authority; tests/browser/offline/test_scorer_parity.py proves both give the same
// scores, problems, minimums and dealers. Problems carry the engine's code and params, not English:
// the page words them from its own translated sentences. No rule lives here that is not in rules/.
//
// It comes in five parts, each mirroring a part of rules/ and loaded in this order (SCORER_PARTS,
// scorekeeper/web/delivery/bundles.py): this one, cards and melds; scorer_scoring.js, a side's score
// and the hand's; scorer_side_checks.js, one side's entries checked; scorer_hand_checks.js, the hand
// checked as a whole; scorer_game.js, a game played on and `Scorer`, the one public face. They share
// their internals through `ScorerParts`, which this part makes, and none uses a part loaded after it.
(function (root) {
  "use strict";
  var parts = root.ScorerParts = {};  // the parts' shared internals (see above)

  var CARD_POINTS = { joker: 50, "2": 20, A: 20, K: 10, Q: 10, J: 10, "10": 10, "9": 10, "8": 10,
                      "7": 5, "6": 5, "5": 5, "4": 5, "3b": 5 };
  var NATURAL_RANKS = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4"];
  var RUN_ORDER = ["4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];
  var SUITS = ["hearts", "diamonds", "clubs", "spades"];
  var HAND_KEYS = ["joker", "2"].concat(NATURAL_RANKS, ["3b", "3r"]);

  function has(object, key) { return Object.prototype.hasOwnProperty.call(object || {}, key); }
  function get(object, key, fallback) { return has(object, key) ? object[key] : fallback; }
  function sum(list, f) { return list.reduce(function (total, x) { return total + (f ? f(x) : x); }, 0); }
  function values(object) { return Object.keys(object).map(function (k) { return object[k]; }); }
  function reason(code, params) { return { code: code, params: params || {} }; }

  // ---- cards and melds (cards.py, melds.py)
  function copiesInPack(card, decks, jokersPerDeck) {
    if (card === "joker") return decks * jokersPerDeck;
    if (card === "3b" || card === "3r") return decks * 2;
    return decks * 4;
  }
  function wild(meld) { return meld.twos + meld.jokers; }
  function size(meld) { return meld.natural + wild(meld); }
  // runs.py: every card of a run, wild or not, then its natural cards (less those its wild cards stand for).
  function runSpan(meld) {
    if (!meld.low) return [];  // no lowest card chosen yet: which cards it holds is not known
    var start = RUN_ORDER.indexOf(meld.low) >= 0 ? RUN_ORDER.indexOf(meld.low) : 0;
    return RUN_ORDER.slice(start, start + size(meld));  // slice reads negative ends as Python does
  }
  function runRanks(meld) {
    return runSpan(meld).filter(function (rank) { return meld.wild_ranks.indexOf(rank) < 0; }).slice(0, meld.natural);
  }
  // variant.py: a dirty run's canasta, the kinds scored, a kind's bonus, what meets a going-out need.
  function dirtyRun(v) { return "dirty_" + v.run_canasta; }
  function canastaKinds(v) {
    var kinds = Object.keys(v.canasta_bonus);
    return v.dirty_runs && kinds.indexOf(dirtyRun(v)) < 0 ? kinds.concat([dirtyRun(v)]) : kinds;
  }
  function bonusFor(v, kind) {
    if (kind === dirtyRun(v) && v.dirty_runs) return get(v.canasta_bonus, kind, v.dirty_run_bonus);
    return get(v.canasta_bonus, kind, 0);
  }
  function countsAs(v, kind, needed) {
    if (kind === needed) return 1;
    return v.dirty_runs && v.dirty_run_goes_out && needed === v.run_canasta && kind === dirtyRun(v) ? 1 : 0;
  }
  function meldPoints(meld) {
    var naturals;
    if (meld.rank === "run" && !meld.low) return 0;  // an incomplete run scores nothing (melds.py)
    if (meld.rank === "run") naturals = sum(runRanks(meld), function (r) { return CARD_POINTS[r]; });
    else naturals = meld.rank === "wild" ? 0 : meld.natural * CARD_POINTS[meld.rank === "3" ? "3b" : meld.rank];
    return naturals + meld.twos * CARD_POINTS["2"] + meld.jokers * CARD_POINTS.joker;
  }
  function canastaKind(v, meld) {
    if (size(meld) < v.canasta_size || meld.rank === "3") return null;
    if (meld.rank === "run") return !meld.low ? null : wild(meld) ? dirtyRun(v) : v.run_canasta;
    if (meld.rank === "wild") {
      for (var i = 0; i < v.wild_canasta_kinds.length; i++) {
        var k = v.wild_canasta_kinds[i];
        if ((k[1] === null || k[1] === meld.twos) && (k[2] === null || k[2] === meld.jokers)) return k[0];
      }
      return v.wild_canasta;
    }
    if (wild(meld) === 0) return get(v.special_canastas, meld.rank, "natural");
    return get(v.special_mixed_canastas, meld.rank, "mixed");
  }
  function unfinishedKind(v, meld) {
    if (canastaKind(v, meld)) return null;
    if (meld.rank === "wild") return v.wild_canasta;
    var special = get(v.special_canastas, meld.rank, null);
    if (special && (wild(meld) === 0 || get(v.special_mixed_canastas, meld.rank, null) === special)) return special;
    if (meld.rank === "run" && meld.low && size(meld) <= v.short_run_max) return "short_run";
    return null;
  }
  function counted(side) { return side.melds === null; }
  function byKind(side, tallied, kindOf) {
    var kinds = {};
    if (counted(side)) {
      Object.keys(tallied).forEach(function (k) { if (tallied[k]) kinds[k] = tallied[k]; });
      return kinds;
    }
    side.melds.forEach(function (meld) {
      var kind = kindOf(meld);
      if (kind) kinds[kind] = (kinds[kind] || 0) + 1;
    });
    return kinds;
  }
  function sideCanastas(v, side) { return byKind(side, side.canastas, function (m) { return canastaKind(v, m); }); }
  function sideUnfinished(v, side) { return byKind(side, side.unfinished, function (m) { return unfinishedKind(v, m); }); }
  function naturalKinds(v) { return ["natural", v.run_canasta].concat(values(v.special_canastas)); }
  function classOf(v, kind) {
    return get(v.canasta_class, kind, naturalKinds(v).indexOf(kind) >= 0 ? "natural" : "mixed");
  }
  function canastaClasses(v, canastas) {
    var classes = { natural: 0, mixed: 0 };
    Object.keys(canastas).forEach(function (kind) { classes[classOf(v, kind)] += canastas[kind]; });
    return classes;
  }
  function classesShortfall(v, canastas, needed, what) {
    if (!Object.keys(needed).length) return null;
    var have = canastaClasses(v, canastas);
    var missing = Object.keys(needed).filter(function (cls) { return get(have, cls, 0) < needed[cls]; });
    if (!missing.length) return null;
    var having = {};
    Object.keys(needed).forEach(function (cls) { having[cls] = get(have, cls, 0); });
    return reason(what.replace(/ /g, "_") + ".needs_classes", { needed: Object.assign({}, needed), having: having, variant: v.id });
  }
  function goingOutShortfall(v, canastas) {
    var have = sum(values(canastas));
    if (have < v.canastas_to_go_out) return reason("out.needs_canastas", { needed: v.canastas_to_go_out, have: have });
    var kinds = Object.keys(v.go_out_kinds);
    for (var i = 0; i < kinds.length; i++) {
      var kind = kinds[i], needed = v.go_out_kinds[kind];
      var counted = sum(Object.keys(canastas), function (have) { return countsAs(v, have, kind) ? canastas[have] : 0; });
      if (counted < needed) return reason("out.needs_kind", { needed: needed, kind: kind, have: counted });
    }
    return classesShortfall(v, canastas, v.go_out_classes, "going out");
  }
  function redThreesShortfall(v, side, canastas) {
    var n = sum(values(canastas)), needed = v.go_out_red_threes_per_canasta * n;
    if (side.red_threes >= needed) return null;
    return reason("out.needs_red_threes", { per_canasta: v.go_out_red_threes_per_canasta, needed_threes: needed,
                                            canasta_count: n, laid: side.red_threes });
  }
  function concealedCanastas(v, side) {
    if (counted(side)) return side.concealed_canastas;
    return side.melds.filter(function (m) { return m.concealed && canastaKind(v, m); }).length;
  }
  function sideMeldPoints(side) { return counted(side) ? side.meld_points : sum(side.melds, meldPoints); }
  function hasMelded(side) {
    if (counted(side)) return side.meld_points > 0 || values(side.canastas).some(Boolean);
    return side.melds.length > 0;
  }
  // Cards left in hand: a list of players' hands, each a list of [card, number] pairs in the order typed.
  function held(side, card) {
    return sum(side.in_hand, function (hand) { return sum(hand, function (p) { return p[0] === card ? p[1] : 0; }); });
  }
  function handPoints(side) {
    return side.hand_points + sum(side.in_hand, function (hand) {
      return sum(hand, function (p) { return p[0] === "3r" || p[0] === "3b" ? 0 : CARD_POINTS[p[0]] * p[1]; });
    });
  }
  function groupPoints(side) {  // hand_counts.py: Mini's groups
    var total = side.hand_points;
    side.in_hand.forEach(function (hand) {
      var cards = {};
      hand.forEach(function (p) { cards[p[0]] = p[1]; });
      total += 3 * (get(cards, "2", 0) + get(cards, "joker", 0));
      total += sum(NATURAL_RANKS, function (rank) { return Math.ceil(get(cards, rank, 0) / 3) || 0; });
    });
    return total;
  }
  var HAND_COUNTS = { card_points: handPoints, groups: groupPoints };

  Object.assign(parts, { CARD_POINTS: CARD_POINTS, NATURAL_RANKS: NATURAL_RANKS, RUN_ORDER: RUN_ORDER, SUITS: SUITS,
      HAND_KEYS: HAND_KEYS, has: has, get: get, sum: sum, values: values, reason: reason, copiesInPack: copiesInPack,
      wild: wild, size: size, runSpan: runSpan, runRanks: runRanks, canastaKinds: canastaKinds, bonusFor: bonusFor,
      meldPoints: meldPoints, canastaKind: canastaKind, counted: counted, sideCanastas: sideCanastas,
      sideUnfinished: sideUnfinished, naturalKinds: naturalKinds, canastaClasses: canastaClasses,
      classesShortfall: classesShortfall, goingOutShortfall: goingOutShortfall,
      redThreesShortfall: redThreesShortfall, concealedCanastas: concealedCanastas, sideMeldPoints: sideMeldPoints,
      hasMelded: hasMelded, held: held, handPoints: handPoints, HAND_COUNTS: HAND_COUNTS });
})(typeof self !== "undefined" ? self : this);
