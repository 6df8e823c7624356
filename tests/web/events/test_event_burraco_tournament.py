"""The Burraco tournament of tests/event_burraco.py through the test client: 6 pairs, 3 rounds of
Mitchell then 2 of Danish, rounds of 3 deals ranked on the FIBUR's 3-deal table, played by the
burraco rule set (and by Classic: the machinery is any rule set's). Each table's deals are saved
on its game as its phone would; each Danish round is paired from the standings
when the director starts it; the results, the room's standings and the guide cards read as worked
by hand in the fixture's docstring."""

import io
import re
from csv import DictReader

import pytest
from event_burraco import DEALS, MITCHELL_ROUNDS, PAIRS, ROUNDS, STANDINGS, TOTALS
from pdf_tools import pdf_text
from test_event_pages import event_of, new_event

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db

TOURNAMENT = {
    "name": "Burraco day",
    "movement": "mitchell-danish",
    "mitchell_rounds": str(MITCHELL_ROUNDS),
    "tables": "3",
    "rounds": str(ROUNDS),
    "round_kind": "deals",
    "deals": "3",
    "minutes": "45",
    "warning_minutes": "5",
    "ranking": "victory_points",
    "scale_preset": "fibur-deals",
    "entrants": "\n".join(PAIRS),
}


# How the side closing a deal records it, by rule set, for the same score (melded + 400):
# Classic: one mixed canasta (300) and going out (100); Burraco: 100 more melded, a burraco
# pulito (200) and the closing (100), its pozzetto taken (the record's default).
CLOSING = {
    "classic": lambda meld: {"meld_points": meld, "canastas": {"mixed": 1}},
    "burraco": lambda meld: {"meld_points": meld + 100, "canastas": {"clean": 1}},
}


def count_sides(deal, rule_set) -> list[dict]:
    """A deal as the count form records it: the side closing melded + 400 (CLOSING), the other
    side melded − left."""
    out, meld, other_meld, left = deal
    closing = {**CLOSING[rule_set](meld), "went_out": True}
    other = {"meld_points": other_meld, "canastas": {}, "hand_points": left}
    return [closing, other] if out == "ns" else [other, closing]


def play_round(app, key, number, rule_set):
    event = event_of(app, key)
    with app.app_context():
        db = get_db()
        for table, (_ns, _ew, deals) in DEALS[number].items():
            game = storage.table_game(db, event["pk"], table)
            for position, deal in enumerate(deals, 1):
                storage.add_hand(
                    db,
                    game,
                    {"results": count_sides(deal, rule_set)},
                    expected_version=position,
                )


def seats(app, key, number):
    rnd = event_of(app, key)["seating"]["rounds"][number - 1]
    return {t["table"]: (t["ns"][0], t["ew"][0]) for t in rnd["tables"]}


@pytest.mark.parametrize("rule_set", sorted(CLOSING))
def test_three_mitchell_rounds_then_two_danish_of_three_deals_rank_as_worked_by_hand(
    app, client, tmp_path, rule_set
):
    key = new_event(client, **TOURNAMENT, variant=rule_set)
    event = event_of(app, key)
    assert event["movement"] == "mitchell-danish"
    assert (
        len(event["seating"]["rounds"]) == MITCHELL_ROUNDS
    )  # the Danish rounds come later
    for number in range(1, ROUNDS + 1):
        version = event_of(app, key)["version"]
        answer = client.post(
            f"/e/{key}/rounds", data={"version": version, "round": number}
        )
        assert answer.status_code == 302
        assert seats(app, key, number) == {
            table: (ns, ew) for table, (ns, ew, _deals) in DEALS[number].items()
        }
        play_round(app, key, number, rule_set)
    with app.app_context():
        rows = storage.round_games(get_db(), event["pk"])
    csv = client.get(f"/e/{key}/results.csv").get_data(as_text=True).lstrip("\ufeff")
    found = list(DictReader(io.StringIO(csv)))
    tables = {
        (int(r["round"]), int(r["table"])): (int(r["ns_total"]), int(r["ew_total"]))
        for r in found
        if r["section"] == "table"
    }
    assert tables == TOTALS and {
        r["result"] for r in found if r["section"] == "table"
    } == {"finished"}
    assert len(rows) == 15
    ranking = [
        (r["place"], r["entrant"], r["victory_points"], r["margin"], r["points"])
        for r in found
        if r["section"] == "ranking"
    ]
    assert ranking == [
        (place, name, vp, margin.replace("\u2212", "-"), points)
        for place, name, vp, margin, points in STANDINGS
    ]
    # Ida & Jon's round 5: table 1 East-West against Cleo & Dan, 740 to 1250, 15 VP
    ida = [r for r in found if r["section"] == "round" and r["entrant"] == "Ida & Jon"]
    assert (ida[-1]["table"], ida[-1]["seat"], ida[-1]["opponents"]) == (
        "1",
        "ew",
        "Cleo & Dan",
    )
    assert (ida[-1]["points"], ida[-1]["victory_points"]) == ("1250", "15")
    guide = " ".join(
        pdf_text(client.get(f"/e/{key}/guide-cards.pdf").data, tmp_path).split()
    )
    assert (
        "5 1 East-West Cleo & Dan" in guide
    )  # Ida & Jon's round 5, seated by the Danish
    results = " ".join(
        pdf_text(client.get(f"/e/{key}/results.pdf").data, tmp_path).split()
    )
    assert "Final results." in results
    assert "Italian Burraco federation (FIBUR), rounds of 3 deals" in results
    assert re.search(r"Ida & Jon 5 0 62 1,?320 5,?500", results)
