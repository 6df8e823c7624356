"""The language a page is shown in: the player's choice (a cookie), else the browser's
Accept-Language, else English. The engine never sees it: pages translate its problems by code
(problem_texts.py) and its words by their English text (engine_words.py)."""

from babel import Locale
from flask import Blueprint, redirect, request
from flask_babel import Babel, get_locale, gettext, ngettext
from flask_wtf import FlaskForm
from wtforms import HiddenField, StringField

from ..problem_texts import Speech
from ..translations import CATALOGS, LANGUAGES
from . import table_words, wording

COOKIE = "lang"
A_YEAR = 400 * 24 * 3600  # as long as the device's game list: a table's language rarely changes
babel = Babel()
bp = Blueprint("languages", __name__)


class LanguageForm(FlaskForm):
    """The switch: a button per language (its value in `lang`) and the page to go back to."""

    lang = StringField()
    next = HiddenField()


def chosen_language() -> str:
    """The cookie's language if it is one we have, else the browser's best match, else English."""
    chosen = request.cookies.get(COOKIE)
    if chosen in LANGUAGES:
        return chosen
    return request.accept_languages.best_match(LANGUAGES) or "en"


def page_speech() -> Speech:
    """The request's language as problem_texts.py speaks it."""
    return Speech(gettext, ngettext, wording.number)


def speech() -> Speech | None:
    """The request's language for engine problems; None in English, which keeps the engine's own sentence."""
    return None if str(get_locale()) == "en" else page_speech()


def language_names() -> list[tuple[str, str]]:
    """Each language by its own name ("Italiano", "Deutsch"), as the switch offers it."""
    return [(code, Locale.parse(code).get_display_name(code).capitalize()) for code in LANGUAGES]


def _local(target: str | None) -> str:
    """Only a path on this site: never an open redirect to another one."""
    if not target or not target.startswith("/") or target.startswith("//") or "\\" in target:
        return "/"
    return target


@bp.post("/language")
def choose():
    """The language switch on every page: remember the choice, then back to the page it was made on."""
    form = LanguageForm()
    response = redirect(_local(form.next.data), code=303)
    if form.validate_on_submit() and form.lang.data in LANGUAGES:
        response.set_cookie(COOKIE, form.lang.data, max_age=A_YEAR, samesite="Lax", httponly=True)
    return response


def vary(response):
    """A page or a sheet depends on the cookie and the browser's language: no cache may mix them."""
    if response.mimetype in ("text/html", "application/pdf", "application/json"):
        response.vary.update(("Accept-Language", "Cookie"))
    return response


def init_app(app):
    app.config.setdefault("BABEL_DEFAULT_LOCALE", "en")
    app.config.setdefault("BABEL_TRANSLATION_DIRECTORIES", str(CATALOGS))
    babel.init_app(app, locale_selector=chosen_language)
    app.register_blueprint(bp)
    app.after_request(vary)
    table_words.init_app(app)
    app.jinja_env.globals.update(language_names=language_names)
    app.add_template_global(lambda: str(get_locale()), "page_language")
