// Scorer part 3 of 5, mirroring rules/validation/counted.py, meld_checks.py and going_out.py: one side's entries checked (why in parts: scorer_cards.js).
(function (root) {
  "use strict";
  var parts = root.ScorerParts;
  var NATURAL_RANKS = parts.NATURAL_RANKS, RUN_ORDER = parts.RUN_ORDER, SUITS = parts.SUITS, has = parts.has,
      get = parts.get, sum = parts.sum, values = parts.values, reason = parts.reason, wild = parts.wild,
      size = parts.size, runSpan = parts.runSpan, canastaKinds = parts.canastaKinds, canastaKind = parts.canastaKind,
      counted = parts.counted, sideUnfinished = parts.sideUnfinished, naturalKinds = parts.naturalKinds,
      goingOutShortfall = parts.goingOutShortfall, redThreesShortfall = parts.redThreesShortfall,
      sideMeldPoints = parts.sideMeldPoints, hasMelded = parts.hasMelded;

  var MIN_CANASTA_POINTS = { natural: 35, mixed: 50, wild: 140, samba: 50, escalera: 50, bolivia: 140,
    dirty_samba: 60, dirty_escalera: 60, sevens: 35,
    aces: 140, wild_twos: 140, wild_jokers: 260, natural_aces: 140, mixed_aces: 140, wild_six_jokers: 320 };

  // ---- one side's checks (rules/validation/counted.py, meld_checks.py, going_out.py, canasta_requirement.py)
  function checkCounts(v, side, problem) {
    var numbers = [["red_threes", side.red_threes], ["meld_points", side.meld_points],
                   ["hand_points", side.hand_points], ["concealed_canastas", side.concealed_canastas]];
    Object.keys(side.canastas).forEach(function (k) { numbers.push(["canastas." + k, side.canastas[k]]); });
    numbers.push(["black_threes", side.black_threes]);
    side.in_hand.forEach(function (hand) { hand.forEach(function (p) { numbers.push(["in_hand." + p[0], p[1]]); }); });
    (side.melds || []).forEach(function (m, i) { numbers.push(["melds." + i, Math.min(m.natural, m.twos, m.jokers)]); });
    numbers.forEach(function (pair) {
      if (pair[1] < 0) problem(reason("count.negative", { what: pair[0].split(".")[0], value: pair[1] }), pair[0]);
    });
    if (side.hand_points % v.point_step) problem(notFives(side.hand_points), "hand_points");
  }
  function notFives(points) { return reason("count.not_fives", { points: points }); }
  function checkCountEntry(v, side, problem) {
    Object.keys(side.canastas).forEach(function (kind) {
      if (canastaKinds(v).indexOf(kind) < 0) {
        problem(reason("count.unknown_canasta_kind", { variant: v.id, kind: kind, kinds: canastaKinds(v) }), "canastas." + kind);
      }
    });
    Object.keys(side.unfinished).forEach(function (kind) {
      if (!has(v.incomplete_penalty, kind)) {
        problem(reason("count.unknown_unfinished_kind", { variant: v.id, kind: kind, kinds: Object.keys(v.incomplete_penalty) }),
                "unfinished." + kind);
      }
    });
    if (side.meld_points % v.point_step) problem(notFives(side.meld_points), "meld_points");
    if (!v.melded_cards_score) {
      if (side.meld_points) problem(reason("count.melded_cards_score_nothing", { variant: v.id }), "meld_points");
      return;
    }
    var least = sum(Object.keys(side.canastas), function (k) { return get(MIN_CANASTA_POINTS, k, 0) * Math.max(side.canastas[k], 0); });
    if (side.meld_points < least) {
      problem(reason("count.canastas_need_points", { canastas: Object.assign({}, side.canastas), least: least, melded: side.meld_points }), "meld_points");
    }
    if (side.concealed_canastas > sum(values(side.canastas))) problem(reason("count.too_many_from_hand"), "concealed_canastas");
  }
  function checkMelds(v, side, problem) {
    var seen = {};
    side.melds.forEach(function (meld, i) {
      var field = "melds." + i;
      if (seen[meld.rank] && meld.rank !== "wild" && meld.rank !== "run") problem(reason("meld.twice", { rank: meld.rank }), field);
      seen[meld.rank] = true;
      var found = meldProblem(v, side, meld);
      if (found) problem(found, field);
      else if (meld.concealed && !canastaKind(v, meld)) problem(reason("meld.from_hand_not_canasta", { meld: key(meld) }), field);
    });
  }
  function key(meld) { return [meld.rank, meld.low, meld.suit]; }
  function meldProblem(v, side, meld) {
    var m = key(meld), w = wild(meld);
    if (v.max_meld_size && size(meld) > v.max_meld_size) return reason("meld.too_big", { meld: m, size: size(meld), most: v.max_meld_size });
    if (meld.rank === "run") return runProblem(v, meld);
    if (meld.rank === "wild") {
      if (!v.wild_melds) return reason("meld.wild_not_played", { variant: v.id });
      if (meld.natural) return reason("meld.wild_with_naturals");
      if (!(size(meld) >= 3 && size(meld) <= v.canasta_size)) return reason("meld.wild_size", { most: v.canasta_size, size: size(meld) });
      return null;
    }
    if (meld.rank === "3") {
      if (!v.black_three_melds) return reason("meld.threes_not_melded", { variant: v.id });
      if (!side.went_out) return reason("meld.black_threes_only_going_out");
      if (w) return reason("meld.black_threes_wild");
      if (meld.natural < 3) return reason("meld.black_threes_few", { size: meld.natural });
      return null;
    }
    if (NATURAL_RANKS.indexOf(meld.rank) < 0) return reason("meld.no_such_rank", { rank: meld.rank });
    var naturals = wildCardProblem(v, meld, m, ["too_few_naturals"]);
    if (naturals) return naturals;
    if (size(meld) < 3) return reason("meld.too_small", { meld: m, size: size(meld) });
    if (w && v.no_wild_ranks.indexOf(meld.rank) >= 0) return reason("meld.no_wild_allowed", { meld: m, variant: v.id });
    return wildCardProblem(v, meld, m, ["too_many_wilds", "more_wilds_than_naturals"]);
  }
  // A meld's wild cards against the rule set's limits (its data: max_wild_cards, min_naturals,
  // wilds_not_more_than_naturals), written once as rules/wild_cards.py is: the first of `checks`,
  // in the caller's order, that fails.
  var WILD_CARD_CHECKS = {
    too_many_wilds: function (v, meld, m, w) {
      return w > v.max_wild_cards && reason("meld.too_many_wilds", { meld: m, wilds: w, most_wilds: v.max_wild_cards });
    },
    too_few_naturals: function (v, meld, m, w) {
      return meld.natural < v.min_naturals &&
        reason("meld.too_few_naturals", { meld: m, naturals: meld.natural, wilds: w, least: v.min_naturals });
    },
    more_wilds_than_naturals: function (v, meld, m, w) {
      return v.wilds_not_more_than_naturals && w > meld.natural &&
        reason("meld.more_wilds_than_naturals", { meld: m, wilds: w, naturals: meld.natural });
    }
  };
  function wildCardProblem(v, meld, m, checks) {
    for (var i = 0; i < checks.length; i++) {
      var found = WILD_CARD_CHECKS[checks[i]](v, meld, m, wild(meld));
      if (found) return found;
    }
    return null;
  }
  function runProblem(v, meld) {
    if (!v.sequences) return reason("run.not_played", { variant: v.id });
    if (!meld.low) return reason("run.no_start");  // as rules/runs.py: no lowest card chosen yet
    if (RUN_ORDER.indexOf(meld.low) < 0) return reason("run.bad_start", { low: meld.low });
    if (wild(meld) && !v.dirty_runs) return reason("run.wild");
    if (!(size(meld) >= 3 && size(meld) <= v.canasta_size)) return reason("run.size", { most: v.canasta_size, size: size(meld) });
    if (runSpan(meld).length < size(meld)) return reason("run.past_ace", { size: size(meld), low: meld.low });
    if (meld.suit && SUITS.indexOf(meld.suit) < 0) return reason("run.bad_suit", { suit: meld.suit });
    return wild(meld) || meld.wild_ranks.length ? dirtyRunProblem(v, meld) : null;
  }
  function dirtyRunProblem(v, meld) {
    var m = key(meld), w = wild(meld), span = runSpan(meld), distinct = {};
    var limits = wildCardProblem(v, meld, m, ["too_many_wilds", "too_few_naturals", "more_wilds_than_naturals"]);
    if (limits) return limits;
    meld.wild_ranks.forEach(function (rank) { distinct[rank] = true; });
    var inSpan = Object.keys(distinct).every(function (rank) { return span.indexOf(rank) >= 0; });
    if (Object.keys(distinct).length !== w || meld.wild_ranks.length !== w || !inSpan) {
      return reason("run.wild_ranks", { meld: m, wilds: w, cards: span.join(", ") });
    }
    return null;
  }
  // What a side may have laid or claimed at all under these rules (threes, a special hand, concealed, acaba):
  // asked of every rule set's sides, the second pile's too (scorer_pile_checks.js).
  function checkSideClaims(v, side, problem) {
    if (side.red_threes && !v.red_threes_laid) problem(reason("threes.red_not_laid", { variant: v.id }), "red_threes");
    if (side.black_threes && !(v.black_threes_laid || v.captured_black_three)) {
      problem(reason("threes.black_not_laid", { variant: v.id }), "black_threes");
    }
    if (side.special_hand && !has(v.special_hands, side.special_hand)) {
      problem(reason("special.unknown", { special: side.special_hand, variant: v.id, specials: Object.keys(v.special_hands) }), "special_hand");
    } else if (side.special_hand && (hasMelded(side) || side.went_out)) {
      problem(reason("special.alone"), "special_hand");
    }
    if (side.concealed && !side.went_out) problem(reason("out.concealed_not_out"), "concealed");
    if (side.acaba && !v.acaba) problem(reason("acaba.not_played", { variant: v.id }), "acaba");
  }
  function checkGoingOut(v, side, kinds, playersPerSide, problem) {
    var canastas = sum(values(kinds));
    checkSideClaims(v, side, problem);
    if (!side.went_out) return;
    if (side.acaba) problem(reason("acaba.and_out"), "acaba");
    var shortfall = goingOutShortfall(v, kinds);
    shortfall = shortfall || (v.go_out_red_threes_per_canasta && redThreesShortfall(v, side, kinds));
    var blocking = v.incomplete_blocks_going_out.length ? Object.keys(sideUnfinished(v, side)).filter(function (k) {
      return v.incomplete_blocks_going_out.indexOf(k) >= 0;
    }) : [];
    if (shortfall) problem(shortfall, "went_out");
    else if (blocking.length) problem(reason("out.unfinished_blocks", { kind: blocking[0] }), "went_out");
    else if (side.concealed && !canastas) problem(reason("out.concealed_needs_canasta"), "concealed");
    if (playersPerSide === 1) wentOutEmpty(side, problem);
  }
  function wentOutEmpty(side, problem) {
    if (side.hand_points || side.in_hand.some(function (h) { return h.some(function (p) { return p[1]; }); })) {
      problem(reason("out.cards_left"), "in_hand");
    }
  }
  function checkInitialMeld(v, side, canastas, requirement, problem) {
    if (typeof requirement !== "number" || !hasMelded(side)) return;
    if (v.natural_canasta_opens && naturalKinds(v).some(function (k) { return has(canastas, k); })) return;
    var melded = sideMeldPoints(side);
    if (melded >= requirement) return;
    if (side.went_out && side.concealed) {
      if (!v.concealed_waives_minimum) {
        problem(reason("initial.concealed_short", { requirement: requirement, melded: melded }), "concealed");
      }
      return;
    }
    problem(reason("initial.short", { melded: melded, requirement: requirement }), counted(side) ? "meld_points" : "melds");
  }
  function canastaRequirementUnmet(v, side, canastas, requirement) {
    if (typeof requirement === "number" || !hasMelded(side)) return null;
    var natural = requirement.canasta === "natural", kinds = naturalKinds(v);
    var n = sum(Object.keys(canastas), function (k) { return !natural || kinds.indexOf(k) >= 0 ? canastas[k] : 0; });
    if (!n) return reason(natural ? "initial.no_natural_canasta" : "initial.no_canasta", { requirement: requirement });
    if (get(requirement, "points", 0) > sideMeldPoints(side)) {
      return reason("initial.canasta_points_short", { requirement: requirement, melded: sideMeldPoints(side) });
    }
    return null;
  }

  Object.assign(parts, { checkCounts: checkCounts, checkCountEntry: checkCountEntry, checkMelds: checkMelds,
      checkGoingOut: checkGoingOut, checkSideClaims: checkSideClaims, wentOutEmpty: wentOutEmpty, checkInitialMeld: checkInitialMeld,
      canastaRequirementUnmet: canastaRequirementUnmet });
})(typeof self !== "undefined" ? self : this);
