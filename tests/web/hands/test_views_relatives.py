"""The hand form under Burraco, Buraco and Biriba, through the Flask test client: it asks for the side's
second pile, how a hand nobody closed ended and Biriba's trump suit; the count form and the meld-by-meld
form both give the relatives reference's scores (relatives.md B1, C1, D1)."""

from factories import a_game
from test_views_hands import counted, game, hand_form

from scorekeeper.rules import VARIANTS
from scorekeeper.web.entry.hand_form import form_data, hand_record
from scorekeeper.web.entry.hand_spec import entry_spec


def new_hand_page(app, client, variant):
    game_id = a_game(app, variant=variant)
    return game_id, client.get(f"/g/{game_id}/hands/new").get_data(as_text=True)


def test_the_burraco_form_asks_for_the_pozzetto_sets_of_threes_and_runs_from_the_ace(
    app, client
):
    _, page = new_hand_page(app, client, "burraco")
    for asked in (
        "Pozzetto",
        "Taken, not played",
        "Points of the pile not played",
        "Nobody closed: time was called",
        "Us closed",
        'value="0:3"',
        'value="0:run"',
        "Burrachi semipuliti",
        '<option value="A">',
    ):
        assert asked in page, asked
    for not_asked in (
        'name="sides-0-red_threes"',
        "Count cards",
        "Trump suit",
        "Us went out",
    ):
        assert not_asked not in page, not_asked


def test_buraco_asks_for_the_morto_and_biriba_for_the_biribaki_and_the_trump_suit(
    app, client
):
    _, buraco = new_hand_page(app, client, "buraco")
    assert "Morto" in buraco and "Canastras limpas A-K (500)" in buraco
    assert 'value="0:K"' not in buraco  # aberto: runs only
    _, biriba = new_hand_page(app, client, "biriba")
    assert "Biribaki" in biriba and "Trump suit" in biriba
    assert "Clean biribas in trumps" in biriba


def test_a_counted_b1_saved_through_the_form_scores_560_and_95(app, client):
    """B1 (relatives.md §1.3): NS 185 + 300 + 100 − 25 = 560; EW 120 + 150 − 75 − 100 = 95."""
    game_id = a_game(app, variant="burraco")
    fields = counted(
        **{
            "went_out": "0",
            "sides-0-meld_points": "185",
            "sides-0-canastas-clean": "1",
            "sides-0-canastas-dirty": "1",
            "sides-0-hand_points": "25",
            "sides-0-pile": "taken",
            "sides-1-meld_points": "120",
            "sides-1-canastas-semi_clean": "1",
            "sides-1-hand_points": "75",
            "sides-1-pile": "not_taken",
        }
    )
    response = client.post(
        f"/g/{game_id}/hands/new", data=hand_form(1, **fields), follow_redirects=True
    )
    page = response.get_data(as_text=True)
    assert 'data-total="0">560<' in page and 'data-total="1">95<' in page
    stored = game(app, game_id)["hands"][0]["record"]
    assert stored["results"][1]["pile"] == "not_taken" and "ended" not in stored


def test_a_biriba_hand_meld_by_meld_with_its_trump_suit_scores_d1(app, client):
    """D1 (relatives.md §3.1): clubs trumps; A = 155 + 400 + 100 + 100 − 10 = 745, B = 45 − 55 = −10.
    A run's row holds its length; its wild card and the card it stands for are said beside it."""
    game_id = a_game(app, variant="biriba")
    fields = {
        "went_out": "0",
        "trump": "clubs",
        **run_row(0, 0, "5", 7, "clubs"),
        **run_row(0, 1, "8", 7, "hearts", jokers=1, stands_for="8"),
        **run_row(0, 2, "3", 3, "diamonds"),
        "sides-0-hand_points": "10",
        **run_row(1, 0, "A", 6, "spades"),
        "sides-1-hand_points": "55",
    }
    response = client.post(
        f"/g/{game_id}/hands/new", data=hand_form(1, **fields), follow_redirects=True
    )
    page = response.get_data(as_text=True)
    assert 'data-total="0">745<' in page and 'data-total="1">−10<' in page


def run_row(side, row, low, cards, suit, jokers=0, stands_for=""):
    base = f"sides-{side}-melds-{row}-"
    fields = {
        base + "rank": "run",
        base + "natural": str(cards),
        base + "low": low,
        base + "suit": suit,
    }
    if jokers:
        fields[base + "jokers"] = str(jokers)
        fields[base + "wild_ranks"] = stands_for
    return fields


def test_a_hand_nobody_closed_is_said_by_the_went_out_choice_and_round_trips():
    spec = entry_spec(VARIANTS["buraco"])
    data = {
        "went_out": "time",
        "sides": [
            {"mode": "count", "meld_points": "60", "pile": "not_taken"},
            {
                "mode": "count",
                "meld_points": "40",
                "pile": "taken_unplayed",
                "pile_points": "55",
            },
        ],
    }
    hand, _ = hand_record(data, spec)
    assert hand["ended"] == "time"
    assert hand["results"][0]["pile"] == "not_taken"
    assert hand["results"][1]["pile_points"] == 55
    back = form_data(hand, spec)
    assert back["went_out"] == "time" and back["sides"][1]["pile"] == "taken_unplayed"
    stock, _ = hand_record({**data, "went_out": ""}, spec)
    assert stock["ended"] == "stock"
