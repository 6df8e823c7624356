"""Movements seated by the standings through the pages: a Danish evening (tests/event_danish.py,
worked by hand) where each round is paired when the director starts it, and what a Swiss, a
modified Danish and winners move up need from the form."""

import re

from event_danish import PAIRS, ROUNDS, STANDINGS
from event_mitchell7 import PAIRS as MITCHELL_PAIRS
from event_mitchell7 import ROUNDS as MITCHELL_ROUNDS
from event_mitchell7 import SITS_OUT
from event_mitchell7 import STANDINGS as MITCHELL_STANDINGS
from test_event_pages import EVENT_FORM, event_of, new_event, start_group

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db

DANISH = {
    "movement": "danish",
    "tables": 4,
    "rounds": 4,
    "entrants": "\n".join(PAIRS),
}


def seated(app, key, number):
    with app.app_context():
        event = event_of(app, key)
        rnd = event["seating"]["rounds"][number - 1]
    return [(t["table"], t["ns"][0], t["ew"][0]) for t in rnd["tables"]]


def test_a_danish_evening_pairs_each_round_from_the_standings(app, client):
    key = new_event(client, **DANISH)
    assert len(event_of(app, key)["seating"]["rounds"]) == 1  # the rest come later
    page = client.get(f"/e/{key}").get_data(as_text=True)
    assert "Table 1: North-South Ana &amp; Ben · East-West Cleo &amp; Dan" in page
    for number, tables in ROUNDS.items():
        version = event_of(app, key)["version"]
        answer = client.post(
            f"/e/{key}/rounds", data={"version": version, "round": number}
        )
        assert answer.status_code == 302
        assert seated(app, key, number) == [t[:3] for t in tables]
        for table, _ns, _ew, ns_total, ew_total in tables:
            version = event_of(app, key)["version"]
            client.post(
                f"/e/{key}/rounds/{number}/tables/{table}/paper",
                data={
                    f"t{table}-version": version,
                    f"t{table}-ns": ns_total,
                    f"t{table}-ew": ew_total,
                },
            )
        if number < 4:
            page = client.get(f"/e/{key}").get_data(as_text=True)
            assert "seated from the standings when it starts" in page
    room = client.get(f"/e/{event_of(app, key)['view_token']}/standings")
    assert room_rows(room.get_data(as_text=True)) == STANDINGS


def test_a_standings_seated_round_cannot_be_swapped_before_it_is_paired(client):
    key = new_event(client, **DANISH)
    client.post(f"/e/{key}/rounds", data={"version": 1, "round": 1})
    answer = client.post(
        f"/e/{key}/swap",
        data={"version": 2, "round": 2, "first": 1, "second": 2, "confirm": "1"},
    )
    assert answer.status_code == 409
    assert "seated from the standings when it starts" in answer.get_data(as_text=True)


def test_a_table_link_says_its_seats_come_from_the_standings(app, client):
    key = new_event(client, **DANISH)
    client.post(f"/e/{key}/rounds", data={"version": 1, "round": 1})
    for table in range(1, 5):
        client.post(
            f"/e/{key}/rounds/1/tables/{table}/paper",
            data={f"t{table}-version": table + 1, f"t{table}-ns": 1, f"t{table}-ew": 0},
        )
    with app.app_context():
        link = storage.table_links(get_db(), event_of(app, key)["pk"])[0]["token"]
    page = client.get(f"/t/{link}").get_data(as_text=True)
    assert "comes from the standings when the round starts" in page


def test_winners_move_up_is_offered_for_individuals_and_needs_full_tables(client):
    group = start_group(client)
    page = client.get(f"/groups/{group}/events/new").get_data(as_text=True)
    assert 'value="progressive-winners"' in page and 'value="swiss"' in page
    players = "\n".join(f"Player {n}" for n in range(1, 10))  # 9 players at 2 tables
    answer = client.post(
        f"/groups/{group}/events/new",
        data={
            **EVENT_FORM,
            "per_side": "2",
            "movement": "progressive-winners",
            "entrants": players,
        },
    )
    assert "2 tables seat 8 to 11 players, not 9." in answer.get_data(as_text=True)


def test_a_mitchell_of_seven_pairs_at_four_tables_ranks_by_vp_with_byes(app, client):
    """tests/event_mitchell7.py, worked by hand."""
    key = new_event(
        client,
        movement="mitchell",
        tables=4,
        rounds=3,
        ranking="victory_points",
        entrants="\n".join(MITCHELL_PAIRS),
    )
    for number, tables in MITCHELL_ROUNDS.items():
        version = event_of(app, key)["version"]
        client.post(f"/e/{key}/rounds", data={"version": version, "round": number})
        assert seated(app, key, number) == [t[:3] for t in tables]
        assert event_of(app, key)["seating"]["rounds"][number - 1]["sits_out"] == [
            SITS_OUT[number]
        ]
        for table, _ns, _ew, ns_total, ew_total in tables:
            version = event_of(app, key)["version"]
            client.post(
                f"/e/{key}/rounds/{number}/tables/{table}/paper",
                data={
                    f"t{table}-version": version,
                    f"t{table}-ns": ns_total,
                    f"t{table}-ew": ew_total,
                },
            )
    room = client.get(f"/e/{event_of(app, key)['view_token']}/standings")
    assert room_rows(room.get_data(as_text=True)) == MITCHELL_STANDINGS


def room_rows(page: str) -> list[tuple]:
    return [
        tuple(r)
        for r in re.findall(
            r"<tr><td class=\"num\">(\d+)</td><td>([^<]+)</td>\s*<td class=\"num\">"
            r"([^<]+)</td><td class=\"num\">([^<]+)</td><td class=\"num\">([^<]+)</td>",
            page.replace("&amp;", "&"),
        )
    ]


def test_the_italian_federations_scale_is_chosen_on_the_form(app, client):
    key = new_event(client, ranking="victory_points", scale_preset="fibur-4")
    scale = event_of(app, key)["scale"]
    assert scale[1] == [105, 11, 9] and scale[-1] == [2005, 20, 0]


def test_winners_move_up_seats_round_two_from_round_ones_results(app, client):
    """8 players at 2 tables. Round 1 (the fixed progressive's): table 1 Player 1 & 2 v 3 & 4,
    table 2 Player 5 & 6 v 7 & 8. North-South win table 1 (900-500), East-West table 2
    (400-800). Then at table 1 the winners 1 and 2 stay and the losers 3 and 4 go to the last
    table; at table 2 the losers 5 and 6 stay and the winners 7 and 8 go up to table 1. Those
    who stayed split: table 1 Player 1 & 7 v 2 & 8, table 2 Player 3 & 5 v 4 & 6."""
    players = "\n".join(f"Player {n}" for n in range(1, 9))
    key = new_event(
        client,
        per_side="2",
        movement="progressive-winners",
        tables=2,
        rounds=2,
        entrants=players,
    )
    client.post(f"/e/{key}/rounds", data={"version": 1, "round": 1})
    for table, ns, ew in ((1, 900, 500), (2, 400, 800)):
        version = event_of(app, key)["version"]
        client.post(
            f"/e/{key}/rounds/1/tables/{table}/paper",
            data={f"t{table}-version": version, f"t{table}-ns": ns, f"t{table}-ew": ew},
        )
    version = event_of(app, key)["version"]
    client.post(f"/e/{key}/rounds", data={"version": version, "round": 2})
    second = event_of(app, key)["seating"]["rounds"][1]["tables"]
    assert [(t["table"], t["ns"], t["ew"]) for t in second] == [
        (1, [1, 7], [2, 8]),
        (2, [3, 5], [4, 6]),
    ]


def test_starting_a_round_seated_by_the_standings_reads_the_board_once(app, client):
    """Whether tables still play and who meets whom both come from the one board read as the
    round starts (issue 38: it was read twice, once before the form was even checked)."""
    import sys

    from scorekeeper.web.boards.event_board import board

    key = new_event(client, **DANISH)
    client.post(
        f"/e/{key}/rounds", data={"version": event_of(app, key)["version"], "round": 1}
    )
    for table, _ns, _ew, ns_total, ew_total in ROUNDS[1]:
        client.post(
            f"/e/{key}/rounds/1/tables/{table}/paper",
            data={
                f"t{table}-version": event_of(app, key)["version"],
                f"t{table}-ns": ns_total,
                f"t{table}-ew": ew_total,
            },
        )
    reads = []

    def profile(frame, event, arg):
        if event == "call" and frame.f_code is board.__code__:
            reads.append(1)

    version = event_of(app, key)["version"]
    sys.setprofile(profile)
    try:
        answer = client.post(f"/e/{key}/rounds", data={"version": version, "round": 2})
    finally:
        sys.setprofile(None)
    assert answer.status_code == 302
    assert seated(app, key, 2) == [t[:3] for t in ROUNDS[2]]
    assert len(reads) == 1
