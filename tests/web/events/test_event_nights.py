"""A pair's own evening (issue 29, part 6): the "my night" page on the room's link and the guide
cards the director prints, checked on the 7-pair Mitchell at 4 tables of tests/event_mitchell7.py
(worked by hand there): Ida & Jon (pair 5, East-West) meet Ana & Ben at table 1 (900-600, lost,
8 VP), Cleo & Dan at table 2 (1200-400, lost, 6 VP), Eva & Fay at table 3 (2200-200, won, 17 VP):
31 VP, place 5."""

from event_mitchell7 import PAIRS, ROUNDS
from pdf_tools import pdf_text
from test_event_pages import event_of, new_event

MITCHELL = {
    "movement": "mitchell",
    "tables": 4,
    "rounds": 3,
    "ranking": "victory_points",
    "entrants": "\n".join(PAIRS),
}


def _play(app, client, key, rounds):
    for number in rounds:
        version = event_of(app, key)["version"]
        client.post(f"/e/{key}/rounds", data={"version": version, "round": number})
        for table, _ns, _ew, ns_total, ew_total in ROUNDS[number]:
            version = event_of(app, key)["version"]
            client.post(
                f"/e/{key}/rounds/{number}/tables/{table}/paper",
                data={
                    f"t{table}-version": version,
                    f"t{table}-ns": ns_total,
                    f"t{table}-ew": ew_total,
                },
            )


def test_a_pairs_night_shows_each_round_played_and_its_place(app, client):
    key = new_event(client, **MITCHELL)
    _play(app, client, key, (1, 2, 3))
    room = event_of(app, key)["view_token"]
    names = client.get(f"/e/{room}/night").get_data(as_text=True)
    assert f"/e/{room}/night/5" in names and "Ida &amp; Jon" in names
    page = client.get(f"/e/{room}/night/5").get_data(as_text=True)
    assert "Place 5 · VP 31" in page
    for table, opponents, own, against, vp in (
        (1, "Ana &amp; Ben", "600", "900", "8"),
        (2, "Cleo &amp; Dan", "400", "1200", "6"),
        (3, "Eva &amp; Fay", "2200", "200", "17"),
    ):
        assert (
            f'<td class="num">{table}</td><td>{opponents}</td>\n'
            f'            <td class="num">{own}</td><td class="num">{against}</td>'
        ) in page
        assert f'<td class="num">{vp}</td></tr>' in page


def test_a_pairs_night_before_the_evening_lists_the_rounds_to_come(app, client):
    """Ana & Ben (North-South 1) meet Ida & Jon at table 1, sit out round 2 (the phantom), then
    meet Max & Ned at table 1."""
    key = new_event(client, **MITCHELL)
    page = client.get(f"/e/{key}/night/1").get_data(as_text=True)
    assert "Round 1: Table 1, North-South, against Ida &amp; Jon" in " ".join(
        page.split()
    )
    assert "Round 2: sits out" in " ".join(page.split())
    assert "Round 3: Table 1, North-South, against Max &amp; Ned" in " ".join(
        page.split()
    )
    assert client.get(f"/e/{key}/night/9").status_code == 404


def test_guide_cards_print_each_pairs_rounds(app, client, tmp_path):
    key = new_event(client, **MITCHELL)
    room = event_of(app, key)["view_token"]
    answer = client.get(f"/e/{room}/guide-cards.pdf")
    assert answer.status_code == 200
    text = " ".join(pdf_text(answer.data, tmp_path).split())
    assert "Ida & Jon" in text and "sits out" in text
    assert "1 1 East-West Ana & Ben" in text  # Ida & Jon's round 1
