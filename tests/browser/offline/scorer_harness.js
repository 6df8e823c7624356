// Runs the phone's scorer (static/scorer/scorer_cards.js to scorer_game.js) over the parity cases
// (scorer_cases.py) and answers in the engine's shape.
// Loaded into the test page after the scorer's parts; returns one answer per case, in order.
function scorerAnswers(cases) {
  "use strict";
  var S = self.Scorer;
  function scores(list) {
    return list.map(function (s) { return { items: s.items, canastas: s.canastas, total: s.total }; });
  }
  function shaped(result) {
    return {
      hands: result.hands.map(function (h) {
        return { scores: scores(h.scores), totals: h.totals, requirements: h.requirements, dealer: h.dealer };
      }),
      totals: result.totals, next_initial_meld: result.next_initial_meld, next_dealer: result.next_dealer,
      next_everyone_alone: result.next_everyone_alone, finish: result.finish, problems: result.problems
    };
  }
  // As the pages play it: the first hands scored, then the rest continued from that state.
  function continued(game, hands) {
    var half = Math.floor(hands.length / 2), first = S.play(game, hands.slice(0, half));
    var rest = S.play(game, hands.slice(half), { totals: first.totals, hands: half, finish: first.finish });
    return { hands: first.hands.concat(rest.hands), totals: rest.totals, next_initial_meld: rest.next_initial_meld,
             next_dealer: rest.next_dealer, next_everyone_alone: rest.next_everyone_alone, finish: rest.finish, problems: first.problems.concat(rest.problems) };
  }
  return cases.map(function (c, i) {
    try {
      if (c.kind === "score") return scores(S.scoreHand(c.variant, c.hand));
      if (c.kind === "check") return S.checkHand(c.variant, c.hand, c.number, c.names, c.requirements, c.players_per_side);
      if (c.kind === "play") return shaped(S.play(c.game));
      var hands = c.game.hands.map(S.fromRecord);  // "record": the record's own hands, half of them continued
      return shaped(i % 2 ? S.play(c.game, hands) : continued(c.game, hands));
    } catch (error) {
      return { error: String(error && error.stack || error) };
    }
  });
}
