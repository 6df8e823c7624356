// Scorer part 2 of 5, mirroring partnerships.py, scoring.py and honours.py: a side's score and the hand's (why in parts: scorer_cards.js).
(function (root) {
  "use strict";
  var parts = root.ScorerParts;
  var CARD_POINTS = parts.CARD_POINTS, get = parts.get, sum = parts.sum, values = parts.values,
      bonusFor = parts.bonusFor, counted = parts.counted, sideCanastas = parts.sideCanastas,
      sideUnfinished = parts.sideUnfinished, canastaClasses = parts.canastaClasses,
      classesShortfall = parts.classesShortfall, goingOutShortfall = parts.goingOutShortfall,
      concealedCanastas = parts.concealedCanastas, sideMeldPoints = parts.sideMeldPoints, hasMelded = parts.hasMelded,
      held = parts.held, HAND_COUNTS = parts.HAND_COUNTS;

  var HONOURS = {
    spinelli: { both: [2, 0], mixed_only: [-2, 0], natural_only: [0, 0], none: [-4, 0] },
    farina: { both: [2, 0], mixed_only: [1, 1], natural_only: [0, 0], none: [0, 2] }
  };

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

  Object.assign(parts, { scoringUnits: scoringUnits, blank: blank, combined: combined, scoreHand: scoreHand });
})(typeof self !== "undefined" ? self : this);
