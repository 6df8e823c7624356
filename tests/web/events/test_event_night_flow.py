"""The benchmark's club night in small (benchmarks/event_bench.py plays it at 12 tables on the real
server): 2 tables, 1 round, each table's phone typing its three hands through the real hand form
with its CSRF token, version and nonce; the results CSV then ranks the pairs as worked out by hand.

Mitchell of 2 tables, round 1: table 1 Pair 1 v Pair 3, table 2 Pair 2 v Pair 4.
By tests/event_night.py's hands: North-South 1360 - 5t, East-West 1110 - 10r, so
    table 1: Pair 1 1355 v Pair 3 1100 (margin 255);  table 2: Pair 2 1350 v Pair 4 1100 (250)
    by points: 1 Pair 1 1355, 2 Pair 2 1350, then Pair 4 and Pair 3 at 1100: Pair 4's margin
    (-250) beats Pair 3's (-255), so 3 Pair 4, 4 Pair 3."""

import csv
import io
from dataclasses import dataclass
from urllib.parse import urlsplit

from event_night import (
    club_night,
    game_path,
    play_table,
    start_round_through_storage,
    table_totals,
)
from factories import make_app

from scorekeeper import storage
from scorekeeper.web.boards.summary_cache import filled
from scorekeeper.web.plumbing.database import get_db


@dataclass
class Answer:
    status: int
    body: str
    location: str


class ClientPhone:
    """A phone as the test client: its own cookies (session, CSRF), answers as live_server's."""

    def __init__(self, app):
        self.client = app.test_client()

    def get(self, path):
        return self._answer(self.client.get(path))

    def post(self, path, form):
        return self._answer(self.client.post(path, data=form))

    @staticmethod
    def _answer(response):
        location = urlsplit(response.headers.get("Location", "")).path
        return Answer(response.status_code, response.get_data(as_text=True), location)


def test_two_tables_typed_on_their_phones_rank_as_worked_out_by_hand(tmp_path):
    app = make_app(tmp_path, csrf=True)
    with app.app_context():
        db = get_db()
        event = club_night(db, tables=2, rounds=1)
        start_round_through_storage(db, event, 1)
        phones = {table: ClientPhone(app) for table in (1, 2)}
        paths = {t: game_path(phones[t], db, event, t) for t in phones}
    for table, phone in phones.items():
        answers = play_table(phone, paths[table], table, 1)
        assert [a.status for a in answers] == [302, 302, 302]
    with app.app_context():
        db = get_db()
        totals = {
            row["table"]: (
                row["summary"]["sides"][0]["total"],
                row["summary"]["sides"][1]["total"],
            )
            for row in _summaries(db, event)
        }
    assert (
        totals
        == {1: table_totals(1, 1), 2: table_totals(2, 1)}
        == {
            1: (1355, 1100),
            2: (1350, 1100),
        }
    )
    text = (
        phones[1]
        .client.get(f"/e/{event['view_token']}/results.csv")
        .get_data(as_text=True)
    )
    ranking = [
        r for r in csv.DictReader(io.StringIO(text[1:])) if r["section"] == "ranking"
    ]
    assert [(r["place"], r["entrant"], r["points"], r["margin"]) for r in ranking] == [
        ("1", "Pair 1", "1355", "255"),
        ("2", "Pair 2", "1350", "250"),
        ("3", "Pair 4", "1100", "-250"),
        ("4", "Pair 3", "1100", "-255"),
    ]


def test_a_hand_posted_without_its_csrf_token_is_refused(tmp_path):
    app = make_app(tmp_path, csrf=True)
    with app.app_context():
        db = get_db()
        event = club_night(db, tables=2, rounds=1)
        start_round_through_storage(db, event, 1)
        phone = ClientPhone(app)
        path = game_path(phone, db, event, 1)
    form = {"version": "1", "nonce": "n-1", "sides-0-mode": "count"}
    assert phone.post(f"{path}/hands/new", form).status == 400
    with app.app_context():
        assert storage.get_game(get_db(), path.split("/")[-1])["hands"] == []


def _summaries(db, event):
    return filled(db, storage.round_games(db, event["pk"], 1))
