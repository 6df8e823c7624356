// Scorer part mirroring pile_melds.py and pile_scoring.py: Burraco, Buraco and Biriba, the rule sets
// with a second pile per side (why in parts: scorer_cards.js). Loaded after scorer_hand_checks.js, it
// scores a hand of these rule sets (`second_pile` set) itself and hands every other to the parts
// before it; scorer_pile_checks.js, after it, checks them.
(function (root) {
  "use strict";
  var parts = root.ScorerParts;
  var has = parts.has, get = parts.get, sum = parts.sum, values = parts.values, wild = parts.wild,
      size = parts.size, scoringUnits = parts.scoringUnits;
  var canastaScoreHand = parts.scoreHand, canastaMeldPoints = parts.meldPoints, canastaKindOf = parts.canastaKind;

  var RUN = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];

  // ---- cards and melds (pile_melds.py)
  function cardValue(v, card) {
    if (card === "joker" && v.joker_value) return v.joker_value;
    if (card === "3b" || card === "3r") card = "3";
    return get(v.card_values, card, 0);
  }
  function runSpan(meld) {
    var start = RUN.slice(0, -1).indexOf(meld.low);
    return start < 0 ? [] : RUN.slice(start, start + size(meld));
  }
  function wildPlaces(meld) {
    var span = runSpan(meld), places = [];
    meld.wild_ranks.slice(0, wild(meld)).forEach(function (rank) {
      for (var i = 0; i < span.length; i++) {
        if (span[i] === rank && places.indexOf(i) < 0) { places.push(i); break; }
      }
    });
    var top = span.length - 1;
    while (places.length < Math.min(wild(meld), span.length)) {
      while (places.indexOf(top) >= 0) top -= 1;
      places.push(top);
    }
    return places.sort(function (a, b) { return a - b; });
  }
  function pileMeldPoints(v, meld) {
    var wilds = meld.twos * cardValue(v, "2") + meld.jokers * cardValue(v, "joker");
    if (meld.rank !== "run") return meld.natural * cardValue(v, meld.rank) + wilds;
    var places = wildPlaces(meld);
    return sum(runSpan(meld).map(function (rank, i) { return places.indexOf(i) >= 0 ? 0 : cardValue(v, rank); })) + wilds;
  }
  function semiClean(meld) {
    if (meld.rank !== "run") return size(meld) >= 8;
    var places = wildPlaces(meld);
    if (!places.length) return false;
    return Math.max(places[0], size(meld) - 1 - places[0]) >= 7;
  }
  function longKind(v, meld) {
    var clean = wild(meld) === 0, i, row;
    if (meld.rank === "run") {
      for (i = 0; i < v.long_runs.length; i++) {
        row = v.long_runs[i];
        if (size(meld) >= row[1] && (row[0] === "" || row[0] === meld.low)) {
          var kind = clean ? row[2] : row[3];
          if (kind) return kind;
        }
      }
      return "";
    }
    for (i = 0; i < v.long_sets.length; i++) {
      row = v.long_sets[i];
      if (meld.natural >= row[0]) return clean ? row[1] : row[2];
    }
    return "";
  }
  function pileCanastaKind(v, meld, trump) {
    if (size(meld) < v.canasta_size) return null;
    var kind = longKind(v, meld);
    if (!kind) kind = !wild(meld) ? "clean" : (v.semipulito && semiClean(meld) ? "semi_clean" : "dirty");
    if (meld.rank === "run" && trump && meld.suit === trump && has(v.canasta_bonus, "trump_" + kind)) kind = "trump_" + kind;
    return kind;
  }
  function pileCanastas(v, side, trump) {
    var kinds = {};
    if (side.melds === null) {
      Object.keys(side.canastas).forEach(function (k) { if (side.canastas[k]) kinds[k] = side.canastas[k]; });
      return kinds;
    }
    side.melds.forEach(function (meld) {
      var kind = pileCanastaKind(v, meld, trump);
      if (kind) kinds[kind] = (kinds[kind] || 0) + 1;
    });
    return kinds;
  }
  function canastaBonus(v, kind) {
    if (kind === "semi_clean" && !v.semipulito) kind = "dirty";
    if (kind.indexOf("trump_") === 0 && !v.trump_double) kind = kind.slice("trump_".length);
    return get(v.canasta_bonus, kind, 0);
  }
  function pileHandPoints(v, side) {
    return side.hand_points + sum(side.in_hand, function (hand) {
      return sum(hand, function (p) { return cardValue(v, p[0]) * p[1]; });
    });
  }
  function pileSideMeldPoints(v, side) {
    return side.melds === null ? side.meld_points : sum(side.melds, function (m) { return pileMeldPoints(v, m); });
  }

  // ---- a hand's score (pile_scoring.py)
  function pairOf(results) {
    if (results.length === 1) return results[0];
    var states = results.map(function (r) { return r.pile; });
    var pile = states.indexOf("taken_unplayed") >= 0 ? "taken_unplayed" : "taken";
    if (states.every(function (s) { return s === "not_taken"; })) pile = "not_taken";
    var closer = results.filter(function (r) { return r.went_out; })[0];
    var side = parts.blank();
    Object.assign(side, {
      went_out: results.some(function (r) { return r.went_out; }), pile: pile,
      pile_points: sum(results, function (r) { return r.pile_points; }),
      closing_discard: closer ? closer.closing_discard : "",
      hand_points: sum(results, function (r) { return r.hand_points; }),
      in_hand: [].concat.apply([], results.map(function (r) { return r.in_hand; })),
      adjustment: sum(results, function (r) { return r.adjustment; })
    });
    if (results.every(function (r) { return r.melds !== null; })) {
      side.melds = [].concat.apply([], results.map(function (r) { return r.melds; }));
      return side;
    }
    side.melds = null;
    side.canastas = {};
    results.forEach(function (r) {
      Object.keys(r.canastas).forEach(function (k) { side.canastas[k] = (side.canastas[k] || 0) + r.canastas[k]; });
    });
    side.meld_points = sum(results, function (r) { return r.melds === null ? r.meld_points : 0; });
    return side;
  }
  function noClosing(hand) { return !hand.results.some(function (s) { return s.went_out; }); }
  function pileItem(v, side, hand, others) {
    var untaken = side.pile === "not_taken" || (side.pile === "taken_unplayed" && v.unplayed_pile === "penalty");
    if (side.pile === "taken_unplayed" && !untaken) return -side.pile_points;
    if (v.pile_penalty_mode === "swing") {
      if (hand.ended === "stock") return 0;
      if (untaken) return -v.pile_penalty;
      return others.some(function (o) { return o.pile === "not_taken"; }) ? v.pile_penalty : 0;
    }
    if (untaken && noClosing(hand) && !v.pozzetto_penalty_on_timeout) return 0;
    return untaken ? -v.pile_penalty : 0;
  }
  function scorePileSide(v, side, hand, others) {
    var canastas = pileCanastas(v, side, hand.trump || ""), melded = pileSideMeldPoints(v, side);
    if (v.no_clean_negative && !Object.keys(canastas).some(function (k) { return v.clean_kinds.indexOf(k) >= 0; })) {
      melded = -melded;
    }
    var items = {
      melded_cards: melded,
      canasta_bonus: sum(Object.keys(canastas), function (k) { return canastaBonus(v, k) * canastas[k]; }),
      going_out: side.went_out ? v.going_out : 0,
      in_hand: -pileHandPoints(v, side)
    };
    var pile = pileItem(v, side, hand, others);
    if (pile) items.pile = pile;
    if (side.adjustment) items.adjustment = side.adjustment;
    return { items: items, canastas: canastas };
  }
  function total(score) { return sum(values(score.items)); }
  function half(points, rounding) { return rounding === "truncate" ? Math.trunc(points / 2) : Math.ceil(points / 2); }
  function scorePileHand(v, hand) {
    var units = scoringUnits(hand), sides = units.map(function (u) {
      return pairOf(u.map(function (i) { return hand.results[i]; }));
    });
    var scores = [];
    units.forEach(function (unit, n) {
      var others = sides.filter(function (s, m) { return m !== n; });
      var score = scorePileSide(v, sides[n], hand, others);
      if (unit.length > 1 && v.pair_share === "half") {
        var whole = total(score), share = half(whole, v.half_rounding);
        score = { items: Object.assign({}, score.items, { pair_half: share - whole }), canastas: score.canastas };
      }
      score.total = total(score);
      unit.forEach(function (i) { scores[i] = score; });
    });
    return scores;
  }

  // the hand form's meld marks (meld_marks.py): a meld's points and kind under these rule sets' own cards
  parts.meldPoints = function (meld, v) { return v && v.second_pile ? pileMeldPoints(v, meld) : canastaMeldPoints(meld); };
  parts.canastaKind = function (v, meld, trump) { return v.second_pile ? pileCanastaKind(v, meld, trump || "") : canastaKindOf(v, meld); };
  parts.scoreHand = function (v, hand) { return v.second_pile ? scorePileHand(v, hand) : canastaScoreHand(v, hand); };
  Object.assign(parts, { RUN: RUN, runSpan: runSpan, pileCanastas: pileCanastas, pairOf: pairOf });
})(typeof self !== "undefined" ? self : this);
