"""A template's strings come from the request's catalog, looked up once for each language the
request draws in (web/words/jinja_words.py), not at every string: the page still follows a
change of language within the request."""

from factories import make_app
from flask import render_template_string
from flask_babel import force_locale, gettext

from scorekeeper.web.words import jinja_words

TWENTY = "{% for n in range(20) %}{{ _('Hand %(number)s', number=n) }} {% endfor %}"


def test_a_page_looks_its_catalog_up_once_and_says_every_string_from_it(
    tmp_path, monkeypatch
):
    app = make_app(tmp_path)
    looked_up = []
    real = jinja_words.get_translations

    def counted():
        looked_up.append(1)
        return real()

    monkeypatch.setattr(jinja_words, "get_translations", counted)
    with app.test_request_context("/", headers={"Accept-Language": "en"}):
        page = render_template_string(TWENTY)
    assert page.split()[:4] == ["Hand", "0", "Hand", "1"] and "Hand 19" in page
    assert len(looked_up) == 1


def test_a_language_forced_within_the_request_is_the_one_its_strings_are_in(tmp_path):
    app = make_app(tmp_path)
    with app.test_request_context("/", headers={"Accept-Language": "en"}):
        english = render_template_string("{{ _('Hand %(number)s', number=3) }}")
        with force_locale("it"):
            italian = render_template_string("{{ _('Hand %(number)s', number=3) }}")
            said = gettext("Hand %(number)s", number=3)
        again = render_template_string("{{ _('Hand %(number)s', number=3) }}")
    assert english == again == "Hand 3"
    assert italian == said and italian != english
