"""A progressive evening of eight players at two tables over three rounds, through the pages
(the Flask test client): partners change every round, each player scores her partnership's
table, ranked by wins (then margin, then points).

Players 1-8: Ana, Ben, Cleo, Dan, Eva, Fay, Gus, Hal; one hand a round (minimum 50). Going out
with a mixed canasta: melded + 300 + 100; the other side: melded − left.
    round 1: T1 Ana & Ben 100+400 = 500 v Cleo & Dan 50−20 = 30 (margin 470)
             T2 Eva & Fay 60−10 = 50 v Gus & Hal 150+400 = 550 (500)
    round 2: T1 Ana & Cleo 200+400 = 600 v Ben & Eva 70−30 = 40 (560)
             T2 Dan & Gus 120+400 = 520 v Fay & Hal 80 = 80 (440)
    round 3: T1 Ana & Eva 100−40 = 60 v Cleo & Gus 90+400 = 490 (430)
             T2 Ben & Hal 130+400 = 530 v Dan & Fay 50−50 = 0 (530)
Wins / margin / points: Gus 3 / 500+440+430 = 1370 / 1560; Ana 2 / 470+560−430 = 600 / 1160;
Hal 2 / 500−440+530 = 590 / 1160; Cleo 2 / −470+560+430 = 520 / 1120; Ben 2 / 470−560+530 = 440
/ 1070; Dan 1 / −470+440−530 = −560 / 550; Fay 0 / −500−440−530 = −1470 / 130;
Eva 0 / −500−560−430 = −1490 / 150.
"""

import re

from test_event_pages import EVENT_FORM, event_of, start_group

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db
from tests.player_games import counted

PLAYERS = ["Ana", "Ben", "Cleo", "Dan", "Eva", "Fay", "Gus", "Hal"]
# round -> per table: (North-South's result, East-West's)
HANDS = {
    1: [
        (counted(100, mixed=1, out=True), counted(50, left=20)),
        (counted(60, left=10), counted(150, mixed=1, out=True)),
    ],
    2: [
        (counted(200, mixed=1, out=True), counted(70, left=30)),
        (counted(120, mixed=1, out=True), counted(80)),
    ],
    3: [
        (counted(100, left=40), counted(90, mixed=1, out=True)),
        (counted(130, mixed=1, out=True), counted(50, left=50)),
    ],
}
STANDINGS = [
    ("1", "Gus", "3", "1370", "1560"),
    ("2", "Ana", "2", "600", "1160"),
    ("3", "Hal", "2", "590", "1160"),
    ("4", "Cleo", "2", "520", "1120"),
    ("5", "Ben", "2", "440", "1070"),
    ("6", "Dan", "1", "\u2212560", "550"),
    ("7", "Fay", "0", "\u22121470", "130"),
    ("8", "Eva", "0", "\u22121490", "150"),
]


def test_a_progressive_evening_changes_partners_and_ranks_each_player(app, client):
    group = start_group(client)
    answer = client.post(
        f"/groups/{group}/events/new",
        data={
            **EVENT_FORM,
            "name": "Progressive",
            "round_kind": "hands",
            "minimums": "50",
            "per_side": "2",
            "movement": "progressive",
            "rounds": 3,
            "ranking": "wins",
            "entrants": "\n".join(PLAYERS),
        },
    )
    key = answer.location.rsplit("/e/", 1)[1]
    for number in (1, 2, 3):
        version = event_of(app, key)["version"]
        client.post(f"/e/{key}/rounds", data={"version": version, "round": number})
        with app.app_context():
            db = get_db()
            event = event_of(app, key)
            for table, (ns, ew) in enumerate(HANDS[number], 1):
                game = storage.table_game(db, event["pk"], table)
                storage.add_hand(db, game, {"results": [ns, ew]}, expected_version=1)
                if (number, table) == (2, 1):
                    sides = storage.get_game(db, game)["sides"]
                    assert [s["name"] for s in sides] == ["Ana & Cleo", "Ben & Eva"]
    page = client.get(f"/e/{event['view_token']}/standings").get_data(as_text=True)
    assert "Round 3 of 3" in page
    rows = re.findall(
        r"<tr><td class=\"num\">(\d)</td><td>(\w+)</td>\s*"
        r"<td class=\"num\">([^<]+)</td><td class=\"num\">([^<]+)</td>"
        r"<td class=\"num\">([^<]+)</td>",
        page,
    )
    assert rows == STANDINGS
    director = client.get(f"/e/{key}").get_data(as_text=True)
    in_play = director.split("<h2>Earlier rounds</h2>")[0]  # round 3's two tables
    assert in_play.count("state-finished") == 2
