// Scorer part 4 of 5, mirroring check_hand, hand_end.py, pack_limits.py and card_counts.py: the hand checked as a whole (why in parts: scorer_cards.js).
(function (root) {
  "use strict";
  var parts = root.ScorerParts;
  var CARD_POINTS = parts.CARD_POINTS, has = parts.has, get = parts.get, sum = parts.sum, values = parts.values,
      reason = parts.reason, copiesInPack = parts.copiesInPack, runRanks = parts.runRanks, counted = parts.counted,
      sideCanastas = parts.sideCanastas, sideMeldPoints = parts.sideMeldPoints, held = parts.held,
      handPoints = parts.handPoints, scoringUnits = parts.scoringUnits, combined = parts.combined,
      checkCounts = parts.checkCounts, checkCountEntry = parts.checkCountEntry, checkMelds = parts.checkMelds,
      checkGoingOut = parts.checkGoingOut, wentOutEmpty = parts.wentOutEmpty,
      checkInitialMeld = parts.checkInitialMeld, canastaRequirementUnmet = parts.canastaRequirementUnmet;

  // ---- checking, every side's checks in the rule book's order (rules/validation/__init__.py, partnerships.py)
  function checkHand(v, hand, number, names, requirements, playersPerSide) {
    var problems = loneHandProblems(v, hand, number, names);
    scoringUnits(hand).forEach(function (unit) {
      var index = unit.filter(function (i) { return hand.results[i].went_out; }).concat(unit)[0];
      var name = unit.map(function (i) { return names[i]; }).join(" and "), alone = unit.length === 1;
      function problem(found, field) {
        field = field || "";
        if (!alone && field.indexOf("melds.") === 0) field = "melds";
        problems.push({ hand: number, side: name, field: field, side_index: index, code: found.code, params: found.params });
      }
      var before = problems.length;
      unit.forEach(function (i) {
        checkCounts(v, hand.results[i], function (found, field) {
          problems.push({ hand: number, side: names[i], field: field || "", side_index: i, code: found.code, params: found.params });
        });
      });
      var side = combined(v, unit.map(function (i) { return hand.results[i]; }));
      if (counted(side)) checkCountEntry(v, side, problem); else checkMelds(v, side, problem);
      var meldsOk = problems.length === before, canastas = sideCanastas(v, side);
      checkGoingOut(v, side, canastas, alone ? playersPerSide : 0, problem);
      if (!alone && hand.results[index].went_out) {
        wentOutEmpty(hand.results[index], function (found, field) {
          problems.push({ hand: number, side: names[index], field: field || "", side_index: index, code: found.code, params: found.params });
        });
      }
      if (meldsOk) {
        var requirement = alone ? requirements[index] : Math.min.apply(null, unit.map(function (i) { return requirements[i]; }));
        checkInitialMeld(v, side, canastas, requirement, problem);
        var unmet = canastaRequirementUnmet(v, side, canastas, requirement);
        if (unmet) problem(unmet, counted(side) ? "meld_points" : "melds");
      }
    });
    checkHandEnd(hand, number, names, problems);
    checkPack(v, hand, number, problems);
    return problems.concat(checkCardPoints(v, hand, number, names), checkCardCounts(v, hand, number, names));
  }
  function loneHandProblems(v, hand, number, names) {
    var lone = hand.lone_hand === undefined ? null : hand.lone_hand;
    var out = [];
    hand.results.forEach(function (side, i) { if (side.went_out) out.push(i); });
    if (lone !== null && !v.lone_hands) return [whole(number, "lone_hand", reason("lone.not_played", { variant: v.id }))];
    if (lone !== null && !(lone >= 0 && lone < names.length)) {
      return [whole(number, "lone_hand", reason("lone.unknown", { lone: lone, most: names.length - 1 }))];
    }
    if (v.lone_hands && lone === null && out.length) {
      return [{ hand: number, side: names[out[0]], field: "lone_hand", side_index: out[0], code: "lone.missing",
                params: { side: names[out[0]] } }];
    }
    return [];
  }
  function whole(number, field, found) {
    return { hand: number, side: null, field: field, side_index: null, code: found.code, params: found.params };
  }

  // ---- the hand as a whole (rules/validation/hand_end.py, pack_limits.py)
  function checkHandEnd(hand, number, names, problems) {
    var out = [], acaba = [], special = [];
    hand.results.forEach(function (side, i) {
      if (side.went_out) out.push(names[i]);
      if (side.acaba) acaba.push(names[i]);
      if (side.special_hand) special.push(names[i]);
    });
    if (out.length > 1) problems.push(whole(number, "went_out", reason("out.twice", { sides: out })));
    if (acaba.length + special.length + out.length > 1 && (acaba.length || special.length)) {
      problems.push(whole(number, acaba.length ? "acaba" : "special_hand", reason("hand.ends_once")));
    }
  }
  function checkPack(v, hand, number, problems) {
    var counts = {}, order = [];
    function add(card, n) {
      if (!has(counts, card)) { order.push(card); counts[card] = 0; }
      counts[card] += n;
    }
    hand.results.forEach(function (side) {
      add("3r", side.red_threes);
      add("3b", side.black_threes);
      side.in_hand.forEach(function (player) { player.forEach(function (p) { add(p[0], p[1]); }); });
      (side.melds || []).forEach(function (meld) {
        if (meld.rank === "run") runRanks(meld).forEach(function (rank) { add(rank, 1); });
        else add(meld.rank === "3" ? "3b" : meld.rank, meld.natural);
        add("2", meld.twos);
        add("joker", meld.jokers);
      });
    });
    order.forEach(function (card) {
      var limit = copiesInPack(card, v.decks, v.jokers_per_deck);
      if (counts[card] > limit) {
        problems.push(whole(number, card === "3r" ? "red_threes" : "in_hand", reason("pack.too_many_cards", {
          count: counts[card], rank: card, sides: hand.results.length, decks: v.decks, limit: limit })));
      }
    });
  }
  function packCardPoints(decks, jokersPerDeck) {
    return sum(Object.keys(CARD_POINTS), function (card) { return CARD_POINTS[card] * copiesInPack(card, decks, jokersPerDeck); });
  }
  function checkCardPoints(v, hand, number, names) {
    var limit = packCardPoints(v.decks, v.jokers_per_deck), problems = [], all = 0;
    hand.results.forEach(function (side, index) {
      if (side.special_hand) return;
      var melded = sideMeldPoints(side) + side.black_threes * CARD_POINTS["3b"];
      var left = handPoints(side) + held(side, "3b") * CARD_POINTS["3b"];
      all += melded + left;
      if (melded > limit) {
        problems.push({ hand: number, side: names[index], field: counted(side) ? "meld_points" : "melds", side_index: index,
                        code: "pack.melded_too_many", params: { points: melded, decks: v.decks, limit: limit } });
      }
      if (left > limit) {
        problems.push({ hand: number, side: names[index], field: side.in_hand.length ? "in_hand" : "hand_points", side_index: index,
                        code: "pack.left_too_many", params: { points: left, decks: v.decks, limit: limit } });
      }
    });
    if (!problems.length && all > limit) {
      problems.push(whole(number, "meld_points", reason("pack.total_too_many", {
        points: all, sides: hand.results.length, decks: v.decks, limit: limit })));
    }
    return problems;
  }

  // ---- cards counted by value (card_counts.py): piles no pack holds, melded piles short of the canastas
  var VALUES = Object.keys(CARD_POINTS).map(function (c) { return CARD_POINTS[c]; })
    .filter(function (p, i, all) { return all.indexOf(p) === i; }).sort(function (a, b) { return b - a; });
  function pointsOf(counts) { return sum(Object.keys(counts || {}), function (k) { return Number(k) * counts[k]; }); }
  function inPack(v, value) {
    return sum(Object.keys(CARD_POINTS), function (c) { return CARD_POINTS[c] === value ? copiesInPack(c, v.decks, v.jokers_per_deck) : 0; });
  }
  function byCount(side) { return !!side.meld_cards || !!side.hand_cards; }
  function cardsByValue(side) {
    var counts = {};
    function add(value, n) { if (n) counts[value] = (counts[value] || 0) + n; }
    [side.meld_cards, side.hand_cards].forEach(function (pile) {
      Object.keys(pile || {}).forEach(function (value) { add(Number(value), pile[value]); });
    });
    (side.melds || []).forEach(function (meld) {
      if (meld.rank === "run") runRanks(meld).forEach(function (rank) { add(CARD_POINTS[rank], 1); });
      else if (meld.rank !== "wild") add(CARD_POINTS[meld.rank === "3" ? "3b" : meld.rank], meld.natural);
      add(CARD_POINTS["2"], meld.twos);
      add(CARD_POINTS.joker, meld.jokers);
    });
    add(CARD_POINTS["3b"], side.black_threes);
    side.in_hand.forEach(function (hand) { hand.forEach(function (p) { if (has(CARD_POINTS, p[0])) add(CARD_POINTS[p[0]], p[1]); }); });
    return counts;
  }
  function tooMany(v, value, n, together) {
    return reason(together ? "count.cards_over_pack_all" : "count.cards_over_pack",
                  { cards: n, value: value, decks: v.decks, limit: inPack(v, value) });
  }
  function checkCardCounts(v, hand, number, names) {
    var problems = [], totals = {};
    hand.results.forEach(function (side, index) {
      if (!side.meld_cards || side.special_hand) return;
      var melded = sum(values(side.meld_cards)), canastas = sum(values(side.canastas)), least = canastas * v.canasta_size;
      if (melded < least) {
        problems.push({ hand: number, side: names[index], field: "meld_cards", side_index: index, code: "count.cards_short_of_canastas",
                        params: { canasta_count: canastas, least_cards: least, counted: melded } });
      }
    });
    hand.results.forEach(function (side, index) {
      var own = cardsByValue(side);
      Object.keys(own).forEach(function (value) { totals[value] = (totals[value] || 0) + own[value]; });
      VALUES.forEach(function (value) {
        if (get(own, value, 0) > inPack(v, value) && byCount(side)) {
          var found = tooMany(v, value, own[value]);
          problems.push({ hand: number, side: names[index], field: "meld_cards", side_index: index, code: found.code, params: found.params });
        }
      });
    });
    if (!problems.length && hand.results.some(byCount)) {
      VALUES.forEach(function (value) {
        if (get(totals, value, 0) > inPack(v, value)) problems.push(whole(number, "meld_cards", tooMany(v, value, totals[value], true)));
      });
    }
    return problems;
  }

  Object.assign(parts, { checkHand: checkHand, VALUES: VALUES, pointsOf: pointsOf, inPack: inPack });
})(typeof self !== "undefined" ? self : this);
