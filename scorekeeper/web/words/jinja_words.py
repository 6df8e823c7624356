"""Every Jinja filter and global the templates use, registered in one place (`init_app`), with
Babel choosing each request's language."""

from flask import g, has_app_context
from flask_babel import get_locale, get_translations

from scorekeeper.web.words import (
    event_words,
    languages,
    problem_speech,
    table_words,
    wording,
)


def page_language() -> str:
    """The request's language code, for <html lang> and the scripts."""
    return str(get_locale())


FILTERS = (
    wording.signed,
    wording.number,
    wording.percent,
    wording.decimal,
    wording.group_name,
    table_words.setting_value,
    table_words.lower_first,
    table_words.said,
    table_words.kind_name,
    table_words.kind_title,
    table_words.canasta_counts,
    table_words.rank_name,
    table_words.seating,
    table_words.groupby_summary,
    table_words.requirement,
    problem_speech.problem_whole,
    event_words.figure,
)
GLOBALS = (languages.language_names, page_language, wording.rendered_at)


def catalog():
    """The request's translations, looked up once for each language it is drawn in: Flask-Babel
    looks them up at every string a template says (10 of a template string's 36 microseconds;
    a 400-table director's page says some 500)."""
    if not has_app_context():
        return get_translations()
    locale = (
        get_locale()
    )  # a new object whenever the request's language changes (refresh())
    kept = g.get("_catalog")
    if kept is None or kept[0] is not locale:
        kept = g._catalog = (locale, get_translations())
    return kept[1]


def init_app(app):
    """Babel with the request's language, and every filter and global of the templates."""
    languages.babel.init_app(app, locale_selector=languages.chosen_language)
    app.jinja_env.install_gettext_callables(
        gettext=lambda s: catalog().ugettext(s),
        ngettext=lambda s, p, n: catalog().ungettext(s, p, n),
        pgettext=lambda c, s: catalog().upgettext(c, s),
        npgettext=lambda c, s, p, n: catalog().unpgettext(c, s, p, n),
        newstyle=True,
    )
    app.after_request(languages.vary)
    for function in FILTERS:
        app.add_template_filter(function)
    for function in GLOBALS:
        app.add_template_global(function)
