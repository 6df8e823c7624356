"""The production server's threads keep their database connection from one request to the next
(web/plumbing/database.py, keep_connections): never to a file that is no longer the database,
never after a request that failed or left a transaction open. Here the test client's thread is
the server's thread, the app told to keep as cli/serving.py tells it."""

import shutil

from factories import US_THEM, a_game, make_app
from flask import g

from scorekeeper import storage
from scorekeeper.web.plumbing import database
from scorekeeper.web.plumbing.database import get_db, keep_connections


def a_keeping_app(tmp_path):
    app = make_app(tmp_path, database=None)
    keep_connections(app)
    return app


def connection_of(app):
    with app.app_context():
        return get_db()


def test_a_thread_reads_its_next_request_on_the_same_connection(tmp_path):
    app = a_keeping_app(tmp_path)
    first = connection_of(app)
    assert connection_of(app) is first
    first.execute("SELECT count(*) FROM games").fetchone()  # still open


def test_the_test_clients_and_the_command_lines_open_one_a_request(tmp_path):
    app = make_app(tmp_path, database=None)
    assert connection_of(app) is not connection_of(app)


def test_a_database_deleted_meanwhile_gets_the_missing_page_not_the_kept_file(
    tmp_path,
):
    app = a_keeping_app(tmp_path)
    client = app.test_client()
    assert client.get("/").status_code == 200
    (tmp_path / "instance" / "scorekeeper.sqlite").unlink()
    page = client.get("/")
    assert page.status_code == 503
    assert "The games database is missing" in page.get_data(as_text=True)


def test_a_database_replaced_meanwhile_is_read_from_the_new_file(tmp_path):
    """A restore puts another file in the database's place: the game saved only in the new
    one is found at the next request, on a new connection."""
    app = a_keeping_app(tmp_path)
    path = tmp_path / "instance" / "scorekeeper.sqlite"
    before = connection_of(app)
    copy = path.with_name("restored.sqlite")  # beside it: the same link secret
    shutil.copy(path, copy)
    game = a_game(copy, sides=US_THEM)
    copy.replace(path)
    assert app.test_client().get(f"/g/{game}").status_code == 200
    assert connection_of(app) is not before


def test_a_request_that_failed_closes_its_connection(tmp_path):
    app = a_keeping_app(tmp_path)
    with app.app_context():
        failed = get_db()
        database.close_db(RuntimeError("the page failed"))
    assert connection_of(app) is not failed


def test_a_request_that_left_a_transaction_open_closes_its_connection(tmp_path):
    app = a_keeping_app(tmp_path)
    with app.app_context():
        left = get_db()
        left.execute("BEGIN")
        left.execute("UPDATE games SET name = name")
    assert connection_of(app) is not left
    with app.app_context():
        assert storage.version_of(get_db(), "nothing") is None
        assert "db" in g
