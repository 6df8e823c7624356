// Scorer part mirroring scorekeeper/rules/validation/pile_checks.py: Burraco's, Buraco's and Biriba's refusals (why in
// parts: scorer_cards.js). Loaded after scorer_piles.js, it checks a hand of these rule sets
// (`second_pile` set) itself and hands every other to the parts before it.
(function (root) {
  "use strict";
  var parts = root.ScorerParts;
  var reason = parts.reason, wild = parts.wild, size = parts.size, SUITS = parts.SUITS,
      NATURAL_RANKS = parts.NATURAL_RANKS, scoringUnits = parts.scoringUnits, checkCounts = parts.checkCounts,
      checkCountEntry = parts.checkCountEntry, counted = parts.counted,
      RUN = parts.RUN, runSpan = parts.runSpan, pileCanastas = parts.pileCanastas, pairOf = parts.pairOf;
  var canastaCheckHand = parts.checkHand;
  var SET_RANKS = NATURAL_RANKS.concat(["3"]);
  var SETS_ALLOWED = { any: SET_RANKS, none: [], A_K_3: ["A", "K", "3"], A_3: ["A", "3"] };
  var WILD_CARDS = ["joker", "2"];

  // ---- refusals (pile_checks.py)
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
    parts.checkSideClaims(v, side, problem);
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

  parts.checkHand = function (v, hand, number, names, requirements, playersPerSide) {
    return v.second_pile ? checkPileHand(v, hand, number, names) : canastaCheckHand(v, hand, number, names, requirements, playersPerSide);
  };
})(typeof self !== "undefined" ? self : this);
