// Scorer part mirroring pile_melds.py, pile_scoring.py and validation/pile_checks.py: Burraco, Buraco and
// Biriba, the rule sets with a second pile per side (why in parts: scorer_cards.js). Loaded after
// scorer_hand_checks.js, it hands a hand of these rule sets (`second_pile` set) to its own scoring and
// checks, and every other hand to the parts before it.
(function (root) {
  "use strict";
  var parts = root.ScorerParts;
  var has = parts.has, get = parts.get, sum = parts.sum, values = parts.values, reason = parts.reason,
      wild = parts.wild, size = parts.size, SUITS = parts.SUITS, NATURAL_RANKS = parts.NATURAL_RANKS,
      scoringUnits = parts.scoringUnits, checkCounts = parts.checkCounts, checkCountEntry = parts.checkCountEntry,
      hasMelded = parts.hasMelded, counted = parts.counted;
  var canastaScoreHand = parts.scoreHand, canastaCheckHand = parts.checkHand;

  var RUN = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];
  var SET_RANKS = NATURAL_RANKS.concat(["3"]);
  var SETS_ALLOWED = { any: SET_RANKS, none: [], A_K_3: ["A", "K", "3"], A_3: ["A", "3"] };
  var WILD_CARDS = ["joker", "2"];

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

  // ---- refusals (validation/pile_checks.py)
  function key(meld) { return [meld.rank, meld.low, meld.suit]; }
  function tooManyWilds(v, meld) {
    return reason("meld.too_many_wilds", { meld: key(meld), wilds: wild(meld), most_wilds: v.max_wild_cards });
  }
  function pileRunProblem(v, meld) {
    if (SUITS.indexOf(meld.suit) < 0) return reason("run.bad_suit", { suit: meld.suit });
    if (RUN.slice(0, -1).indexOf(meld.low) < 0) return reason("pile.run_start", { low: meld.low });
    if (size(meld) < 3) return reason("meld.too_small", { meld: key(meld), size: size(meld) });
    if (RUN.indexOf(meld.low) + size(meld) > RUN.length) return reason("run.past_ace", { size: size(meld), low: meld.low });
    if (wild(meld) > v.max_wild_cards) return tooManyWilds(v, meld);
    var span = runSpan(meld);
    if (wild(meld) && (meld.wild_ranks.length !== wild(meld) || span.indexOf(meld.wild_ranks[0]) < 0)) {
      return reason("run.wild_ranks", { meld: key(meld), wilds: wild(meld), cards: span.join(", ") });
    }
    return null;
  }
  function pileSetProblem(v, meld) {
    var m = key(meld), w = wild(meld), most = 4 * v.decks + v.max_wild_cards;
    if (SETS_ALLOWED[v.sets].indexOf(meld.rank) < 0) return reason("pile.set_not_played", { variant: v.id, rank: meld.rank });
    if (size(meld) > most) return reason("meld.too_big", { meld: m, size: size(meld), most: most });
    // meld_checks.rank_meld_problem, as these rule sets set it
    if (meld.natural < v.min_naturals) {
      return reason("meld.too_few_naturals", { meld: m, naturals: meld.natural, wilds: w, least: v.min_naturals });
    }
    if (size(meld) < 3) return reason("meld.too_small", { meld: m, size: size(meld) });
    if (w && v.no_wild_ranks.indexOf(meld.rank) >= 0) return reason("meld.no_wild_allowed", { meld: m, variant: v.id });
    if (w > v.max_wild_cards) return tooManyWilds(v, meld);
    if (v.wilds_not_more_than_naturals && w > meld.natural) {
      return reason("meld.more_wilds_than_naturals", { meld: m, wilds: w, naturals: meld.natural });
    }
    return null;
  }
  function ownChecks(v, side, problem) {
    if (side.pile_points < 0) problem(reason("count.negative", { what: "pile_points", value: side.pile_points }), "pile_points");
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
  function checkClosing(v, side, canastas, problem) {
    var kinds = Object.keys(canastas);
    if (v.pile_needs_canasta && side.pile !== "not_taken" && !kinds.length) {
      problem(reason("pile.taken_needs_canasta", { variant: v.id }), "pile");
    }
    if (!side.went_out) return;
    if (side.pile === "not_taken") problem(reason("pile.closing_needs_pile", { variant: v.id }), "pile");
    var clean = kinds.filter(function (k) { return v.clean_kinds.indexOf(k) >= 0; });
    if (!(v.go_out_needs === "clean" ? clean : kinds).length) {
      problem(reason(v.go_out_needs === "clean" ? "pile.closing_needs_clean" : "pile.closing_needs_any"), "went_out");
    }
    if (WILD_CARDS.indexOf(side.closing_discard) >= 0 && !v.close_on_wild) problem(reason("pile.closing_on_wild"), "closing_discard");
  }
  function whole(number, field, found) {
    return { hand: number, side: null, field: field, side_index: null, code: found.code, params: found.params };
  }
  function checkPileHand(v, hand, number, names) {
    // lone_hand_problems and check_hand_end are the Canasta parts' own: run them on a hand with no sides' checks
    var problems = parts.loneHandProblems(v, hand, number, names);
    scoringUnits(hand).forEach(function (unit) {
      var index = unit.filter(function (i) { return hand.results[i].went_out; }).concat(unit)[0];
      var name = unit.map(function (i) { return names[i]; }).join(" and ");
      function problem(found, field) {
        problems.push({ hand: number, side: name, field: field || "", side_index: index, code: found.code, params: found.params });
      }
      unit.forEach(function (i) {
        function own(found, field) {
          problems.push({ hand: number, side: names[i], field: field || "", side_index: i, code: found.code, params: found.params });
        }
        checkCounts(v, hand.results[i], own);
        ownChecks(v, hand.results[i], own);
      });
      var side = pairOf(unit.map(function (i) { return hand.results[i]; }));
      if (counted(side)) checkCountEntry(v, side, problem);
      else side.melds.forEach(function (meld, i) {
        var found = meld.rank === "run" ? pileRunProblem(v, meld) : pileSetProblem(v, meld);
        if (found) problem(found, "melds." + i);
      });
      checkClosing(v, side, pileCanastas(v, side, hand.trump || ""), problem);
    });
    parts.checkHandEnd(hand, number, names, problems);
    var closed = hand.results.some(function (s) { return s.went_out; }), ended = hand.ended || "";
    if (closed && ended) problems.push(whole(number, "ended", reason("pile.closed_and_ended")));
    else if (!closed && ended !== "stock" && ended !== "time") problems.push(whole(number, "ended", reason("pile.end_unsaid")));
    return problems;
  }

  parts.scoreHand = function (v, hand) { return v.second_pile ? scorePileHand(v, hand) : canastaScoreHand(v, hand); };
  parts.checkHand = function (v, hand, number, names, requirements, playersPerSide) {
    return v.second_pile ? checkPileHand(v, hand, number, names) : canastaCheckHand(v, hand, number, names, requirements, playersPerSide);
  };
})(typeof self !== "undefined" ? self : this);
