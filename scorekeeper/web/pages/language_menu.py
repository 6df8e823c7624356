"""The language menu at the top of every page: a POST that remembers the choice in a cookie,
then goes back to the page it was made on (only a page of this site)."""

from flask import Blueprint, redirect
from flask_wtf import FlaskForm
from wtforms import HiddenField, StringField

from scorekeeper.translations import LANGUAGES
from scorekeeper.web.words.languages import A_YEAR, COOKIE

bp = Blueprint("languages", __name__)


class LanguageForm(FlaskForm):
    """The switch: a button per language (its value in `lang`) and the page to go back to."""

    lang = StringField()
    next = HiddenField()


def _local(target: str | None) -> str:
    """Only a path on this site: never an open redirect to another one."""
    if (
        not target
        or not target.startswith("/")
        or target.startswith("//")
        or "\\" in target
    ):
        return "/"
    return target


@bp.post("/language")
def choose():
    """The language switch on every page: remember the choice, then back to the page it was made on."""
    form = LanguageForm()
    response = redirect(_local(form.next.data), code=303)
    if form.validate_on_submit() and form.lang.data in LANGUAGES:
        response.set_cookie(
            COOKIE, form.lang.data, max_age=A_YEAR, samesite="Lax", httponly=True
        )
    return response
