// Runs static/scorer.js over the parity cases (scorer_cases.py) and answers in the engine's shape.
// Loaded into the test page after scorer.js; returns one answer per case, in order.
function scorerAnswers(cases) {
  "use strict";
  var S = self.Scorer;
  function scores(list) {
    return list.map(function (s) { return { items: s.items, canastas: s.canastas, total: s.total }; });
  }
  function played(game, hands) {
    var result = S.play(game, hands);
    return {
      hands: result.hands.map(function (h) {
        return { scores: scores(h.scores), totals: h.totals, requirements: h.requirements, dealer: h.dealer };
      }),
      totals: result.totals, next_initial_meld: result.next_initial_meld, next_dealer: result.next_dealer,
      finish: result.finish, problems: result.problems
    };
  }
  return cases.map(function (c) {
    try {
      if (c.kind === "score") return scores(S.scoreHand(c.variant, c.hand));
      if (c.kind === "check") return S.checkHand(c.variant, c.hand, c.number, c.names, c.requirements, c.players_per_side);
      if (c.kind === "play") return played(c.game);
      return played(c.game, c.game.hands.map(S.fromRecord));
    } catch (error) {
      return { error: String(error && error.stack || error) };
    }
  });
}
