"""Papers drawn in the background (web/plumbing/prepared.py), on the test client's path: with no
pool the document is drawn in the request and kept as a file, so the same ask for an unchanged
version never draws again, a change draws the new version and drops the old file, and a drawing
that fails says so on its page. The real server's workers: tests/server/test_heavy_pages.py."""

import os

from factories import a_game, counted_form
from hostile import game_url

from scorekeeper.web.plumbing import prepared


def kept_files(app):
    folder = os.path.join(app.instance_path, "prepared")
    return sorted(os.listdir(folder)) if os.path.isdir(folder) else []


def test_a_game_sheet_is_drawn_once_per_version_and_kept_as_a_file(app, client):
    game = a_game(app)
    first = client.get(game_url(game, "/sheet.pdf?paper=a4"))
    assert first.status_code == 200 and first.data.startswith(b"%PDF")
    files = kept_files(app)
    assert len(files) == 1
    stamp = os.stat(os.path.join(app.instance_path, "prepared", files[0])).st_mtime_ns
    again = client.get(game_url(game, "/sheet.pdf?paper=a4"))
    assert again.data == first.data
    assert kept_files(app) == files  # the same file, not drawn again
    kept = os.path.join(app.instance_path, "prepared", files[0])
    assert os.stat(kept).st_mtime_ns == stamp


def test_another_paper_or_language_is_another_document(app, client):
    game = a_game(app)
    client.get(game_url(game, "/sheet.pdf?paper=a4"))
    client.get(game_url(game, "/sheet.pdf?paper=letter"))
    client.set_cookie("lang", "it")
    client.get(game_url(game, "/sheet.pdf?paper=letter"))
    assert len(kept_files(app)) == 3


def test_a_change_of_the_game_draws_the_new_version_and_drops_the_old_file(app, client):
    game = a_game(app)
    client.get(game_url(game, "/sheet.pdf?paper=a4"))
    before = kept_files(app)
    saved = client.post(
        game_url(game, "/hands/new"),
        data={**counted_form(), "version": "1", "nonce": "n1"},
    )
    assert saved.status_code == 302
    client.get(game_url(game, "/sheet.pdf?paper=a4"))
    after = kept_files(app)
    assert len(after) == 1 and after != before


def test_a_deleted_file_is_drawn_again(app, client):
    game = a_game(app)
    client.get(game_url(game, "/sheet.pdf"))
    (name,) = kept_files(app)
    os.remove(os.path.join(app.instance_path, "prepared", name))
    answer = client.get(game_url(game, "/sheet.pdf"))
    assert answer.status_code == 200 and answer.data.startswith(b"%PDF")
    assert len(kept_files(app)) == 1


def test_a_drawing_that_fails_says_so_and_may_be_tried_again(app, client, monkeypatch):
    # The drawing itself is replaced by one that fails: what is under test is the page around it.
    def broken(**args):
        raise ValueError("no paper")

    monkeypatch.setitem(prepared.DRAWINGS, "game-sheet", broken)
    game = a_game(app)
    answer = client.get(game_url(game, "/sheet.pdf"))
    page = answer.get_data(as_text=True)
    assert answer.status_code == 200 and 'id="paper-failed"' in page
    assert "again=1" in page
    monkeypatch.undo()
    retried = client.get(game_url(game, "/sheet.pdf?wait=1&again=1"))
    assert 'id="paper-download"' in retried.get_data(as_text=True)
    assert client.get(game_url(game, "/sheet.pdf")).data.startswith(b"%PDF")
