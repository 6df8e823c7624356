"""The director's page's table cards are kept drawn (web/pages/event_views/director_cards.py):
a page drawn from kept cards is the page drawn afresh, but for the request's own CSRF token, and
a table's save draws its card again."""

import re

from event_games import an_event, play, start
from factories import make_app

from scorekeeper.web.plumbing.database import get_db


def tokens_blanked(page: str) -> str:
    """The page with its CSRF tokens and drawing time (to the second) blanked."""
    page = re.sub(r'data-rendered-at="[^"]*"', 'data-rendered-at=""', page)
    page = re.sub(r'(name="[\w-]*csrf_token" type="hidden" value=")[^"]*', r"\1", page)
    return re.sub(r'(<meta name="csrf-token" content=")[^"]*', r"\1", page)


def main(page: str) -> str:
    return page[page.index("<main") : page.index("</main>")]


def test_a_page_of_kept_cards_is_the_page_drawn_afresh(tmp_path):
    app = make_app(tmp_path, csrf=True)
    with app.app_context():
        event = start(get_db(), an_event(get_db()), 1)
        play(get_db(), event, 1, 1, [(120, 50)])
    director = f"/e/{event['token']}"
    phone = app.test_client()
    kept = app.extensions["rendered_once"]
    phone.get(f"/e/{event['view_token']}/standings")  # the page's own kept parts
    before = len(kept)
    phone.get(director)
    copies = len(kept)
    assert copies >= before + 2  # a card for each of the two tables
    from_kept = phone.get(director).get_data(as_text=True)
    assert len(kept) == copies  # every card came from the kept copies
    kept.clear()
    afresh = phone.get(director).get_data(as_text=True)
    assert tokens_blanked(from_kept) == tokens_blanked(afresh)
    assert "\ue000" not in from_kept


def test_each_phone_gets_its_own_token_in_every_kept_card(tmp_path):
    app = make_app(tmp_path, csrf=True)
    with app.app_context():
        event = start(get_db(), an_event(get_db()), 1)
    director = f"/e/{event['token']}"
    first, second = app.test_client(), app.test_client()
    first.get(director)
    page = second.get(director).get_data(as_text=True)
    own = re.search(r'<meta name="csrf-token" content="([^"]+)"', page)[1]
    cards = re.findall(r'name="t\d+-csrf_token" type="hidden" value="([^"]+)"', page)
    assert cards and set(cards) == {own}


def test_a_tables_save_draws_its_card_again(tmp_path):
    """Table 1's 120 to 50: its card says one hand saved and the totals."""
    app = make_app(tmp_path)
    with app.app_context():
        event = start(get_db(), an_event(get_db()), 1)
    director = f"/e/{event['token']}"
    phone = app.test_client()
    before = main(phone.get(director).get_data(as_text=True))
    assert "0 hands saved" in before
    with app.app_context():
        play(get_db(), event, 1, 1, [(120, 50)])
    after = main(phone.get(director).get_data(as_text=True))
    card = after[after.index('id="table-1"') : after.index('id="table-2"')]
    assert "1 hand saved" in card and ">120<" in card and ">50<" in card
