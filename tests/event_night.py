"""A club night played by phones through the real hand form, shared by benchmarks/event_bench.py
(12 tables against the real server) and tests/web/events/test_event_night_flow.py (2 tables through the
test client): every table's hands are fixed in advance, so its totals, and the standings, can be
worked out by hand.

Classic in fixed hands (3 at 125, 155, 180), a Mitchell, ranked by points. At table t in round r:
    hand 1  North-South melds 200, a mixed canasta 300, goes out 100        = 600
            East-West melds 130, holds 10r in hand                          = 130 - 10r
    hand 2  East-West melds 200, a natural canasta 500, goes out 100        = 800
            North-South melds 160, holds 5t in hand                         = 160 - 5t
    hand 3  North-South melds 200, a mixed canasta 300, goes out 100        = 600
            East-West melds 180                                             = 180
    North-South 600 + 160 - 5t + 600 = 1360 - 5t;  East-West 130 - 10r + 800 + 180 = 1110 - 10r
Each meld meets its hand's minimum (130 >= 125, 160 >= 155, 180 and 200 >= 180).

A phone finds its table's game through the table's link (`/t/<token>`, the event_room pages)
where the app has it, else as the store names it; the director starts a round through the
store (`start_round_through_storage`) or, where the app has the director's page, its POST."""

from event_games import start
from factories import FORMAT, an_event
from live_server import form_fields

from scorekeeper import storage
from scorekeeper.events.movements import mitchell


def table_hands(table: int, rnd: int) -> list[dict]:
    """The three hands typed at `table` in round `rnd`, as the hand form's count mode names its boxes."""
    base = {"sides-0-mode": "count", "sides-1-mode": "count", "action": "save"}
    return [
        {
            **base,
            "went_out": "0",
            "sides-0-meld_points": "200",
            "sides-0-canastas-mixed": "1",
            "sides-1-meld_points": "130",
            "sides-1-hand_points": str(10 * rnd),
        },
        {
            **base,
            "went_out": "1",
            "sides-1-meld_points": "200",
            "sides-1-canastas-natural": "1",
            "sides-0-meld_points": "160",
            "sides-0-hand_points": str(5 * table),
        },
        {
            **base,
            "went_out": "0",
            "sides-0-meld_points": "200",
            "sides-0-canastas-mixed": "1",
            "sides-1-meld_points": "180",
        },
    ]


def table_totals(table: int, rnd: int) -> tuple[int, int]:
    """North-South's and East-West's totals at `table` in round `rnd` (the docstring's sums)."""
    return 1360 - 5 * table, 1110 - 10 * rnd


def club_night(db, tables: int, rounds: int) -> dict:
    """The event: 2N pairs in a Mitchell of N tables, as its director's link opens it."""
    pairs = [
        {"name": f"Pair {n}", "players": [f"P{n}a", f"P{n}b"]}
        for n in range(1, 2 * tables + 1)
    ]
    return an_event(
        db,
        name="Club night",
        entrants=pairs,
        seating=mitchell(tables, rounds),
        form=FORMAT,
    )


def start_round_through_storage(db, event: dict, number: int, phone=None) -> None:
    """The director starts round `number` (the store's call the director's page makes)."""
    start(db, event, number)


def start_round_through_post(db, event: dict, number: int, phone) -> None:
    """The director's page's own form: POST /e/<key>/rounds with the page's version and token."""
    page = phone.get(f"/e/{event['token']}")
    fields = form_fields(page.body, "start-round") or form_fields(page.body)
    answer = phone.post(f"/e/{event['token']}/rounds", fields)
    assert answer.status in (302, 303), f"starting round {number}: HTTP {answer.status}"


def game_path(phone, db, event: dict, table: int) -> str:
    """The table's game of the round in play: through the table's link, else the store's word."""
    link = next(t for t in storage.table_links(db, event["pk"]) if t["number"] == table)
    answer = phone.get(f"/t/{link['token']}")
    if answer.status in (302, 303) and answer.location.startswith("/g/"):
        return answer.location.rstrip("/")
    return f"/g/{storage.table_game(db, event['pk'], table)}"


def play_table(phone, path: str, table: int, rnd: int) -> list:
    """Type the table's three hands on its phone: open the hand form, fill it, tap Save.
    Returns each save's answer (a 302 back to the scoreboard when saved)."""
    answers = []
    for fields in table_hands(table, rnd):
        page = phone.get(f"{path}/hands/new")
        form = {**form_fields(page.body, "hand-form"), **fields}
        answers.append(phone.post(f"{path}/hands/new", form))
    return answers
