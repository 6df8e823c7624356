"""Events for the paper and benchmark tests, built through storage as the director's pages leave
them: created, each round started with one game a table, tables played hand by hand (counted
hands: each side's melded points and nothing else, so a hand scores exactly those points), and a
table's totals typed from its paper sheet.

THE PAIR EVENT: Tuesday night, Classic in fixed hands (3 at 125, 155, 180), 4 pairs at 2 tables,
a Mitchell of 2 rounds (pairs 1-2 sit North-South, 3-4 move):
    round 1  table 1: Pair 1 v Pair 3   200+150+100 = 450  v  100+100+100 = 300
             table 2: Pair 2 v Pair 4   100+100+50  = 250  v  300+200+100 = 600
    round 2  table 1: Pair 1 v Pair 4   300+200+100 = 600  v  300+200+100 = 600  (drawn)
             table 2: Pair 2 v Pair 3   typed from paper:  900  v  1200
  points  Pair 1 450+600 = 1050, Pair 2 250+900 = 1150, Pair 3 300+1200 = 1500, Pair 4 600+600 = 1200
  margin  Pair 1 +150+0 = 150, Pair 2 -350-300 = -650, Pair 3 -150+300 = 150, Pair 4 +350+0 = 350
  wins    Pair 1 1+1/2 = 1.5, Pair 2 0, Pair 3 0+1 = 1, Pair 4 1+1/2 = 1.5
  by points: 1 Pair 3 (1500), 2 Pair 4 (1200), 3 Pair 2 (1150), 4 Pair 1 (1050)
  by wins:   1 Pair 4 (1.5, margin 350), 2 Pair 1 (1.5, margin 150), 3 Pair 3 (1), 4 Pair 2 (0)

THE PROGRESSIVE: 5 players at 1 table over 2 rounds (events.progressive, one sits out a round):
    round 1: Bea & Cy (2, 3) v Dot & Eve (4, 5), Al (1) sits out   450 v 300 (as above)
    round 2: Al & Eve (1, 5) v Cy & Dot (3, 4), Bea (2) sits out    100+100+100 = 300 v 200×3 = 600
  A bye scores the player's own average of the rounds played (the one round, so the same again):
  Al   300 (bye: +300) = 600, margin -300 (bye -300) = -600, wins 0
  Bea  450 (bye: +450) = 900, margin +150 (bye +150) = 300, wins 1 (bye 1) = 2
  Cy   450 + 600 = 1050, margin +150+300 = 450, wins 2
  Dot  300 + 600 = 900, margin -150+300 = 150, wins 1
  Eve  300 + 300 = 600, margin -150-300 = -450, wins 0
  by points: 1 Cy 1050, 2 Bea 900 (margin 300), 3 Dot 900 (150), 4 Eve 600 (-450), 5 Al 600 (-600)
"""

from factories import an_event

from scorekeeper import storage
from scorekeeper.events.progressive import progressive
from scorekeeper.events.results import side_name
from scorekeeper.rules import RoundFormat

PLAYERS = [{"name": name, "players": []} for name in ("Al", "Bea", "Cy", "Dot", "Eve")]
PAIR_TABLES = {
    (1, 1): [(200, 100), (150, 100), (100, 100)],
    (1, 2): [(100, 300), (100, 200), (50, 100)],
    (2, 1): [(300, 300), (200, 200), (100, 100)],
}
PROGRESSIVE_TABLES = {
    (1, 1): [(200, 100), (150, 100), (100, 100)],
    (2, 1): [(100, 200), (100, 200), (100, 200)],
}


def round_games(event: dict, number: int, entrants: list[dict]) -> list[dict]:
    """One game a table of round `number`: North-South first, the round format's house rules."""
    seated = event["seating"]["rounds"][number - 1]["tables"]
    return [
        {
            "table": t["table"],
            "name": f"{event['name']} · round {number}, table {t['table']}",
            "variant": event["variant"],
            "rules": RoundFormat.from_data(event["format"]).house_rules(),
            "sides": [_side(t[seat], entrants) for seat in ("ns", "ew")],
        }
        for t in seated
    ]


def _side(numbers, entrants) -> dict:
    if len(numbers) == 1:
        return dict(entrants[numbers[0] - 1])
    return {
        "name": side_name(numbers, entrants),
        "players": [entrants[n - 1]["name"] for n in numbers],
    }


def start(db, event: dict, number: int) -> dict:
    """Start round `number` as the director's page does; the event as it is then."""
    entrants = storage.entrants(db, event["pk"])
    storage.start_round(
        db,
        event["pk"],
        number,
        round_games(event, number, entrants),
        expected_version=None,
    )
    return storage.event_by_key(db, event["key"])


def play(db, event: dict, number: int, table: int, totals) -> None:
    """Save counted hands at a table: each (North-South, East-West) melded points."""
    game = next(
        r for r in storage.round_games(db, event["pk"], number) if r["table"] == table
    )
    for ns, ew in totals:
        version = storage.get_game(db, game["id"])["version"]
        hand = {
            "results": [
                {"meld_points": ns, "canastas": {}, "hand_points": 0},
                {"meld_points": ew, "canastas": {}, "hand_points": 0},
            ]
        }
        storage.add_hand(db, game["id"], hand, expected_version=version)


def paper(db, event: dict, number: int, table: int, ns: int, ew: int) -> None:
    version = storage.event_by_key(db, event["key"])["version"]
    storage.set_paper_result(
        db, event["pk"], number, table, {"ns": ns, "ew": ew}, expected_version=version
    )


def the_pair_event(db, **options) -> dict:
    """Tuesday night, both rounds played as the module's docstring says."""
    event = an_event(db, **options)
    for number in (1, 2):
        event = start(db, event, number)
    for (number, table), totals in PAIR_TABLES.items():
        play(db, event, number, table, totals)
    paper(db, event, 2, 2, 900, 1200)
    return storage.event_by_key(db, event["key"])


def a_club_night_in(db, group_pk, day, ranking="victory_points") -> dict:
    """THE PAIR EVENT on `day` in an existing group (a club's night of its season), played out."""
    event = an_event(
        db, group_pk=group_pk, name=f"Club night {day}", day=day, ranking=ranking
    )
    for number in (1, 2):
        event = start(db, event, number)
    for (number, table), totals in PAIR_TABLES.items():
        play(db, event, number, table, totals)
    paper(db, event, 2, 2, 900, 1200)
    return storage.event_by_key(db, event["key"])


def the_progressive(db, **options) -> dict:
    """Five players, two rounds, as the module's docstring says."""
    event = an_event(
        db,
        name="Progressive",
        entrants=PLAYERS,
        seating=progressive(1, 2, 5),
        per_side=2,
        **options,
    )
    for number in (1, 2):
        event = start(db, event, number)
    for (number, table), totals in PROGRESSIVE_TABLES.items():
        play(db, event, number, table, totals)
    return storage.event_by_key(db, event["key"])
