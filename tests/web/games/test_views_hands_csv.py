"""Hands as CSV from the app: one game's, and every game of this device; read back with the csv module."""

import csv
import io
import json
from pathlib import Path

from factories import games_of
from player_games import A, E, counted, game

from scorekeeper.statistics.summary import summarise

RECORDS = Path(__file__).resolve().parents[2] / "cli" / "records"


def rows_of(answer) -> list[dict]:
    assert answer.status_code == 200 and answer.mimetype == "text/csv"
    return list(csv.DictReader(io.StringIO(answer.get_data().decode("utf-8-sig"))))


def test_a_games_csv_sums_to_its_scoreboards_totals(app, client):
    record = json.loads((RECORDS / "samba.json").read_text())
    [game_id] = games_of(app, [record])
    rows = rows_of(client.get(f"/g/{game_id}/hands.csv"))
    board = summarise(record)
    for index, side in enumerate(board["sides"]):
        assert (
            sum(int(r["hand_total"]) for r in rows if r["side"] == side["name"])
            == board["totals"][index]
        )
    # and the scoreboard page shows those totals
    page = client.get(f"/g/{game_id}").get_data(as_text=True)
    assert all(str(total) in page for total in board["totals"])


def test_the_csv_starts_with_a_byte_order_mark_and_downloads_under_a_safe_name(
    app, client
):
    record = {**A, "name": 'Zoë & Ana "v" Them/..\\x'}
    [game_id] = games_of(app, [record])
    answer = client.get(f"/g/{game_id}/hands.csv")
    assert answer.get_data().startswith("\ufeff".encode())
    assert (
        answer.headers["Content-Disposition"]
        == 'attachment; filename="zoe-ana-v-them-x-2026-11-02-hands.csv";'
        " filename*=UTF-8''zo%C3%AB-ana-v-them-x-2026-11-02-hands.csv"
    )
    # the link stays out of file names
    assert game_id not in answer.headers["Content-Disposition"]


def test_the_scoreboard_links_to_its_csv(app, client):
    [game_id] = games_of(app, [A])
    assert f'href="/g/{game_id}/hands.csv"' in client.get(f"/g/{game_id}").get_data(
        as_text=True
    )


def test_a_name_typed_as_a_formula_arrives_as_text(app, client):
    record = game(
        "2026-11-02",
        [
            {"name": "=1+1", "players": ["@Ana", "Ben"]},
            {"name": "-Them", "players": ["+Cleo", "Dan"]},
        ],
        [counted(300, natural=1, out=True), counted(100, left=30)],
    )
    [game_id] = games_of(app, [record])
    rows = rows_of(client.get(f"/g/{game_id}/hands.csv"))
    assert [(r["side"], r["players"]) for r in rows] == [
        ("'=1+1", "'@Ana, Ben"),
        ("'-Them", "'+Cleo, Dan"),
    ]
    # Them scored 100 − 30 = 70: numbers stay plain numbers
    assert rows[1]["hand_total"] == "70"


def test_all_hands_lists_every_game_of_this_device_oldest_first(app, client):
    mine = games_of(app, [E, A])
    games_of(app, [{**A, "name": "Not mine"}])
    client.post(f"/g/{mine[0]}/keep")
    client.post(f"/g/{mine[1]}/keep")
    answer = client.get("/games/hands.csv", follow_redirects=True)
    rows = rows_of(answer)
    # A (started 2026-11-02) has 2 hands × 2 sides, E (2026-11-20) one hand × 2 sides
    assert [(r["started"], r["hand"]) for r in rows] == [("2026-11-02", "1")] * 2 + [
        ("2026-11-02", "2")
    ] * 2 + [("2026-11-20", "1")] * 2
    assert "Not mine" not in {r["game"] for r in rows}
    assert answer.headers["Content-Disposition"].startswith(
        'attachment; filename="canasta-group-'
    )
    # per game and side, the hand totals add up to the game's totals: A 1330 v 670, E 1500 v 60
    sums = {}
    for r in rows:
        sums[(r["started"], r["side"])] = sums.get((r["started"], r["side"]), 0) + int(
            r["hand_total"]
        )
    assert sums == {
        ("2026-11-02", "Us"): 1330,
        ("2026-11-02", "Them"): 670,
        ("2026-11-20", "Us"): 1500,
        ("2026-11-20", "Them"): 60,
    }


def test_all_hands_of_a_device_without_games_leads_back_to_the_empty_list(client):
    answer = client.get("/games/hands.csv")
    assert answer.status_code == 302 and answer.location.endswith("/")


def test_an_unknown_games_csv_is_not_found(client):
    assert client.get("/g/AAAAAAAAAAAAAAAAAAAAAA/hands.csv").status_code == 404
