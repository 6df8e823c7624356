"""Issue 20 (6) in Chromium: a game whose stored `created` ends a quoted file name early (an
import before `created` was checked) once made the phone save its JSON export and its CSV as
.html files that ran the side's script. Each download now keeps its own extension."""

import pytest

from scorekeeper import storage

RECORD = {
    "format": 1,
    "variant": "classic",
    "name": "Friday",
    "created": '.html";a="',
    "sides": [{"name": "<script>alert(1)</script>"}, {"name": "Them"}],
    "hands": [],
}


@pytest.mark.parametrize(
    "link, extension",
    [("export.json", ".json"), ("hands.csv", ".csv"), ("sheet.pdf", ".pdf")],
)
def test_a_hostile_created_never_names_a_download_html(
    page, live_app, live_server, link, extension
):
    db = storage.open_db(live_app.config["DATABASE"])
    # straight into the store, as an old import did
    game_id = storage.import_game(db, RECORD)
    db.close()
    page.goto(f"{live_server}/g/{game_id}")
    with page.expect_download() as download_info:
        # A download started from the page, as the scoreboard's links start it.
        page.evaluate(
            "url => { const a = document.createElement('a'); a.href = url;"
            " document.body.append(a); a.click(); }",
            f"/g/{game_id}/{link}",
        )
    name = download_info.value.suggested_filename
    assert name.endswith(extension) and ".html" not in name, name
    assert name.startswith("friday"), name
