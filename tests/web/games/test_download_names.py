"""Issue 20 (6): imported text never becomes a download's file name as is. `created` is checked
as ISO 8601 on import (a clear message naming the field), and every download (JSON, CSV, PDF) is
named from slugs, with RFC 6266 `filename*` when the name has letters beyond ASCII."""

import json
import re
from urllib.parse import unquote

import pytest

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db
from scorekeeper.web.plumbing.downloads import attachment, slug

SCRIPT = "<script>alert(1)</script>"
HOSTILE_CREATED = '.html";a="'
RECORD = {
    "format": 1,
    "variant": "classic",
    "name": "Friday",
    "created": "2026-11-20T19:30:00+00:00",
    "sides": [{"name": SCRIPT}, {"name": "Them"}],
    "hands": [],
}
# The header as a whole: an ASCII name of slug characters in quotes, then optionally the UTF-8 one.
SAFE = re.compile(
    r"attachment; filename=\"[a-z0-9-]+\.(json|csv|pdf)\""
    r"(; filename\*=UTF-8''[A-Za-z0-9%-]+\.(json|csv|pdf))?"
)
DOWNLOADS = ["export.json", "hands.csv", "sheet.pdf"]
ENDINGS = {"export.json": ".json", "hands.csv": "-hands.csv", "sheet.pdf": ".pdf"}


def imported_page(client, record):
    return client.post("/games/import", data={"text": json.dumps(record)})


@pytest.mark.parametrize(
    "created",
    [HOSTILE_CREATED, "２０２６-11-20", "2026-11-20 ☃", "yesterday", "20"],
)
def test_an_import_with_a_created_that_is_no_iso_time_is_refused_naming_the_field(
    app, client, created
):
    answer = imported_page(client, {**RECORD, "created": created})
    page = answer.get_data(as_text=True)
    assert answer.status_code == 200
    assert "“created” must be a date and time in ISO 8601" in page
    with app.app_context():
        assert storage.list_games(get_db()) == []


def test_a_file_of_games_names_the_game_whose_created_is_wrong(app, client):
    answer = imported_page(
        client, {"format": 1, "games": [RECORD, {**RECORD, "created": HOSTILE_CREATED}]}
    )
    page = answer.get_data(as_text=True)
    assert "Game 2, “Friday”: The field “created” must be a date" in page


@pytest.mark.parametrize("created", ["2026-11-20", "2026-11-20T19:30:00Z", None, ""])
def test_iso_times_and_no_time_at_all_import(client, created):
    record = {**RECORD, "created": created}
    if created is None:
        del record["created"]
    assert imported_page(client, record).status_code == 302


def stored_with_created(app, created, name="Friday") -> str:
    """A game as an import before this check could leave it (straight into the store)."""
    with app.app_context():
        return storage.import_game(
            get_db(), {**RECORD, "name": name, "created": created}
        )


@pytest.mark.parametrize("download", DOWNLOADS)
@pytest.mark.parametrize("created", [HOSTILE_CREATED, "\u4e2d\u2603 2026-11-20"])
def test_a_stored_game_with_any_created_downloads_under_a_safe_name(
    app, client, created, download
):
    game_id = stored_with_created(app, created, name=f"{SCRIPT} night")
    answer = client.get(f"/g/{game_id}/{download}")
    assert answer.status_code == 200
    header = answer.headers["Content-Disposition"]
    assert SAFE.fullmatch(header), header
    assert ".html" not in header and "script-alert-1-script-night" in header
    assert game_id not in header  # the link stays out of file names


@pytest.mark.parametrize("download", DOWNLOADS)
def test_a_name_beyond_ascii_keeps_its_letters_in_filename_star(app, client, download):
    game_id = stored_with_created(app, "2026-11-20T19:30:00+00:00", name="Sábado Ωμέγα")
    header = client.get(f"/g/{game_id}/{download}").headers["Content-Disposition"]
    ending = ENDINGS[download]
    assert SAFE.fullmatch(header), header
    assert f'filename="sabado-2026-11-20{ending}"' in header  # Greek has no ASCII form
    encoded = header.split("filename*=UTF-8''")[1]
    assert unquote(encoded) == f"sábado-ωμέγα-2026-11-20{ending}"


def test_a_slug_holds_only_letters_digits_and_hyphens():
    assert slug('Zoë & Ana "v" Them/..\\x') == "zoë-ana-v-them-x"
    assert slug(HOSTILE_CREATED) == "html-a"
    assert slug("\u202e\u0000;;") == "game"  # nothing left: the fallback


def test_an_ascii_name_has_no_filename_star():
    assert attachment("Us v Them", "2026-11-20", extension="json") == {
        "Content-Disposition": 'attachment; filename="us-v-them-2026-11-20.json"'
    }
