// Scorer part 5 of 5, mirroring game.py and the record's reading: a game played on, and Scorer, the parts' one public face (why in parts: scorer_cards.js).
(function (root) {
  "use strict";
  var parts = root.ScorerParts;
  var HAND_KEYS = parts.HAND_KEYS, has = parts.has, meldPoints = parts.meldPoints, canastaKind = parts.canastaKind,
      blank = parts.blank, scoreHand = parts.scoreHand, checkHand = parts.checkHand, VALUES = parts.VALUES,
      pointsOf = parts.pointsOf, inPack = parts.inPack;

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
      var rules = v, own = [];
      if (everyoneAlone(v, totals)) {
        // game.py play: once a total reached alone_from, no lone hand and no pair (Burraco for three)
        if (hand.lone_hand !== null && hand.lone_hand !== undefined) {
          own.push({ hand: number, side: null, field: "lone_hand", side_index: null, code: "lone.everyone_alone",
                     params: { total: v.alone_from } });
        }
        rules = Object.assign({}, v, { lone_hands: false });
        hand = Object.assign({}, hand, { lone_hand: null });
      }
      own = own.concat(checkHand(rules, hand, number, names, requirements, game.players_per_side));
      problems = problems.concat(own);
      var scores = scoreHand(rules, hand);
      totals = totals.map(function (t, j) { return t + scores[j].total; });
      results.push({ number: number, scores: scores, totals: totals, requirements: requirements,
                     dealer: dealerOf(game, index), problems: own });
      if (!finish.finished) finish = decideFinish(v, hand, scores, totals, number);
    });
    var count = done + results.length;
    return { hands: results, totals: totals, finish: finish, problems: problems,
             next_initial_meld: totals.map(function (t) { return minimumMeld(v, t, count + 1); }),
             next_dealer: finish.finished ? null : dealerOf(game, count),
             next_everyone_alone: everyoneAlone(v, totals) };
  }
  function everyoneAlone(v, totals) {
    return !!v.lone_hands && v.alone_from !== null && v.alone_from !== undefined &&
      totals.some(function (t) { return t >= v.alone_from; });
  }

  // ---- the record format (record.py), for hands that are already well formed (the form makes them so)
  function number(raw, name) { return typeof raw[name] === "number" ? raw[name] : 0; }
  // A JSON object forgets the order its cards were typed in ("10" sorts first): the form's order it is.
  function cards(object) {
    return HAND_KEYS.filter(function (card) { return has(object, card); }).map(function (card) { return [card, object[card]]; });
  }
  function fromRecord(raw) {
    return { results: raw.results.map(sideFromRecord), lone_hand: has(raw, "lone_hand") ? raw.lone_hand : null,
             ended: raw.ended || "", trump: raw.trump || "" };
  }
  function sideFromRecord(raw) {
    var side = blank(), countedEntry = has(raw, "meld_points") || has(raw, "canastas") || has(raw, "meld_cards");
    ["red_threes", "adjustment", "black_threes"].forEach(function (k) { side[k] = number(raw, k); });
    ["went_out", "concealed", "acaba"].forEach(function (k) { side[k] = raw[k] === true; });
    side.special_hand = raw.special_hand || "";
    side.pile = raw.pile || "taken";  // Burraco's pozzetto, Buraco's morto, Biriba's biribaki
    side.pile_points = number(raw, "pile_points");
    side.closing_discard = raw.closing_discard || "";
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
  delete root.ScorerParts;  // their internals stay theirs: Scorer is the one public face
})(typeof self !== "undefined" ? self : this);
