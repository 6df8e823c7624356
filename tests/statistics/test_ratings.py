"""Ratings by openskill's Weng-Lin Plackett-Luce update (Weng & Lin 2011, Algorithm 4), with the
library's defaults: μ 25, σ 25/3, β 25/6, τ 25/300 (added to σ before each game), κ 0.0001.

For two sides W (won) and L, each a team of its players' summed μ and σ²:
    σ' = √(σ² + τ²) for every player first
    c² = σ²_W + σ²_L + 2β²                    p_W = e^(μ_W/c) / (e^(μ_W/c) + e^(μ_L/c)), p_L = 1 − p_W
    Ω_W = σ²_W/c · (1 − p_W)                  Δ_W = (σ_W/c) · σ²_W/c² · p_W (1 − p_W)
    Ω_L = −σ²_L/c · p_L                       Δ_L = (σ_L/c) · σ²_L/c² · p_L (1 − p_L)
    each player i of team T: μ_i += σ_i²/σ²_T · Ω_T,  σ_i ×= √(1 − σ_i²/σ²_T · Δ_T)
So a partnership's result moves both partners, each by her share σ_i²/σ²_T of the team's Ω."""

from math import isclose

from scorekeeper.statistics.ratings import (
    NEW,
    PROVISIONAL_GAMES,
    Outcome,
    State,
    outcome,
    rate,
    rate_all,
    shown,
)

ANA, BEN, CLEO, DAN = 1, 2, 3, 4
US, THEM = (ANA, BEN), (CLEO, DAN)


def us_win():
    return Outcome((US, THEM), (1, 2))


def them_win():
    return Outcome((US, THEM), (2, 1))


def test_two_pairs_four_games_worked_by_hand():
    """Us (Ana & Ben) v Them (Cleo & Dan): Us win, Us win, Them win, Us win. Partners stay equal.

    Game 1: σ' = √(69.44444 + 0.00694) = 8.33375, σ'² = 69.45139; teams μ 50 v 50, σ² 138.90278 each;
      c² = 2·138.90278 + 2·17.36111 = 312.52778, c = 17.67846; p_W = ½ (equal μ).
      Ω_W = 138.90278/17.67846 · ½ = 3.92859; Δ_W = (11.78570/17.67846) · 138.90278/312.52778 · ¼ = 0.07407.
      Each winner: μ = 25 + ½·3.92859 = 26.96429; σ = 8.33375·√(1 − ½·0.07407) = 8.17796.
      Each loser: μ = 25 − 1.96429 = 23.03571; σ = 8.17796 (Δ_L = Δ_W when p_W = p_L).
      Shown: Us 1000 + 40·(26.96429 − 24.53388) = 1097, Them 1000 + 40·(23.03571 − 24.53388) = 940.
    Game 2 (Us win): σ' = √(66.87903 + 0.00694) = 8.17839; teams μ 53.92859 v 46.07141, σ² 133.77203;
      c² = 302.26629, c = 17.38581; p_W = 1/(1 + e^(−7.85718/17.38581)) = 0.61110.
      Ω_W = 133.77203/17.38581 · 0.38890 = 2.99234; Δ_W = 0.66527 · 0.44256 · 0.23765 = 0.06997.
      Us: μ = 26.96429 + 1.49617 = 28.46046, σ = 8.17839·√(1 − 0.034985) = 8.03405; Them: μ 21.53954, σ 8.03405.
    Game 3 (Them win): σ' = 8.03448; winners' team μ 43.07907 v 56.92093, σ² 129.10588 each;
      c = 17.11531; p_W = 1/(1 + e^(13.84186/17.11531)) = 0.30816; Ω_W = 7.54327 · 0.69184 = 5.21876.
      Them: μ = 21.53954 + 2.60938 = 24.14892; Us: μ = 28.46046 − 2.60938 = 25.85108; σ 7.90819 both.
    Game 4 (Us win): σ' = 7.90863; teams μ 51.70216 v 48.29784, σ² 125.09296; c = 16.87922;
      p_W = 1/(1 + e^(−3.40432/16.87922)) = 0.55025; Ω_W = 7.41105 · 0.44975 = 3.33311.
      Us: μ = 25.85108 + 1.66656 = 27.51764, σ = 7.76498; Them: μ = 24.14892 − 1.66656 = 22.48236, σ 7.76498.
      Shown: Us 1000 + 40·(27.51764 − 23.29494) = 1169; Them 1000 + 40·(22.48236 − 23.29494) = 967.
    """
    states = {}
    steps = rate_all(states, [us_win(), us_win(), them_win(), us_win()])
    after_one = steps[0]
    assert isclose(after_one[ANA].mu, 26.96429, abs_tol=1e-4)
    assert isclose(after_one[BEN].mu, 26.96429, abs_tol=1e-4)
    assert isclose(after_one[CLEO].mu, 23.03571, abs_tol=1e-4)
    assert isclose(after_one[ANA].sigma, 8.17796, abs_tol=1e-4)
    assert (after_one[ANA].shown, after_one[CLEO].shown) == (1097, 940)
    assert isclose(steps[1][ANA].mu, 28.46046, abs_tol=1e-4)
    assert isclose(steps[1][ANA].sigma, 8.03405, abs_tol=1e-4)
    assert isclose(steps[2][DAN].mu, 24.14892, abs_tol=1e-4)
    assert isclose(steps[2][BEN].mu, 25.85108, abs_tol=1e-4)
    for person, mu in ((ANA, 27.51764), (BEN, 27.51764), (CLEO, 22.48236)):
        assert isclose(states[person].mu, mu, abs_tol=1e-4)
        assert isclose(states[person].sigma, 7.76498, abs_tol=1e-4)
        assert states[person].games == 4
    assert (states[ANA].shown, states[DAN].shown) == (1169, 967)


def test_a_partnership_moves_each_partner_by_her_share_of_its_uncertainty():
    """A regular (σ 4) and a newcomer (σ 25/3) win together against two newcomers. Before the game
    τ makes σ² 16.00694 and 69.45139; each partner's μ moves by σ_i²/σ²_T of the team's Ω, so the
    newcomer's gain over the regular's is 69.45139/16.00694 = 4.33883 (same Ω, same team)."""
    states = {ANA: State(30, 4, 20)}
    after = rate(states, us_win())
    regular, newcomer = after[ANA].mu - 30, after[BEN].mu - 25
    assert regular > 0 and newcomer > 0
    assert isclose(newcomer / regular, 69.45139 / 16.00694, rel_tol=1e-4)


def test_a_newcomer_is_shown_1000_and_provisional_until_ten_games():
    """μ − 3σ = 25 − 3·25/3 = 0, so 1000 + 40·0 = 1000."""
    assert NEW.shown == shown(25, 25 / 3) == 1000
    assert NEW.provisional and PROVISIONAL_GAMES == 10
    assert not State(25, 6, 10).provisional and State(25, 6, 9).provisional


def test_a_game_outcome_ranks_winners_first_and_the_rest_by_total():
    """Three sides: the winner 1; 4000 beats 3000, so 2 and 3. Merged spellings count as one."""
    summary = {
        "finished": True,
        "sides": [
            {"roster": [5], "total": 3000, "won": False},
            {"roster": [6], "total": 5100, "won": True},
            {"roster": [7], "total": 4000, "won": False},
        ],
    }
    assert outcome(summary, {5: 5, 6: 6, 7: 7}) == Outcome(
        ((5,), (6,), (7,)), (3, 1, 2)
    )
    assert outcome({**summary, "finished": False}, {}) is None
    assert outcome({"unreadable": True, "sides": []}, {}) is None
    # the same person on both sides (a typo merged) is no contest
    assert outcome(summary, {5: 5, 6: 5, 7: 7}) is None


def test_a_paper_result_decides_a_club_night_table():
    """The director typed 900 v 1200: East-West (second side) won, whatever the phone holds."""
    summary = {"finished": False, "sides": [{"roster": [1, 2]}, {"roster": [3, 4]}]}
    got = outcome(summary, {}, {"ns": 900, "ew": 1200})
    assert got == Outcome(((1, 2), (3, 4)), (2, 1))
