// The phone's own scorer: the Python engine (scorekeeper/rules/) mirrored line for line, driven by a
// rule set's data (scorekeeper/rules/as_data.py), so a hand is scored and checked with the network
// gone. The server stays the authority; tests/browser/offline/test_scorer_parity.py proves both give the same
// scores, problems, minimums and dealers. Problems carry the engine's code and params, not English:
// the page words them from its own translated sentences. No rule lives here that is not in rules/.
(function (root) {
  "use strict";
  var CARD_POINTS = { joker: 50, "2": 20, A: 20, K: 10, Q: 10, J: 10, "10": 10, "9": 10, "8": 10,
                      "7": 5, "6": 5, "5": 5, "4": 5, "3b": 5 };
  var NATURAL_RANKS = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4"];
  var RUN_ORDER = ["4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];
  var SUITS = ["hearts", "diamonds", "clubs", "spades"];
  var HAND_KEYS = ["joker", "2"].concat(NATURAL_RANKS, ["3b", "3r"]);
  var MIN_CANASTA_POINTS = { natural: 35, mixed: 50, wild: 140, samba: 50, escalera: 50, bolivia: 140,
    dirty_samba: 60, dirty_escalera: 60, sevens: 35,
    aces: 140, wild_twos: 140, wild_jokers: 260, natural_aces: 140, mixed_aces: 140, wild_six_jokers: 320 };
  var HONOURS = {
    spinelli: { both: [2, 0], mixed_only: [-2, 0], natural_only: [0, 0], none: [-4, 0] },
    farina: { both: [2, 0], mixed_only: [1, 1], natural_only: [0, 0], none: [0, 2] }
  };

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

  // ---- partnerships for one hand (partnerships.py)
  function scoringUnits(hand) {
    var n = hand.results.length, lone = hand.lone_hand, units = [], others = [];
    if (lone === null || lone === undefined || !(lone >= 0 && lone < n)) {
      for (var i = 0; i < n; i++) units.push([i]);
      return units;
    }
    for (var j = 0; j < n; j++) if (j !== lone) others.push(j);
    return [[lone], others];
  }
  function blank() {
    return { melds: [], meld_points: 0, canastas: {}, concealed_canastas: 0, red_threes: 0, went_out: false,
             concealed: false, in_hand: [], hand_points: 0, acaba: false, adjustment: 0, black_threes: 0,
             special_hand: "", unfinished: {}, players_holding: {}, meld_cards: null, hand_cards: null };
  }
  function combined(v, results) {
    if (results.length === 1) return results[0];
    var side = blank();
    side.went_out = results.some(function (r) { return r.went_out; });
    side.concealed = results.some(function (r) { return r.concealed; });
    side.in_hand = [].concat.apply([], results.map(function (r) { return r.in_hand; }));
    side.hand_points = sum(results, function (r) { return r.hand_points; });
    if (results.every(function (r) { return !counted(r); })) {
      var joined = {}, order = [];
      results.forEach(function (r) {
        r.melds.forEach(function (m) {
          var was = joined[m.rank];
          if (!was) order.push(m.rank);
          joined[m.rank] = was ? Object.assign({}, was, { natural: was.natural + m.natural, twos: was.twos + m.twos,
            jokers: was.jokers + m.jokers, concealed: was.concealed || m.concealed }) : m;
        });
      });
      side.melds = order.map(function (rank) { return joined[rank]; });
      return side;
    }
    side.melds = null;
    results.forEach(function (r) {
      var kinds = sideCanastas(v, r);
      Object.keys(kinds).forEach(function (k) { side.canastas[k] = (side.canastas[k] || 0) + kinds[k]; });
    });
    side.meld_points = sum(results, sideMeldPoints);
    side.concealed_canastas = sum(results, function (r) { return r.concealed_canastas; });
    return side;
  }
  function viewOf(v, results, unit, index) {
    if (unit.length === 1) return results[index];
    var own = results[index];
    var others = unit.filter(function (i) { return i !== index; }).map(function (i) {
      return Object.assign({}, results[i], { in_hand: results[i].in_hand.map(function (hand) {
        return hand.filter(function (p) { return p[0] !== "3r"; });
      }) });
    });
    return Object.assign({}, combined(v, [own].concat(others)),
                         { red_threes: own.red_threes, adjustment: own.adjustment, black_threes: own.black_threes });
  }
  function resultsAsScored(v, hand) {
    var views = [];
    scoringUnits(hand).forEach(function (unit) {
      unit.forEach(function (i) { views[i] = viewOf(v, hand.results, unit, i); });
    });
    return views;
  }

  // ---- scoring (scoring.py, honours.py)
  function redThreeValue(v, count) {
    if (count <= 0) return 0;
    if (count >= 2 * v.decks) return v.red_three_all;
    return get(v.red_three_table, String(count), count * v.red_three_each);
  }
  var THREES_SIGN = {
    no_meld: function (v, side) { return hasMelded(side) ? 1 : -1; },
    no_canasta: function (v, side, c) { return Object.keys(c).length ? 1 : -1; },
    short_of_going_out: function (v, side, c) { return goingOutShortfall(v, c) ? -1 : 1; },
    fewer_than_two_canastas: function (v, side, c) { return sum(values(c)) >= 2 ? 1 : -1; },
    canasta_count: function (v, side, c) {
      var i = Math.min(sum(values(c)), 2);
      return [-1, 0, 1][i < 0 ? i + 3 : i];  // Python indexes from the end below zero
    }
  };
  function laidBlack(v, count) { return v.black_threes_laid ? redThreeValue(v, count) : 0; }
  function honoursCase(v, canastas) {
    var classes = canastaClasses(v, canastas), natural = classes.natural > 0, mixed = classes.mixed > 0;
    return natural ? (mixed ? "both" : "natural_only") : (mixed ? "mixed_only" : "none");
  }
  function threes(v, side, canastas) {
    var laid = redThreeValue(v, side.red_threes) + laidBlack(v, side.black_threes);
    if (!laid && !(held(side, "3r") + held(side, "3b"))) return [0, 0];
    if (v.honours_mode) {
      var shares = HONOURS[v.honours_mode][honoursCase(v, canastas)];
      return [Math.floor(laid * shares[0] / 2), Math.floor(laid * shares[1] / 2)];
    }
    var sign = THREES_SIGN[v.red_three_penalty_if](v, side, canastas);
    if (sign >= 0) return [laid * sign, 0];
    if (v.threes_in_hand === "as_laid") {
      laid = redThreeValue(v, side.red_threes + held(side, "3r")) + laidBlack(v, side.black_threes + held(side, "3b"));
    }
    if (v.red_three_penalty === "minus") return [-laid, 0];
    if (v.red_three_penalty === "to_opponents") return [0, laid];
    if (v.red_three_penalty === "zero") return [0, 0];
    return [laid, 0];
  }
  function capturedBlackThrees(v, count) {
    if (count <= 0 || !v.captured_black_three) return 0;
    if (count >= 2 * v.decks) return v.captured_black_threes_all;
    return count * v.captured_black_three;
  }
  function goingOutBonus(v, side) {
    if (!side.went_out) return 0;
    if (!side.concealed) return v.going_out;
    if (v.hand_canasta_going_out && concealedCanastas(v, side)) return v.hand_canasta_going_out;
    return v.concealed_going_out;
  }
  function heldPenalty(v, side) {
    return sum(Object.keys(v.held_penalty), function (rank) {
      var threshold = v.held_penalty_threshold || v.held_penalty[rank][0], players;
      if (counted(side)) players = get(side.players_holding, rank, 0);
      else players = side.in_hand.filter(function (hand) { return sum(hand, function (p) { return p[0] === rank ? p[1] : 0; }) >= threshold; }).length;
      return players * v.held_penalty[rank][1];
    });
  }
  function canastasGoingOutBonus(v, canastas) {
    var classes = canastaClasses(v, canastas), total = sum(values(canastas));
    var earned = v.going_out_canasta_bonuses.filter(function (row) {
      return total >= row[0] && classes.natural >= row[1] && classes.mixed >= row[2];
    }).map(function (row) { return row[3]; });
    if (!earned.length) return 0;
    return v.going_out_canasta_bonus_cumulative ? sum(earned) : Math.max.apply(null, earned);
  }
  function scoreSide(v, side) {
    var canastas = sideCanastas(v, side), melded = sideMeldPoints(side);
    if (v.melds_count_minus_without_canasta && !Object.keys(canastas).length) melded = -melded;
    var three = threes(v, side, canastas);
    var canastaBonus = classesShortfall(v, canastas, v.canastas_score_if_classes, "scoring canastas") ? 0
      : sum(Object.keys(canastas), function (k) { return bonusFor(v, k) * canastas[k]; });
    var items = { melded_cards: melded, canasta_bonus: canastaBonus, red_threes: three[0],
                  going_out: goingOutBonus(v, side), in_hand: -HAND_COUNTS[v.hand_count](side) };
    if (!v.melded_cards_score) delete items.melded_cards;
    if (!(v.going_out || v.concealed_going_out)) delete items.going_out;
    if (!(v.red_threes_laid || v.black_threes_laid)) delete items.red_threes;
    var blackHeld = v.threes_in_hand === "as_laid" ? 0 : held(side, "3b");
    if (v.black_three_in_hand === CARD_POINTS["3b"]) items.in_hand -= blackHeld * CARD_POINTS["3b"];
    else if (blackHeld && v.black_three_in_hand) items.black_threes_in_hand = -v.black_three_in_hand * blackHeld;
    penalties(v, side, canastas, items);
    return [{ items: items, canastas: canastas }, three[1]];
  }
  function penalties(v, side, canastas, items) {
    var fromHand = v.concealed_canasta_bonus ? concealedCanastas(v, side) : 0;
    if (fromHand) items.concealed_canastas = v.concealed_canasta_bonus * fromHand;
    var redHeld = v.threes_in_hand === "as_laid" ? 0 : held(side, "3r");
    if (redHeld && v.red_three_in_hand) items.red_three_in_hand = -v.red_three_in_hand * redHeld;
    if (redHeld && v.red_three_held_flat) items.red_three_in_hand = get(items, "red_three_in_hand", 0) - v.red_three_held_flat;
    if (Object.keys(v.incomplete_penalty).length) {
      var unfinished = sideUnfinished(v, side);
      Object.keys(unfinished).forEach(function (kind) {
        var n = unfinished[kind];
        var charged = kind === "short_run" && v.short_run_charge === "once" ? Math.min(n, 1) : n;
        var penalty = get(v.incomplete_penalty, kind, 0) * charged;
        if (penalty) {
          var item = kind === "short_run" ? "short_runs" : "unfinished_melds";
          items[item] = get(items, item, 0) - penalty;
        }
      });
    }
    var captured = capturedBlackThrees(v, side.black_threes);
    if (captured) items.captured_black_threes = captured;
    var heldCards = Object.keys(v.held_penalty).length ? heldPenalty(v, side) : 0;
    if (heldCards) items.held_cards = -heldCards;
    if (side.went_out && v.going_out_canasta_bonuses.length) {
      var bonus = canastasGoingOutBonus(v, canastas);
      if (bonus) items.going_out_canastas = bonus;
    }
    if (v.seven_canastas_win && sum(values(canastas)) >= 7) items.seven_canastas = 5000;
    if (side.adjustment) items.adjustment = side.adjustment;
  }
  function total(score) { return sum(values(score.items)); }
  function scoreHand(v, hand) {
    var scored = resultsAsScored(v, hand).map(function (side) { return scoreSide(v, side); });
    var scores = scored.map(function (s) { return s[0]; });
    scored.forEach(function (s, giver) {
      if (!s[1]) return;
      scores.forEach(function (score, i) {
        if (i !== giver) score.items.opponents_red_threes = get(score.items, "opponents_red_threes", 0) + s[1];
      });
    });
    if (hand.results.some(function (r) { return r.acaba; })) {
      scores = scores.map(function (score, i) {
        if (hand.results[i].acaba) return { items: { acaba: 0 }, canastas: score.canastas };
        if (v.acaba_mode === "plus_table") return { items: Object.assign({}, score.items, { acaba: v.acaba_award }), canastas: score.canastas };
        return { items: { acaba: v.acaba_award }, canastas: score.canastas };
      });
    }
    if (hand.results.some(function (r) { return r.special_hand; })) {
      scores = scores.map(function (score, i) {
        var special = hand.results[i].special_hand;
        if (special) return { items: { special_hand: get(v.special_hands, special, 0) }, canastas: {} };
        if (v.special_hand_opponents === "zero") return { items: { special_hand: 0 }, canastas: score.canastas };
        return score;
      });
    }
    scores.forEach(function (score) { score.total = total(score); });
    return scores;
  }

  // ---- checking (validation.py, canasta_requirement.py, pack_limits.py, partnerships.py)
  function problemAt(list, number, side, field, index) {
    return function (found, f) {
      list.push({ hand: number, side: side, field: f || field || "", side_index: index, code: found.code, params: found.params });
    };
  }
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
    if (meld.natural < v.min_naturals) {
      return reason("meld.too_few_naturals", { meld: m, naturals: meld.natural, wilds: w, least: v.min_naturals });
    }
    if (size(meld) < 3) return reason("meld.too_small", { meld: m, size: size(meld) });
    if (w && v.no_wild_ranks.indexOf(meld.rank) >= 0) return reason("meld.no_wild_allowed", { meld: m, variant: v.id });
    if (w > v.max_wild_cards) return reason("meld.too_many_wilds", { meld: m, wilds: w, most_wilds: v.max_wild_cards });
    if (v.wilds_not_more_than_naturals && w > meld.natural) {
      return reason("meld.more_wilds_than_naturals", { meld: m, wilds: w, naturals: meld.natural });
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
    if (w > v.max_wild_cards) return reason("meld.too_many_wilds", { meld: m, wilds: w, most_wilds: v.max_wild_cards });
    if (meld.natural < v.min_naturals) {
      return reason("meld.too_few_naturals", { meld: m, naturals: meld.natural, wilds: w, least: v.min_naturals });
    }
    if (v.wilds_not_more_than_naturals && w > meld.natural) {
      return reason("meld.more_wilds_than_naturals", { meld: m, wilds: w, naturals: meld.natural });
    }
    meld.wild_ranks.forEach(function (rank) { distinct[rank] = true; });
    var inSpan = Object.keys(distinct).every(function (rank) { return span.indexOf(rank) >= 0; });
    if (Object.keys(distinct).length !== w || meld.wild_ranks.length !== w || !inSpan) {
      return reason("run.wild_ranks", { meld: m, wilds: w, cards: span.join(", ") });
    }
    return null;
  }
  function checkGoingOut(v, side, kinds, playersPerSide, problem) {
    var canastas = sum(values(kinds));
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

  // ---- the game (game.py)
  function minimumMeld(v, totalSoFar, handNumber) {
    var k = v.meld_basis === "hand_number" ? handNumber : totalSoFar, requirement = v.meld_table[0][1];
    v.meld_table.forEach(function (row) { if (row[0] === null || k >= row[0]) requirement = row[1]; });
    return requirement;
  }
  function dealerOf(game, handIndex) {
    var order = game.seats, start = order.indexOf(game.first_dealer);
    return order.length ? order[((start < 0 ? 0 : start) + handIndex) % order.length] : null;
  }
  function won(winner, totals) {
    var others = totals.filter(function (t, i) { return i !== winner; });
    return { finished: true, winner: winner, margin: others.length ? totals[winner] - Math.max.apply(null, others) : 0, tied: [] };
  }
  var PLAYING = { finished: false, winner: null, margin: null, tied: [] };
  function decideFinish(v, hand, scores, totals, number) {
    var over = [];
    scores.forEach(function (s, i) { if (has(s.items, "seven_canastas")) over.push(i); });
    if (!over.length) totals.forEach(function (t, i) { if (v.target && t >= v.target) over.push(i); });
    if (!over.length && v.hands_in_game && number >= v.hands_in_game) over = totals.map(function (t, i) { return i; });
    if (!over.length) return PLAYING;
    var wentOut = null;
    hand.results.some(function (side, i) { if (side.went_out) wentOut = i; return side.went_out; });
    if (v.both_over_target === "went_out_wins" && over.length > 1 && over.indexOf(wentOut) >= 0) return won(wentOut, totals);
    var best = Math.max.apply(null, over.map(function (i) { return totals[i]; }));
    var leaders = over.filter(function (i) { return totals[i] === best; });
    if (leaders.length === 1) return won(leaders[0], totals);
    if (v.tie_rule === "shared") return { finished: true, winner: null, margin: 0, tied: leaders };
    if (v.tie_rule === "went_out_wins" && leaders.indexOf(wentOut) >= 0) return won(wentOut, totals);
    return PLAYING;
  }
  // A game from its data (as_data.game_data): every hand scored and checked in order, as play() does.
  // `from` continues a game already scored elsewhere: {totals, hands (how many), finish}.
  function play(game, hands, from) {
    var v = game.variant, names = game.names;
    var totals = from ? from.totals.slice() : names.map(function () { return 0; });
    var done = from ? from.hands : 0, finish = from && from.finish ? from.finish : PLAYING;
    var results = [], problems = [];
    (hands || game.hands).forEach(function (hand, i) {
      var index = done + i, number = index + 1;
      if (finish.finished) problems.push({ hand: number, side: null, field: "", side_index: null, code: "game.already_over", params: { last: index } });
      var requirements = totals.map(function (t) { return minimumMeld(v, t, number); });
      var own = checkHand(v, hand, number, names, requirements, game.players_per_side);
      problems = problems.concat(own);
      var scores = scoreHand(v, hand);
      totals = totals.map(function (t, j) { return t + scores[j].total; });
      results.push({ number: number, scores: scores, totals: totals, requirements: requirements,
                     dealer: dealerOf(game, index), problems: own });
      if (!finish.finished) finish = decideFinish(v, hand, scores, totals, number);
    });
    var count = done + results.length;
    return { hands: results, totals: totals, finish: finish, problems: problems,
             next_initial_meld: totals.map(function (t) { return minimumMeld(v, t, count + 1); }),
             next_dealer: finish.finished ? null : dealerOf(game, count) };
  }

  // ---- the record format (record.py), for hands that are already well formed (the form makes them so)
  function number(raw, name) { return typeof raw[name] === "number" ? raw[name] : 0; }
  // A JSON object forgets the order its cards were typed in ("10" sorts first): the form's order it is.
  function cards(object) {
    return HAND_KEYS.filter(function (card) { return has(object, card); }).map(function (card) { return [card, object[card]]; });
  }
  function fromRecord(raw) {
    return { results: raw.results.map(sideFromRecord), lone_hand: has(raw, "lone_hand") ? raw.lone_hand : null };
  }
  function sideFromRecord(raw) {
    var side = blank(), countedEntry = has(raw, "meld_points") || has(raw, "canastas") || has(raw, "meld_cards");
    ["red_threes", "adjustment", "black_threes"].forEach(function (k) { side[k] = number(raw, k); });
    ["went_out", "concealed", "acaba"].forEach(function (k) { side[k] = raw[k] === true; });
    side.special_hand = raw.special_hand || "";
    var inHand = raw.in_hand;
    if (has(raw, "hand_cards")) {  // counted by value, any threes priced apart listed beside it
      side.hand_cards = Object.assign({}, raw.hand_cards);
      side.hand_points = pointsOf(raw.hand_cards);
      side.in_hand = inHand && Object.keys(inHand).length ? [cards(inHand)] : [];
    } else if (has(raw, "hand_points")) {
      side.hand_points = raw.hand_points;
      side.in_hand = [];
    } else if (inHand && !Array.isArray(inHand) && has(inHand, "points")) {
      side.hand_points = inHand.points;
      var threes = {};
      Object.keys(inHand).forEach(function (k) { if (k !== "points") threes[k] = inHand[k]; });
      side.in_hand = Object.keys(threes).length ? [cards(threes)] : [];
    } else {
      side.in_hand = Array.isArray(inHand) ? inHand.map(cards) : [cards(inHand || {})];
    }
    if (countedEntry) {
      side.melds = null;
      if (has(raw, "meld_cards")) side.meld_cards = Object.assign({}, raw.meld_cards);
      side.meld_points = side.meld_cards ? pointsOf(side.meld_cards) : number(raw, "meld_points");
      side.concealed_canastas = number(raw, "concealed_canastas");
      ["canastas", "unfinished", "players_holding"].forEach(function (k) { side[k] = Object.assign({}, raw[k] || {}); });
    } else {
      side.melds = (raw.melds || []).map(function (m) {
        var rank = String(m.rank || "").toUpperCase().replace("WILD", "wild").replace("RUN", "run");
        return { rank: rank, natural: number(m, "natural"), twos: number(m, "twos"), jokers: number(m, "jokers"),
                 concealed: m.concealed === true, low: String(m.low || "").toUpperCase(), suit: String(m.suit || "").toLowerCase(),
                 wild_ranks: (m.wild_ranks || []).map(function (rank) { return String(rank).toUpperCase(); }) };
      });
    }
    return side;
  }

  root.Scorer = { scoreHand: scoreHand, checkHand: checkHand, play: play, fromRecord: fromRecord,
                  minimumMeld: minimumMeld, dealerOf: dealerOf, meldPoints: meldPoints, canastaKind: canastaKind,
                  HAND_KEYS: HAND_KEYS, VALUES: VALUES, inPack: inPack };
})(typeof self !== "undefined" ? self : this);
