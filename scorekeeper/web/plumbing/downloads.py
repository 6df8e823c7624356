"""File names for downloads (a game's JSON, CSV and PDF): built from slugs only, never from a
record's text as it is, because a name or an imported `created` reaches the Content-Disposition
header and the file the phone saves (a quote in it once made Chromium save an export as .html).

A slug keeps letters and digits of any script, lower-cased, joined by hyphens. The header gives
an ASCII name for old clients and, when the name has other letters, the RFC 6266 `filename*`
(UTF-8, percent-encoded) that browsers prefer."""

import re
import unicodedata
from datetime import datetime
from urllib.parse import quote

MOST = 60  # characters of one part: a file name stays short enough for every phone
# letters and digits, any script; never a quote, dot or slash
_WORDS = re.compile(r"[^\W_]+")


def slug(text: str, fallback: str = "game") -> str:
    """'Zoë & Ana v Them' -> 'zoë-ana-v-them': a part of a file name every phone accepts."""
    words = _WORDS.findall(unicodedata.normalize("NFKC", str(text)).lower())
    return "-".join(words)[:MOST].strip("-") or fallback


def ascii_slug(text: str, fallback: str = "game") -> str:
    """'Zoë & Ana v Them' -> 'zoe-ana-v-them': the same, for clients that read only `filename`."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return slug(plain, fallback)


def day_of(created) -> str | None:
    """The date of an ISO 8601 time ('2026-11-25'), or None if `created` is not one (a game
    imported before `created` was checked may hold anything)."""
    try:
        return datetime.fromisoformat(created).date().isoformat()
    except (TypeError, ValueError):
        return None


def attachment(*parts, extension: str) -> dict[str, str]:
    """The Content-Disposition header of a download named from `parts` (None parts left out):
    attachment("Zoë v Ana", "2026-11-25", extension="pdf")."""
    parts = [part for part in parts if part]
    name = "-".join(slug(part) for part in parts) + f".{extension}"
    plain = "-".join(ascii_slug(part) for part in parts) + f".{extension}"
    value = f'attachment; filename="{plain}"'
    if name != plain:
        value += f"; filename*=UTF-8''{quote(name, safe='')}"
    return {"Content-Disposition": value}
