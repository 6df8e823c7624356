"""Heavy answers wait for one of a few turns (issue 20, part 4): with none free, a sheet, a pad,
an export or a preview gets the busy page at once (503, Retry-After, a link that tries again by
itself), while the scoreboard and the hand form are served as ever. Blank pads are drawn once."""

import pytest
from factories import a_game, a_group, make_app
from hostile import game_url

from scorekeeper.web.pages import sheet_pages


@pytest.fixture
def no_turns(tmp_path):
    # every turn taken, as when ten sheets are drawn
    return make_app(tmp_path, HEAVY_AT_ONCE=0)


@pytest.mark.parametrize("rest", ["/sheet.pdf", "/hands.csv", None])
def test_with_every_turn_taken_a_heavy_answer_is_the_busy_page(no_turns, rest):
    game_id = a_game(no_turns)
    path = (
        "/sheets/blank/classic.pdf"
        if rest is None
        else rest
        if rest.startswith("/games")
        else game_url(game_id, rest)
    )
    answer = no_turns.test_client().get(path)
    page = answer.get_data(as_text=True)
    assert answer.status_code == 503 and int(answer.headers["Retry-After"]) >= 3
    assert "drawing other sheets and downloads" in page and 'id="retry-link"' in page


def test_with_every_turn_taken_the_preview_is_refused_but_pages_and_saves_are_not(
    no_turns,
):
    game_id = a_game(no_turns)
    client = no_turns.test_client()
    assert client.post(game_url(game_id, "/hands/preview"), data={}).status_code == 503
    assert client.get(game_url(game_id)).status_code == 200
    assert client.get(game_url(game_id, "/hands/new")).status_code == 200
    saved = client.post(
        game_url(game_id, "/hands/new"),
        data={
            "version": "1",
            "nonce": "n",
            "sides-0-mode": "count",
            "sides-0-meld_points": "120",
        },
    )
    assert saved.status_code == 302


def test_a_blank_pad_is_drawn_once_per_paper_and_language(client):
    sheet_pages._pad_pdf.cache_clear()
    first = client.get("/sheets/blank/samba.pdf?paper=a4")
    again = client.get("/sheets/blank/samba.pdf?paper=a4")
    assert first.data == again.data and first.data.startswith(b"%PDF")
    client.set_cookie("lang", "it")
    client.get("/sheets/blank/samba.pdf?paper=a4")
    info = sheet_pages._pad_pdf.cache_info()
    assert (info.hits, info.misses) == (1, 2)


def test_with_every_turn_taken_a_games_backup_still_downloads(no_turns):
    # One game's record is cheaper than a save (issue 28): a backup never waits behind sheets.
    game_id = a_game(no_turns)
    answer = no_turns.test_client().get(game_url(game_id, "/export.json"))
    assert answer.status_code == 200 and answer.json["sides"][0]["name"] == "Us"


def a_group_with_a_game(app) -> dict:
    from scorekeeper import storage

    db = storage.open_db(app.config["DATABASE"])
    try:
        group = a_group(db)
        a_game(app)  # a game outside the group: the group's streams read only its own
        storage.import_game(
            db,
            {
                "variant": "classic",
                "sides": [{"name": "Us"}, {"name": "Them"}],
                "hands": [],
            },
            group_pk=group["pk"],
        )
        return group
    finally:
        db.close()


@pytest.mark.parametrize("rest", ["export.json", "hands.csv"])
@pytest.mark.parametrize("link", ["token", "view_token"])
def test_with_every_turn_taken_a_groups_stream_is_the_busy_page(no_turns, rest, link):
    # Issue 28: the group's file and CSV streamed outside the heavy limit, by either link.
    group = a_group_with_a_game(no_turns)
    answer = no_turns.test_client().get(f"/groups/{group[link]}/{rest}")
    assert answer.status_code == 503 and int(answer.headers["Retry-After"]) >= 3
    assert "drawing other sheets and downloads" in answer.text


def test_a_groups_stream_holds_its_turn_until_the_body_is_closed(tmp_path):
    app = make_app(tmp_path, HEAVY_AT_ONCE=1, HEAVY_WAIT_SECONDS=0)
    group = a_group_with_a_game(app)
    client = app.test_client()
    stream = client.get(f"/groups/{group['token']}/hands.csv", buffered=False)
    assert stream.status_code == 200  # its turn taken, its body not yet sent
    other = client.get(f"/groups/{group['view_token']}/export.json")
    assert other.status_code == 503  # the only turn is the stream's
    stream.close()  # the phone hung up (or the last piece went): the turn is free again
    again = client.get(f"/groups/{group['view_token']}/export.json")
    assert again.status_code == 200 and again.json["group"]["name"] == "Club"
    again.close()
