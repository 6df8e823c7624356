"""A Burraco tournament's terms through the new event's form (issue 40): rounds of a fixed number
of deals on a clock, and the victory points of each round by the table for that number of deals
(the FIBUR's 3- and 4-deal tables of relatives.md §1, or the tournament's own typed as bands)."""

import io
import re
from csv import DictReader

import pytest
from pdf_tools import pdf_text
from test_event_pages import EVENT_FORM, event_of, new_event, start_group

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db

THREE_DEALS = {
    "round_kind": "deals",
    "deals": "3",
    "minutes": "40",
    "warning_minutes": "5",
}


def test_a_round_of_three_deals_on_a_clock_is_made_and_each_table_ends_after_three(
    app, client
):
    key = new_event(client, **THREE_DEALS)
    event = event_of(app, key)
    assert event["format"]["deals"] == 3 and event["format"]["minutes"] == 40
    assert event["format"]["minimums"] == []
    page = client.get(f"/e/{key}").get_data(as_text=True)
    assert "3 deals a round, the rule set&#39;s own initial meld" in page
    assert "40 minutes a round" in page
    client.post(f"/e/{key}/rounds", data={"version": event["version"], "round": 1})
    with app.app_context():
        game = storage.get_game(get_db(), storage.table_game(get_db(), event["pk"], 1))
    assert game["rules"]["hands_in_game"] == 3 and game["rules"]["target"] == 0
    assert "meld_table" not in game["rules"]  # Classic's own minimums stay


def test_a_round_of_deals_is_offered_two_three_or_four(client):
    group = start_group(client)
    page = client.get(f"/groups/{group}/events/new").get_data(as_text=True)
    assert "a fixed number of deals (Burraco)" in page
    select = re.search(r'<select id="deals" name="deals">(.*?)</select>', page).group(1)
    assert re.findall(r'value="(\d)"', select) == ["2", "3", "4"]
    assert '<option selected value="3">' in select  # three deals unless changed
    answer = client.post(
        f"/groups/{group}/events/new", data={**EVENT_FORM, **THREE_DEALS, "deals": "5"}
    )
    assert answer.status_code == 200  # not a choice: the form again, as typed


FIBUR_BY_DEALS = {
    **THREE_DEALS,
    "ranking": "victory_points",
    "scale_preset": "fibur-deals",
}


def test_the_fibur_table_for_the_rounds_deals_is_taken_and_stored_as_bands(app, client):
    event = event_of(app, new_event(client, **FIBUR_BY_DEALS))
    assert event["vp_table"]["source"] == "fibur-3"
    assert event["vp_table"]["bands"][4] == [355, 500, 14, 6]  # relatives.md §1
    assert event["vp_table"]["bands"][-1] == [1505, None, 20, 0]
    assert event["scale"][1] == [55, 11, 9]
    four = event_of(app, new_event(client, **{**FIBUR_BY_DEALS, "deals": "4"}))
    assert four["vp_table"]["source"] == "fibur-4"
    assert four["scale"][-1] == [2005, 20, 0]


def test_two_deals_have_no_fibur_table_at_hand_so_the_director_types_one(app, client):
    group = start_group(client)
    form = {**EVENT_FORM, **FIBUR_BY_DEALS, "deals": "2"}
    answer = client.post(f"/groups/{group}/events/new", data=form)
    assert answer.status_code == 200
    assert "No FIBUR table for rounds of 2 deals is at hand" in answer.get_data(
        as_text=True
    )
    typed = "0-30: 10-10\n35-100: 12-8\n105-250: 15-5\n255+: 20-0\n"
    key = new_event(client, **{**form, "scale_preset": "typed", "scale": typed})
    assert event_of(app, key)["vp_table"] == {
        "source": "typed",
        "bands": [
            [0, 30, 10, 10],
            [35, 100, 12, 8],
            [105, 250, 15, 5],
            [255, None, 20, 0],
        ],
    }


@pytest.mark.parametrize(
    "typed, said",
    [
        (
            "0-50: 10-10\n60-150: 11-9",
            "Band 2: it must start just after the band before",
        ),
        (
            "0-50: 10-10\n55+: 11-9\n155-250: 12-8",
            "Band 2: only the last band may be open",
        ),
        (
            "0-50: 10-10\n55-150: 9-11",
            "Band 2: the loser never gets more than the winner",
        ),
        (
            "0-50: 11-9\n55-150: 10-10",
            "Band 2: the winner&#39;s victory points never fall",
        ),
        ("5-50: 10-10", "first band starts at difference 0"),
        ("0-50: 10-10\n55-150 11-9", "Scale line 2: write a band of the difference"),
    ],
)
def test_a_typed_table_that_cannot_be_used_is_refused_keeping_what_was_typed(
    client, typed, said
):
    form = {**EVENT_FORM, **FIBUR_BY_DEALS, "scale_preset": "typed", "scale": typed}
    answer = client.post(f"/groups/{start_group(client)}/events/new", data=form)
    text = answer.get_data(as_text=True)
    assert answer.status_code == 200 and said in text
    assert typed.splitlines()[-1] in text


def test_results_show_the_round_by_the_three_deal_table(app, client, tmp_path):
    """Round 1 of 3 deals, ranked by the FIBUR's 3-deal table (relatives.md §1, B3):
        table 1 Ana & Ben 810 v Eva & Fay 320: difference 490, band 355-500: 14-6
        table 2 Cleo & Dan 1000 v Gus & Hal 995: difference 5, band 0-50: 10-10
    Ranking: Ana & Ben 14, then Cleo & Dan and Gus & Hal 10 each (margin +5 before -5), then
    Eva & Fay 6."""
    key = new_event(client, **FIBUR_BY_DEALS)
    client.post(f"/e/{key}/rounds", data={"version": 1, "round": 1})
    for table, (ns, ew) in ((1, (810, 320)), (2, (1000, 995))):
        version = event_of(app, key)["version"]
        answer = client.post(
            f"/e/{key}/rounds/1/tables/{table}/paper",
            data={f"t{table}-version": version, f"t{table}-ns": ns, f"t{table}-ew": ew},
        )
        assert answer.status_code == 302
    page = client.get(f"/e/{key}").get_data(as_text=True)
    assert (
        "Victory points by Italian Burraco federation (FIBUR), rounds of 3 deals"
        in page
    )
    csv = client.get(f"/e/{key}/results.csv").get_data(as_text=True).lstrip("\ufeff")
    ranking = [
        (row["entrant"], row["victory_points"])
        for row in DictReader(io.StringIO(csv))
        if row["section"] == "ranking"
    ]
    assert ranking == [
        ("Ana & Ben", "14"),
        ("Cleo & Dan", "10"),
        ("Gus & Hal", "10"),
        ("Eva & Fay", "6"),
    ]
    text = pdf_text(client.get(f"/e/{key}/results.pdf").data, tmp_path)
    assert (
        "victory points by Italian Burraco federation (FIBUR), rounds of 3 deals"
        in text
    )
    assert re.search(r"355–500\s+14-6", text) and re.search(
        r"1505 or more\s+20-0", text
    )
    assert re.search(
        r"Ana & Ben\s+1\s+1\s+North-South\s+Eva & Fay\s+810\s+320\s+14\s+won", text
    )


def test_a_round_of_three_deals_prints_three_rows_and_its_format_on_the_sheets(
    app, client, tmp_path
):
    key = new_event(client, **THREE_DEALS)
    client.post(f"/e/{key}/rounds", data={"version": 1, "round": 1})
    answer = client.get(f"/e/{key}/sheets.pdf?round=1")
    assert answer.status_code == 200
    text = " ".join(pdf_text(answer.data, tmp_path).split())
    assert "3 deals a round, the rule set's own initial meld" in text
    assert "3 hands, highest total wins" in text  # the pad: a game of 3 hands
