"""The language a page is shown in: the player's choice (a cookie), else the browser's
Accept-Language, else English. The engine never sees it: pages translate its problems."""

from flask import request
from flask_babel import Babel

from ..translations import CATALOGS, LANGUAGES

COOKIE = "lang"
babel = Babel()


def chosen_language() -> str:
    """The cookie's language if it is one we have, else the browser's best match, else English."""
    chosen = request.cookies.get(COOKIE)
    if chosen in LANGUAGES:
        return chosen
    return request.accept_languages.best_match(LANGUAGES) or "en"


def init_app(app):
    app.config.setdefault("BABEL_DEFAULT_LOCALE", "en")
    app.config.setdefault("BABEL_TRANSLATION_DIRECTORIES", str(CATALOGS))
    babel.init_app(app, locale_selector=chosen_language)
