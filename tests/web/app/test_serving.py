"""The production server's settings, and trusting a reverse proxy only when told to."""

import pytest
from flask import request

from scorekeeper import create_app, settings
from scorekeeper.cli.serving import server_options
from scorekeeper.web.plumbing import access


def test_waitress_is_sized_for_a_room_of_phones_by_default(tmp_path):
    options = server_options(settings(tmp_path))
    assert options["threads"] == 8
    # waitress's own 100 starves a room of idle phones
    assert options["connection_limit"] == 1000
    # select() stops at 1024 file descriptors
    assert options["asyncore_use_poll"] is True
    assert options["ident"] == "scorekeeper"


def test_instance_config_changes_the_server_settings(tmp_path):
    (tmp_path / "config.py").write_text(
        "SERVER_THREADS = 4\nSERVER_CONNECTION_LIMIT = 300\nSERVER_IDLE_TIMEOUT = 30\n"
    )
    options = server_options(settings(tmp_path))
    assert (
        options["threads"],
        options["connection_limit"],
        options["channel_timeout"],
    ) == (4, 300, 30)


@pytest.fixture
def whoami_route(monkeypatch):
    """The test's own route needs its line in the access table, as every route does."""
    monkeypatch.setitem(access.ACCESS, "whoami", access.reads(access.NOBODY))


def whoami_app(tmp_path, **config):
    app = create_app(
        {"TESTING": True, "SECRET_KEY": "test", **config},
        instance_path=tmp_path / "instance",
    )
    app.add_url_rule(
        "/whoami",
        "whoami",
        lambda: f"{request.scheme} {request.host} {request.remote_addr}",
    )
    return app


FORWARDED = {
    "X-Forwarded-For": "203.0.113.7",
    "X-Forwarded-Proto": "https",
    "X-Forwarded-Host": "localhost",
}


def test_behind_a_configured_proxy_the_forwarded_headers_are_believed(
    tmp_path, whoami_route
):
    app = whoami_app(tmp_path, PROXY_FIX={"x_for": 1, "x_proto": 1, "x_host": 1})
    answer = app.test_client().get(
        "/whoami", headers=FORWARDED, environ_base={"REMOTE_ADDR": "127.0.0.1"}
    )
    assert answer.get_data(as_text=True) == "https localhost 203.0.113.7"


def test_without_a_proxy_configured_a_phone_cannot_claim_another_address(
    tmp_path, whoami_route
):
    app = whoami_app(tmp_path)
    answer = app.test_client().get(
        "/whoami", headers=FORWARDED, environ_base={"REMOTE_ADDR": "192.168.1.20"}
    )
    assert answer.get_data(as_text=True) == "http localhost 192.168.1.20"


def test_nginx_in_front_lets_a_group_file_through_to_the_import_pages_only(tmp_path):
    """Issue 28: nginx stopped every body past 2 MB, so a group file never reached Import a
    group over the Wi-Fi; the two import pages take GROUP_FILE_BYTES, every other page 1 MB."""
    from scorekeeper.cli.front_proxy import nginx_config

    config = create_app(
        {"SECRET_KEY": "t", "DATABASE": str(tmp_path / "t.sqlite")},
        instance_path=tmp_path / "instance",
    ).config
    text = nginx_config(tmp_path, "0.0.0.0", 5000, tmp_path / "app.sock", config)
    imports = text.split("location ~ ^/(groups|games)/import$ {", 1)[1].split("}", 1)[0]
    assert "client_max_body_size 25m;" in imports and "proxy_pass" in imports
    assert "client_max_body_size 2m;" in text.split("location /", 1)[0]
