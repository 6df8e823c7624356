"""How numbers read on the pages: a true minus sign (−40, as the printed sheet has it) and a plus sign on a
hand's score, so a page and its PDF say the same thing the same way.

Digits are grouped as the page's language groups them (Babel's CLDR data: 5.120 in Italian and German,
5120 in Spanish, which groups only from five digits). English keeps the score pad's bare 5120."""

import math
from datetime import datetime, timezone
from fractions import Fraction

from babel.numbers import format_decimal
from flask import has_request_context
from flask_babel import get_locale, gettext

MINUS = "\u2212"


def _digits(points: int) -> str:
    locale = get_locale() if has_request_context() else None
    if locale is None or locale.language == "en":
        return str(points)
    return format_decimal(points, locale=locale)


def signed(points: int) -> str:
    """A hand's score: "+830", "−40", "0"."""
    return (
        f"+{_digits(points)}"
        if points > 0
        else f"{MINUS}{_digits(-points)}"
        if points < 0
        else "0"
    )


def number(points: int) -> str:
    """A total: "3210", "−40" (in Italian "3.210")."""
    return f"{MINUS}{_digits(-points)}" if points < 0 else _digits(points)


def _rounded(value) -> int:
    """To the nearest whole number, halves away from zero (as people round; Python's round() goes to even)."""
    whole = math.floor(abs(value) + Fraction(1, 2))
    return -whole if value < 0 else whole


def percent(share) -> str:
    """A share of games as a whole percentage: Fraction(2, 3) -> "67%"; None (no games) -> "–"."""
    return "\u2013" if share is None else f"{number(_rounded(share * 100))}%"


def decimal(value) -> str:
    """An average to one decimal place, rounded exactly (no floats): Fraction(4330, 4) -> "1082.5"."""
    if value is None:
        return "\u2013"
    tenths = _rounded(Fraction(value) * 10)
    digits = f"{abs(tenths) // 10}.{abs(tenths) % 10}"
    return f"{MINUS}{digits}" if tenths < 0 else digits


def rendered_at() -> str:
    """When this page was drawn (UTC, ISO 8601): a copy shown offline says how old its scores are."""
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def group_name(group: dict) -> str:
    """A group's name; a phone's own group not named yet is "This phone's games"."""
    return group["name"] or gettext("This phone’s games")
