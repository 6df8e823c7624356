"""Texts and sizes (issue 9, part 4): requests too big are refused before they are read, names hold no
control or text-direction characters, and an import names the field whose type is wrong."""

import io
import json

import pytest
from factories import SIDES, a_game
from hostile import US_OUT, everything_stored, game_url, hand_form

from scorekeeper.record import limits

RECORD = {
    "format": 1,
    "variant": "classic",
    "name": "Friday",
    "sides": SIDES,
    "first_dealer": "Ana",
    "hands": [US_OUT],
}
NEW_GAME = {"sides-0-name": "Us", "sides-1-name": "Them"}


def imported(client, record=None, text=None):
    """Post a record to the import page as pasted text; the response."""
    return client.post(
        "/games/import", data={"text": text if text is not None else json.dumps(record)}
    )


def test_a_300_mb_post_is_refused_before_it_is_read(client):
    # Only the headers say 300 MB: the body is never read, so sending a few bytes shows it.
    response = client.post(
        "/games/import",
        input_stream=io.BytesIO(b"text=x"),
        content_type="application/x-www-form-urlencoded",
        environ_overrides={"CONTENT_LENGTH": str(300 * 2**20)},
    )
    assert response.status_code == 413
    assert "That was too much to send" in response.get_data(as_text=True)
    assert "Nothing was changed" in response.get_data(as_text=True)


def test_an_upload_past_the_limit_is_refused_with_the_friendly_page(app, client):
    # A file sent back to Import may pass 1 MB (a device's own download of long games), up to
    # GROUP_FILE_BYTES (upload_limits.py): set small here, so the test stays light.
    app.config["GROUP_FILE_BYTES"] = 2 * limits.REQUEST_BYTES
    body = (
        b'--b\r\nContent-Disposition: form-data; name="file"; filename="game.json"\r\n\r\n'
        + b" " * (2 * limits.REQUEST_BYTES + 1)
        + b"\r\n--b--\r\n"
    )
    response = client.post(
        "/games/import",
        input_stream=io.BytesIO(body),
        content_type="multipart/form-data; boundary=b",
        environ_overrides={"CONTENT_LENGTH": str(len(body))},
    )
    assert response.status_code == 413 and "too much to send" in response.get_data(
        as_text=True
    )
    assert everything_stored(app) == "[]"


def test_a_record_of_200_long_hands_fits_the_request_limit():
    # The longest game the app keeps, each hand with a meld of every rank and cards in every box,
    # exported with indents as the app does: it must still be importable.
    melds = [
        {"rank": rank, "natural": 7, "twos": 2, "jokers": 1}
        for rank in ("A", "K", "Q", "J", "10", "9")
    ]
    side = {
        "melds": melds,
        "red_threes": 2,
        "in_hand": {card: 2 for card in ("K", "Q", "J", "9", "8", "7")},
        "adjustment": -100,
    }
    record = {
        **RECORD,
        "hands": [{"results": [side, side], "note": "n" * 40}] * limits.MOST_HANDS,
    }
    assert len(json.dumps(record, indent=2).encode()) < limits.REQUEST_BYTES


@pytest.mark.parametrize(
    "field, value, message",
    [
        ("sides-0-name", "U" * 41, "at most 40 characters"),
        ("sides-0-name", "Us\x00", "U+0000"),
        ("sides-0-name", "Us\n<img src=x onerror=alert(1)>", "U+000A"),
        ("sides-0-name", "\u202eevil", "U+202E"),
        ("sides-0-name", "Us\u2028", "U+2028"),
        ("sides-0-player0", "Ana\u2066", "U+2066"),
        ("name", "G" * 81, "at most 80 characters"),
        ("name", "Friday\x1b[31m", "U+001B"),
    ],
)
def test_new_game_names_are_plain_text_of_a_real_length(
    app, client, field, value, message
):
    data = {**NEW_GAME, field: value}
    if field.startswith("sides-0-player"):
        data.update(
            {
                "sides-0-player1": "Ben",
                "sides-1-player0": "Cleo",
                "sides-1-player1": "Dan",
            }
        )
    response = client.post("/games/new/classic/0", data=data)
    assert response.status_code == 200 and message in response.get_data(as_text=True)
    assert everything_stored(app) == "[]"


@pytest.mark.parametrize(
    "fields, message",
    [
        ({"note": "n" * 201}, "at most 200 characters"),
        ({"note": "bad\x00note"}, "U+0000"),
        ({"nonce": "n" * (1024 * 1024 - 1000)}, "This form is out of date"),
        (
            {
                "sides-0-melds-0-rank": "run",
                "sides-0-melds-0-natural": "7",
                "sides-0-melds-0-low": "x" * 1000,
            },
            "Field cannot be longer than 8 characters",
        ),
    ],
)
def test_hand_form_texts_are_bounded(app, client, fields, message):
    game_id = a_game(app)
    before = everything_stored(app)
    response = client.post(game_url(game_id, "/hands/new"), data=hand_form(1, **fields))
    assert response.status_code == 200 and message in response.get_data(as_text=True)
    assert everything_stored(app) == before


@pytest.mark.parametrize(
    "change, message",
    [
        ({"name": ["a", "list"]}, "name must be text, not a list"),
        ({"name": 7}, "name must be text, not a number"),
        ({"variant": []}, "variant must be text, not a list"),
        ({"format": True}, "record format True is not supported"),
        ({"created": {"day": 1}}, "created must be text, not an object"),
        ({"first_dealer": 3}, "first_dealer must be text, not a number"),
        ({"name": "x" * 81}, "name: at most 80 characters, not 81"),
        (
            {"name": "Friday\x00"},
            "name: may not hold control or text-direction characters such as U+0000",
        ),
        (
            {"sides": [{"name": "Us\u202e", "players": ["Ana", "Ben"]}, SIDES[1]]},
            "side 1, name: may not hold",
        ),
        (
            {"sides": [{"name": "Us", "players": ["Ana", "B" * 41]}, SIDES[1]]},
            "side 1, player 2: at most 40",
        ),
        (
            {"hands": [{**US_OUT, "note": "n" * 201}]},
            "hand 1, note: at most 200 characters",
        ),
        ({"rules": {"target": 10**30}}, "target must be at most 150000"),
        ({"rules": {"going_out": 15001}}, "going_out must be at most 15000"),
        (
            {
                "rules": {
                    "meld_table": [[None, 15], [0, 50], [1500, 90], [3000, 10**30]]
                }
            },
            "meld_table must be at most",
        ),
        (
            {
                "hands": [
                    {
                        "results": [
                            {**US_OUT["results"][0], "adjustment": 10**30},
                            US_OUT["results"][1],
                        ]
                    }
                ]
            },
            "adjustment must be between -5000 and 5000",
        ),
        (
            {"hands": [{"results": [{"meld_points": 10**6}, {"meld_points": 0}]}]},
            "meld_points must be at most 4130",
        ),
        ({"hands": [US_OUT] * 201}, "a game holds at most 200 hands"),
    ],
)
def test_an_import_names_the_field_that_is_wrong_and_stores_nothing(
    app, client, change, message
):
    response = imported(client, {**RECORD, **change})
    assert response.status_code == 200
    assert "This record cannot be imported" in response.get_data(as_text=True)
    assert message in response.get_data(as_text=True)
    assert everything_stored(app) == "[]"


@pytest.mark.parametrize("depth", [9, 50, 999, 2000, 100_000])
def test_an_import_nested_deeper_than_a_record_is_refused(app, client, depth):
    response = imported(client, text="[" * depth + "]" * depth)
    assert response.status_code == 200 and "nests deeper than" in response.get_data(
        as_text=True
    )
    response = imported(
        client,
        text=json.dumps(
            {
                **RECORD,
                "rules": {
                    "target": json.loads("[" * depth + "]" * depth)
                    if depth < 900
                    else []
                },
            }
        ),
    )
    assert (
        response.status_code == 200
        and "This record cannot be imported" in response.get_data(as_text=True)
    )
    assert everything_stored(app) == "[]"


def test_a_lone_surrogate_in_an_imported_note_is_refused_not_stored(app, client):
    # "\ud800" is valid JSON but no text: stored, it made every page of the game fail to encode.
    text = json.dumps({**RECORD, "hands": [{**US_OUT, "note": "x"}]}).replace(
        '"note": "x"', '"note": "\\ud800"'
    )
    response = imported(client, text=text)
    assert (
        "hand 1, note: may not hold control or text-direction characters such as U+D800"
        in response.get_data(as_text=True)
    )
    assert everything_stored(app) == "[]"


def test_names_with_markup_quotes_and_emoji_are_fine(app, client):
    data = {
        **NEW_GAME,
        "name": '<b>Fri</b> "day" \' & </textarea>',
        "sides-0-name": "Zoë 👨‍👩‍👧",
        "sides-1-name": "<script>x</script>",
    }
    assert client.post("/games/new/classic/0", data=data).status_code == 302
    page = client.get("/").get_data(as_text=True)
    assert "&lt;b&gt;Fri&lt;/b&gt; &#34;day&#34; &#39; &amp; &lt;/textarea&gt;" in page
