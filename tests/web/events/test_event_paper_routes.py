"""The event's paper routes: who may fetch what, file names and cells built from hostile names,
the results CSV read back as a spreadsheet would, the heavy-page limit, and cards drawn again
after the director changes the seating. The events are tests/event_games.py's."""

import csv
import io
from fractions import Fraction

import pytest
from event_games import paper, start, the_pair_event
from factories import an_event, make_app
from pdf_tools import pdf_text

from scorekeeper import storage
from scorekeeper.printing.event_results import COLUMNS, figure
from scorekeeper.web.plumbing.database import get_db

PAPER = ("table-cards.pdf", "sheets.pdf?round=1", "results.pdf", "results.csv")
HOSTILE_EVENT = '<script>alert(1)</script>".html'
HOSTILE_PAIRS = [
    {"name": '=HYPERLINK("http://x","y")', "players": ["+1", "Bo"]},
    {"name": "@SUM(A1)", "players": ["Cat", "-2+3"]},
    {"name": '<img src="file:///etc/passwd">', "players": ["Di", "Ed"]},
    {"name": "Zoë & Ana", "players": ["Zoë", "Ana"]},
]


def stored(app, build=the_pair_event, **options) -> dict:
    with app.app_context():
        return build(get_db(), **options)


def rows_of(answer) -> list[dict]:
    text = answer.get_data(as_text=True)
    assert text.startswith("\ufeff")  # Excel reads it as UTF-8
    return list(csv.DictReader(io.StringIO(text[1:])))


@pytest.mark.parametrize("path", PAPER)
def test_an_unknown_key_finds_no_paper(client, path):
    assert client.get(f"/e/nothing-here/{path}").status_code == 404


@pytest.mark.parametrize("path", ["table-cards.pdf", "sheets.pdf?round=1"])
def test_the_rooms_link_may_not_print_cards_or_sheets(app, client, path):
    """They carry the tables' links, which record games: the director's link only."""
    event = stored(app)
    assert client.get(f"/e/{event['view_token']}/{path}").status_code == 403
    assert client.get(f"/e/{event['token']}/{path}").status_code == 200


def test_a_table_link_opens_no_paper(app, client):
    event = stored(app)
    with app.app_context():
        table = storage.table_links(get_db(), event["pk"])[0]["token"]
    assert {client.get(f"/e/{table}/{path}").status_code for path in PAPER} == {404}


@pytest.mark.parametrize("path", ["results.pdf", "results.csv"])
def test_either_link_gets_the_results(app, client, path):
    event = stored(app)
    for key in (event["token"], event["view_token"]):
        assert client.get(f"/e/{key}/{path}").status_code == 200


def test_the_results_csv_holds_the_hand_worked_figures(app, client):
    event = stored(app, ranking="wins")
    answer = client.get(f"/e/{event['view_token']}/results.csv")
    assert answer.mimetype == "text/csv"
    assert (
        answer.headers["Content-Disposition"]
        == 'attachment; filename="tuesday-night-2026-11-24-results.csv"'
    )
    rows = rows_of(answer)
    assert list(rows[0]) == list(COLUMNS)
    ranking = [r for r in rows if r["section"] == "ranking"]
    assert [
        (r["place"], r["entrant"], r["players"], r["wins"], r["margin"], r["points"])
        for r in ranking
    ] == [
        ("1", "Pair 4", "P4a, P4b", "1.5", "350", "1200"),
        ("2", "Pair 1", "P1a, P1b", "1.5", "150", "1050"),
        ("3", "Pair 3", "P3a, P3b", "1", "150", "1500"),
        # a negative figure stays a number
        (
            "4",
            "Pair 2",
            "P2a, P2b",
            "0",
            "-650",
            "1150",
        ),
    ]
    tables = [r for r in rows if r["section"] == "table"]
    assert [
        (
            r["round"],
            r["table"],
            r["ns"],
            r["ns_total"],
            r["ew"],
            r["ew_total"],
            r["result"],
        )
        for r in tables
    ] == [
        ("1", "1", "Pair 1", "450", "Pair 3", "300", "finished"),
        ("1", "2", "Pair 2", "250", "Pair 4", "600", "finished"),
        ("2", "1", "Pair 1", "600", "Pair 4", "600", "finished"),
        ("2", "2", "Pair 2", "900", "Pair 3", "1200", "paper"),
    ]
    second = [r for r in rows if r["section"] == "round" and r["entrant"] == "Pair 2"]
    assert [
        (
            r["round"],
            r["table"],
            r["seat"],
            r["opponents"],
            r["points"],
            r["against"],
            r["margin"],
            r["result"],
        )
        for r in second
    ] == [
        ("1", "2", "ns", "Pair 4", "250", "600", "-350", "lost"),
        ("2", "2", "ns", "Pair 3", "900", "1200", "-300", "lost"),
    ]


def hostile_event(app) -> dict:
    with app.app_context():
        db = get_db()
        event = an_event(db, name=HOSTILE_EVENT, entrants=HOSTILE_PAIRS)
        event = start(db, event, 1)
        paper(db, event, 1, 1, 500, 700)
        return event


@pytest.mark.parametrize("path", PAPER)
def test_a_hostile_event_name_makes_a_plain_file_name(app, client, path):
    event = hostile_event(app)
    disposition = client.get(f"/e/{event['token']}/{path}").headers[
        "Content-Disposition"
    ]
    stem, extension = path.split("?")[0].rsplit(".", 1)
    stem = "round-1-sheets" if stem == "sheets" else stem  # a round at a time
    assert disposition == (
        f'attachment; filename="script-alert-1-script-html-2026-11-24-{stem}.{extension}"'
    )


def test_hostile_names_stay_text_in_the_csv(app, client):
    rows = rows_of(client.get(f"/e/{hostile_event(app)['token']}/results.csv"))
    ranked = {r["number"]: r for r in rows if r["section"] == "ranking"}
    # A cell a spreadsheet would run starts with a quote; the names are otherwise whole.
    assert ranked["1"]["entrant"] == "'" + HOSTILE_PAIRS[0]["name"]
    assert ranked["1"]["players"] == "'+1, Bo"
    assert ranked["2"]["entrant"] == "'@SUM(A1)"
    assert ranked["3"]["entrant"] == HOSTILE_PAIRS[2]["name"]
    assert ranked["4"]["entrant"] == "Zoë & Ana"
    table = next(r for r in rows if r["section"] == "table" and r["table"] == "1")
    assert (table["ns"], table["ns_total"], table["ew"], table["ew_total"]) == (
        "'" + HOSTILE_PAIRS[0]["name"],
        "500",
        HOSTILE_PAIRS[2]["name"],
        "700",
    )
    assert ranked["1"]["margin"] == "-200"  # a number, never guarded as text


@pytest.mark.parametrize(
    "path", ["table-cards.pdf", "sheets.pdf?round=1", "results.pdf"]
)
def test_hostile_names_print_as_typed_in_the_pdfs(app, client, tmp_path, path):
    """Markup in a name is text on paper: the img names a file the PDF never reads."""
    event = hostile_event(app)
    text = " ".join(
        pdf_text(client.get(f"/e/{event['token']}/{path}").data, tmp_path).split()
    )
    assert HOSTILE_EVENT in text
    assert '<img src="file:///etc/passwd">' in text
    assert "@SUM(A1)" in text


@pytest.mark.parametrize("path", PAPER)
def test_with_every_heavy_turn_taken_the_paper_waits(tmp_path, path):
    app = make_app(tmp_path, HEAVY_AT_ONCE=0)
    event = stored(app)
    answer = app.test_client().get(f"/e/{event['token']}/{path}")
    assert answer.status_code == 503 and int(answer.headers["Retry-After"]) >= 3


def test_cards_are_drawn_again_after_the_director_reseats(app, client, tmp_path):
    with app.app_context():
        db = get_db()
        event = an_event(db)
        before = pdf_text(
            client.get(f"/e/{event['token']}/table-cards.pdf").data, tmp_path
        )
        seating = event["seating"]
        # The director swaps the East-West pairs of round 1.
        first = seating["rounds"][0]["tables"]
        first[0]["ew"], first[1]["ew"] = first[1]["ew"], first[0]["ew"]
        storage.reseat(
            db,
            event["pk"],
            seating,
            expected_version=event["version"],
            action="swap",
            detail={},
        )
    after = pdf_text(client.get(f"/e/{event['token']}/table-cards.pdf").data, tmp_path)
    assert "1 Pair 1 Pair 3".split() == _row(before, "1")
    assert "1 Pair 1 Pair 4".split() == _row(after, "1")


def _row(text, first):
    return next(
        line.split()
        for line in text.splitlines()
        if line.split()[:2] == [first, "Pair"]
    )


@pytest.mark.parametrize(
    "value, written",
    [
        (Fraction(3, 2), "1.5"),  # half a win, exactly
        (Fraction(-7, 2), "-3.5"),
        (Fraction(3701, 3), "1233.67"),  # a bye's average of three rounds, rounded
        (Fraction(2000003, 2000), "1000"),  # 1000.0015 rounds to a whole number
        (Fraction(1200), "1200"),
    ],
)
def test_a_figure_is_written_as_a_number_to_two_places_at_most(value, written):
    assert str(figure(value)) == written
