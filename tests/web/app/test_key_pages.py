"""Pages that carry a key: no cache keeps them (`Cache-Control: no-store`), HTTPS is made strict,
and the room's screen shows no key whatever link opened it (fifth point of issue 42, L3 and L7)."""

import re

from factories import a_game, a_group, an_event


def visible(page: str) -> str:
    """The page's text as a screen shows it: no tags, no attributes, no inline SVG."""
    return re.sub(r"<[^>]*>", " ", re.sub(r"<svg.*?</svg>", " ", page, flags=re.S))


def test_the_rooms_screen_shows_no_key_whatever_link_opened_it(app, client):
    event = an_event(app)
    for key in (event["token"], event["view_token"]):
        page = client.get(f"/e/{key}/standings").get_data(as_text=True)
        assert event["token"] not in page  # the director's key: nowhere in the page
        assert event["view_token"] not in visible(page)
        assert "Your own evening, round by round:" in page and "<svg" in page


def test_every_page_reached_by_a_key_is_kept_by_no_cache(app, client):
    game = a_game(app)
    group = a_group(app)
    event = an_event(app)
    for path in (
        f"/g/{game}",
        f"/g/{game}/share",
        f"/groups/{group['token']}",
        f"/groups/{group['token']}/share",
        f"/e/{event['token']}",
        f"/e/{event['view_token']}/standings",
        f"/e/{event['token']}/table-cards.pdf",
    ):
        answer = client.get(path)
        assert answer.status_code == 200, path
        assert answer.headers["Cache-Control"] == "no-store", path
    # a poll keeps its own revalidation: it carries no key in its answer
    assert "no-store" not in client.get(f"/g/{game}/version").headers["Cache-Control"]


def test_https_answers_are_strict_and_plain_http_ones_are_not(client):
    assert (
        client.get("/", base_url="https://localhost").headers[
            "Strict-Transport-Security"
        ]
        == "max-age=31536000"
    )
    assert "Strict-Transport-Security" not in client.get("/").headers
