"""Numbers no game reaches are refused with a message and change nothing (issue 9, parts 2 and 3):
every box of the hand form and of the house rules, hidden versions and game ids past 64 bits, and
values that used to be saved and then broke the game's every page."""

import re

import pytest
from factories import a_game
from hostile import US_OUT, everything_stored, game_url, hand_form

from scorekeeper import storage
from scorekeeper.record import limits
from scorekeeper.rules import VARIANTS
from scorekeeper.web.plumbing.database import get_db

HUGE = "9" * 309  # past the largest float: WTForms' NumberRange raised OverflowError
TWO_TO_THE_63 = str(2**63)  # one past SQLite's largest integer


def number_boxes(page: str) -> list[str]:
    """The name of every number box the page draws (not the meld row template's placeholders)."""
    names = [
        re.search(r'name="([^"]+)"', tag).group(1)
        for tag in re.findall(r"<input[^>]*>", page)
        if 'type="number"' in tag
    ]
    return [name for name in names if "__" not in name]


@pytest.mark.parametrize(
    "variant", ["classic", "modern-american", "samba", "hand-and-foot"]
)
@pytest.mark.parametrize(
    "page, post_to",
    [
        ("/hands/new", "/hands/new"),
        ("/hands/new", "/hands/preview"),
        ("/hands/1/edit", "/hands/1/edit"),
        ("/hands/1/edit", "/hands/preview?position=1"),
    ],
)
def test_309_digits_in_every_box_of_the_hand_form_each_get_a_message(
    app, client, variant, page, post_to
):
    game_id = a_game(app, [US_OUT], variant=variant)
    boxes = number_boxes(client.get(game_url(game_id, page)).get_data(as_text=True))
    assert len(boxes) > 20
    before = everything_stored(app)
    response = client.post(
        game_url(game_id, post_to), data=hand_form(2, **{box: HUGE for box in boxes})
    )
    assert response.status_code == 200
    # On a page each box's message shows beside it and again, as a link, in the summary at the top;
    # the live preview's JSON lists each once.
    shown = 1 if "preview" in post_to else 2
    assert response.get_data(as_text=True).count("must be from") == shown * len(boxes)
    assert everything_stored(app) == before


def test_309_digits_in_any_one_box_of_the_hand_form_are_refused(app, client):
    game_id = a_game(app)
    boxes = number_boxes(
        client.get(game_url(game_id, "/hands/new")).get_data(as_text=True)
    )
    before = everything_stored(app)
    for box in boxes:
        response = client.post(
            game_url(game_id, "/hands/new"), data=hand_form(1, **{box: HUGE})
        )
        assert response.status_code == 200 and "must be from" in response.get_data(
            as_text=True
        ), box
    assert everything_stored(app) == before


@pytest.mark.parametrize(
    "variant_id, layout",
    [(v.id, i) for v in VARIANTS.values() for i in range(len(v.layouts))],
)
def test_309_digits_in_every_house_rule_box_each_get_a_message_and_start_no_game(
    app, client, variant_id, layout
):
    path = f"/games/new/{variant_id}/{layout}"
    boxes = number_boxes(client.get(path).get_data(as_text=True))
    names = {
        "sides-0-name": "Us",
        "sides-1-name": "Them",
        "sides-2-name": "Others",
        "sides-3-name": "Fourth",
    }
    response = client.post(path, data={**names, **{box: HUGE for box in boxes}})
    assert response.status_code == 200
    assert response.get_data(as_text=True).count("must be from 0 to") == len(boxes) > 0
    assert everything_stored(app) == "[]"


def test_a_target_past_ten_times_the_largest_any_rule_set_plays_to_is_refused(
    app, client
):
    # Bolivia plays to 15000, the largest target of any rule set; a long house game may go ten times that.
    assert limits.LARGEST_TARGET == 15000 and limits.MOST_TARGET == 150000
    names = {"sides-0-name": "Us", "sides-1-name": "Them"}
    response = client.post(
        "/games/new/classic/0", data={**names, "rules-target": "150001"}
    )
    assert "must be from 0 to 150000" in response.get_data(as_text=True)
    assert (
        client.post(
            "/games/new/classic/0", data={**names, "rules-target": "150000"}
        ).status_code
        == 302
    )


def test_a_bonus_past_the_largest_target_of_any_rule_set_is_refused(app, client):
    names = {"sides-0-name": "Us", "sides-1-name": "Them"}
    response = client.post(
        "/games/new/classic/0", data={**names, "rules-canasta_bonus__natural": "15001"}
    )
    assert "must be from 0 to 15000" in response.get_data(as_text=True)
    assert everything_stored(app) == "[]"


@pytest.mark.parametrize("action", ["save", "preview"])
def test_a_version_past_64_bits_on_a_save_is_an_out_of_date_page(app, client, action):
    game_id = a_game(app)
    before = everything_stored(app)
    response = client.post(
        game_url(game_id, "/hands/new"),
        data=hand_form(TWO_TO_THE_63, action, **{"sides-0-hand_points": "5"}),
    )
    assert response.status_code == 200
    if action == "save":
        assert "The game changed while you were typing" in response.get_data(
            as_text=True
        )
    assert everything_stored(app) == before


def test_a_version_past_64_bits_on_a_delete_deletes_nothing(app, client):
    game_id = a_game(app, [US_OUT])
    before = everything_stored(app)
    response = client.post(
        game_url(game_id, "/hands/1/delete"), data={"version": TWO_TO_THE_63}
    )
    # Refused as from an out-of-date page: drawn again with the game as it is (409), not a redirect,
    # so a phone resending a kept deletion can tell a refusal from a success.
    assert (
        response.status_code == 409
        and "The game changed meanwhile" in response.get_data(as_text=True)
    )
    assert everything_stored(app) == before


@pytest.mark.parametrize(
    "rest",
    [
        "",
        "/export.json",
        "/sheet.pdf",
        "/hands/new",
        "/hands/1/edit",
        "/hands/1/delete",
        "/delete",
    ],
)
def test_a_game_id_past_64_bits_is_not_found(client, rest):
    assert client.get(game_url(TWO_TO_THE_63, rest)).status_code == 404
    assert client.get(game_url(2**64 * 10**300, rest)).status_code == 404


def test_4300_nines_as_a_penalty_are_refused_and_the_game_stays_readable(app, client):
    game_id = a_game(app)
    before = everything_stored(app)
    response = client.post(
        game_url(game_id, "/hands/new"),
        data=hand_form(1, **{"sides-0-adjustment": "9" * 4300}),
    )
    assert response.status_code == 200
    assert "must be from -5000 to 5000" in response.get_data(as_text=True)
    assert everything_stored(app) == before
    for rest in ("", "/hands/new", "/delete", "/sheet.pdf"):
        assert client.get(game_url(game_id, rest)).status_code == 200, rest


@pytest.mark.parametrize(
    "adjustment, refused",
    [(5000, False), (-5000, False), (5001, True), (-5001, True), (10**30, True)],
)
def test_an_adjustment_is_a_few_thousand_points_at_most(
    app, client, adjustment, refused
):
    game_id = a_game(app)
    response = client.post(
        game_url(game_id, "/hands/new"),
        data=hand_form(1, **{"sides-0-adjustment": str(adjustment)}),
    )
    assert (response.status_code == 200) is refused
    with app.app_context():
        hands = storage.get_game(get_db(), game_id)["hands"]
    assert len(hands) == (0 if refused else 1)


def test_a_game_stored_before_the_limits_with_a_huge_number_shows_why_instead_of_failing(
    app, client
):
    # A hand saved by an older version: 4300 nines as a penalty. Its total passes Python's
    # 4300-digit limit for turning a number into text, so every page of the game answered 500.
    hand = {
        "results": [
            {"meld_points": 0, "adjustment": int("9" * 4300)},
            {"meld_points": 0},
        ]
    }
    game_id = a_game(app, [hand])
    response = client.get(game_url(game_id))
    assert response.status_code == 200
    assert "can no longer be scored" in response.get_data(as_text=True)
    assert "adjustment must be between -5000 and 5000" in response.get_data(
        as_text=True
    )
    assert client.get(game_url(game_id, "/hands/new")).status_code == 302
    assert client.get(game_url(game_id, "/sheet.pdf")).status_code == 404
    assert client.get(game_url(game_id, "/export.json")).status_code == 200


def test_a_stored_game_the_rules_cannot_read_is_not_a_server_error(app, client):
    game_id = a_game(
        app,
        name="Old",
        variant="gone",
        sides=[{"name": "A"}, {"name": "B"}],
    )
    assert client.get(game_url(game_id)).status_code == 200


def test_hand_201_is_refused_with_a_message_and_nothing_saved(app, client):
    # Us score 5 in hand each time and nobody goes out: the game never ends (5000 is far away).
    small = {
        "results": [
            {"meld_points": 0, "hand_points": 5},
            {"meld_points": 0, "hand_points": 5},
        ]
    }
    game_id = a_game(app, [small] * limits.MOST_HANDS)
    before = everything_stored(app)
    response = client.post(
        game_url(game_id, "/hands/new"),
        data=hand_form(limits.MOST_HANDS + 1, **{"sides-0-hand_points": "5"}),
    )
    assert response.status_code == 200
    assert (
        "a game holds at most 200 hands: start a new game to play on"
        in response.get_data(as_text=True)
    )
    assert everything_stored(app) == before
