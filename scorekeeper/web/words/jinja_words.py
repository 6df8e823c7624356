"""Every Jinja filter and global the templates use, registered in one place (`init_app`), with
Babel choosing each request's language."""

from flask_babel import get_locale

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


def init_app(app):
    """Babel with the request's language, and every filter and global of the templates."""
    languages.babel.init_app(app, locale_selector=languages.chosen_language)
    app.after_request(languages.vary)
    for function in FILTERS:
        app.add_template_filter(function)
    for function in GLOBALS:
        app.add_template_global(function)
