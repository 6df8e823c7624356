"""The language a page is shown in: the player's choice (a cookie), else the language of the
club night a room's screen or table's link shows (`for_event`), else the browser's
Accept-Language, else English. The engine never sees it: pages translate its problems by code
(problem_texts.py) and its words by their English text (engine_words.py)."""

from babel import Locale
from flask import g, request
from flask_babel import Babel, get_locale, gettext, ngettext, refresh

from scorekeeper.translations import LANGUAGES
from scorekeeper.translations.problem_texts import Speech
from scorekeeper.web.words import wording

COOKIE = "lang"
# as long as the device's game list: a table's language rarely changes
A_YEAR = 400 * 24 * 3600
babel = Babel()


def chosen_language() -> str:
    """The cookie's language if it is one we have, else the browser's best match, else English."""
    chosen = request.cookies.get(COOKIE)
    if chosen in LANGUAGES:
        return chosen
    if g.get("event_language") in LANGUAGES:
        return g.event_language
    return request.accept_languages.best_match(LANGUAGES) or "en"


def for_event(event: dict) -> None:
    """A page of the room (its screen, a table's link) speaks the event's language, chosen by
    the director, unless this device chose its own in the page's menu (the cookie wins)."""
    if event.get("language") in LANGUAGES:
        g.event_language = event["language"]
        refresh()


def page_speech() -> Speech:
    """The request's language as problem_texts.py speaks it."""
    return Speech(gettext, ngettext, wording.number)


def speech() -> Speech | None:
    """The request's language for engine problems; None in English, which keeps the engine's own sentence."""
    return None if str(get_locale()) == "en" else page_speech()


def language_names() -> list[tuple[str, str]]:
    """Each language by its own name ("Italiano", "Deutsch"), as the switch offers it."""
    return [
        (code, Locale.parse(code).get_display_name(code).capitalize())
        for code in LANGUAGES
    ]


def vary(response):
    """A page or a sheet depends on the cookie and the browser's language: no cache may mix them."""
    if response.mimetype in ("text/html", "application/pdf", "application/json"):
        response.vary.update(("Accept-Language", "Cookie"))
    return response
