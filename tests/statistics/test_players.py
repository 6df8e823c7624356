"""The players table, from the hand-built games of tests/player_games.py (worked out by hand there)."""

from datetime import date
from fractions import Fraction

import pytest
from player_games import GAMES, WIN_1500, A, counted, game, pairs

from scorekeeper.statistics.players import (
    MIN_PARTNER_GAMES,
    Filters,
    name_key,
    period_bounds,
    player_table,
)


def figures(table):
    return {
        line.name: (line.games, line.won, line.hands, line.points, line.canastas)
        for line in table.lines
    }


def test_finished_games_count_by_default_and_each_player_gets_their_sides_figures():
    table = player_table(GAMES)
    assert table.games == 4  # A, B, D, E; C is in play
    assert figures(table) == {
        # games, won, hands, points of their side, canastas of their side
        "Ana": (3, 3, 2 + 1 + 1, 1330 + 1500 + 1500, 2 + 2 + 2),
        "Ben": (3, 2, 4, 1330 + 60 + 1500, 2 + 0 + 2),
        "Cleo": (3, 1, 4, 670 + 1500 + 60, 1 + 2 + 0),
        "Dan": (3, 0, 4, 670 + 60 + 60, 1 + 0 + 0),
        "Anna": (1, 1, 1, 1500, 2),
        "Eve": (1, 0, 1, 40, 0),
    }


def test_rates_are_exact_fractions_of_games_and_hands():
    ana = next(line for line in player_table(GAMES).lines if line.name == "Ana")
    assert ana.win_rate == 1
    assert ana.points_per_hand == Fraction(4330, 4)  # 1082.5 points a hand
    assert ana.canastas_per_hand == Fraction(6, 4)


def test_the_table_ranks_by_win_rate_then_games_then_name():
    ranking = [line.name for line in player_table(GAMES).lines]
    # Ana 3/3 before Anna 1/1 (more games); Ben 2/3; Cleo 1/3; Dan 0/3 before Eve 0/1
    assert ranking == ["Ana", "Anna", "Ben", "Cleo", "Dan", "Eve"]


@pytest.mark.parametrize(
    "sort, ranking",
    [
        # 3 games each, then 1 each; by name
        ("games", ["Ana", "Ben", "Cleo", "Dan", "Anna", "Eve"]),
        # 3, 2, then 1 each (Cleo in 3 games before Anna in 1)
        ("won", ["Ana", "Ben", "Cleo", "Anna", "Dan", "Eve"]),
        # Anna 1500, Ana 4330/4 = 1082.5, Ben 2890/4 = 722.5, Cleo 2230/4 = 557.5, Dan 790/4 = 197.5, Eve 40
        ("points_per_hand", ["Anna", "Ana", "Ben", "Cleo", "Dan", "Eve"]),
        # Anna 2/1, Ana 6/4, Ben 4/4, Cleo 3/4, Dan 1/4, Eve 0
        ("canastas_per_hand", ["Anna", "Ana", "Ben", "Cleo", "Dan", "Eve"]),
        ("name", ["Ana", "Anna", "Ben", "Cleo", "Dan", "Eve"]),
        # The default: win rate
        ("no such column", ["Ana", "Anna", "Ben", "Cleo", "Dan", "Eve"]),
    ],
)
def test_any_column_ranks_the_table(sort, ranking):
    assert [line.name for line in player_table(GAMES, sort=sort).lines] == ranking


def test_spellings_differing_in_case_and_spaces_are_one_player_shown_as_first_written():
    assert name_key("  ana ") == name_key("ANA") == name_key("Ana")
    names = [line.name for line in player_table(GAMES).lines]
    assert "ana" not in names and "BEN" not in names


def test_a_merge_joins_two_spellings_into_one_player():
    table = player_table(GAMES, merges=[("Anna", "ana")])
    assert figures(table)["Ana"] == (3 + 1, 3 + 1, 4 + 1, 4330 + 1500, 6 + 2)
    assert "Anna" not in figures(table)


def test_merges_chain():
    table = player_table(GAMES, merges=[("Anna", "Ana"), ("Eve", "anna")])
    # Anna and Eve played each other in D: that game counts once, on the first side (Anna's, won)
    assert figures(table)["Ana"] == (4, 4, 5, 5830, 8)


@pytest.mark.parametrize(
    "filters, players, counted",
    [
        (Filters(rule_set="classic-2p"), {"Anna", "Eve"}, 1),
        (Filters(rule_set="classic"), {"Ana", "Ben", "Cleo", "Dan"}, 3),
        (
            Filters(since=date(2026, 11, 1), until=date(2026, 11, 30)),
            {"Ana", "Ben", "Cleo", "Dan"},
            3,
        ),
        (Filters(until=date(2025, 12, 31)), {"Anna", "Eve"}, 1),
        (Filters(since=date(2026, 11, 16)), {"Ana", "Ben", "Cleo", "Dan"}, 1),  # E only
        (
            Filters(include_unfinished=True),
            {"Ana", "Ben", "Cleo", "Dan", "Anna", "Eve"},
            5,
        ),
    ],
)
def test_filters_choose_the_games(filters, players, counted):
    table = player_table(GAMES, filters)
    assert set(figures(table)) == players and table.games == counted


def test_a_game_in_play_counts_as_played_not_won_when_included():
    table = player_table(
        GAMES, Filters(include_unfinished=True, since=date(2026, 1, 1))
    )
    # A, B, C, E: C adds a game and a hand of 90 to Ana, and no win
    assert figures(table)["Ana"] == (4, 3, 5, 4330 + 90, 6)


@pytest.mark.parametrize(
    "period, bounds",
    [
        ("month", (date(2026, 11, 1), date(2026, 11, 23))),
        ("year", (date(2026, 1, 1), date(2026, 11, 23))),
        ("all", (None, None)),
    ],
)
def test_named_periods_are_calendar_months_and_years(period, bounds):
    assert period_bounds(period, date(2026, 11, 23)) == bounds


def test_best_partner_is_the_best_win_rate_over_enough_games_together():
    lines = {line.name: line for line in player_table(GAMES).lines}
    assert MIN_PARTNER_GAMES == 2
    # Ana and Ben: A and E together, both won; Ana and Cleo only B (one game: too few)
    assert (
        lines["Ana"].best_partner.name,
        lines["Ana"].best_partner.games,
        lines["Ana"].best_partner.won,
    ) == ("Ben", 2, 2)
    assert lines["Ben"].best_partner.name == "Ana"
    # Cleo and Dan: A and E together, both lost; still the only partner with two games
    assert (lines["Cleo"].best_partner.name, lines["Cleo"].best_partner.won) == (
        "Dan",
        0,
    )
    assert lines["Anna"].best_partner is None  # played alone


def test_a_shared_first_place_is_a_win_for_every_side_sharing_it():
    # Both sides reach 1500 in one hand: Us 400 + 1000 + 100 (going out); Them 400 + 1000 + 100 (a red three)
    tied = game(
        "2026-11-21",
        pairs(["Ana", "Ben"], ["Cleo", "Dan"]),
        [WIN_1500, counted(400, natural=2, red=1)],
        rules={"target": 1000, "tie_rule": "shared"},
    )
    assert {
        name: won for name, (_, won, *_rest) in figures(player_table([tied])).items()
    } == {"Ana": 1, "Ben": 1, "Cleo": 1, "Dan": 1}


def test_a_record_the_rules_cannot_read_is_left_out_and_counted():
    table = player_table([A, {"format": 1, "variant": "no such rules", "sides": []}])
    assert (table.games, table.unreadable) == (1, 1)
