"""The app factory: configuration layers, the secret key, and paths that do not depend on CWD."""

import os
import stat
from pathlib import Path

from scorekeeper import create_app


def test_config_defaults_live_in_the_instance_folder(tmp_path):
    app = create_app(instance_path=tmp_path)
    assert not app.testing
    assert app.config["DATABASE"] == os.path.join(tmp_path, "scorekeeper.sqlite")
    assert app.config["WTF_CSRF_TIME_LIMIT"] is None
    assert Path(app.config["DATABASE"]).is_file()


def test_test_config_overrides_instance_config_py(tmp_path):
    config_db = tmp_path / "from-config.sqlite"
    (tmp_path / "config.py").write_text(
        f'DATABASE = "{config_db}"\nGREETING = "hello"\n'
    )
    assert create_app(instance_path=tmp_path).config["DATABASE"] == str(config_db)
    app = create_app(
        {"TESTING": True, "DATABASE": str(tmp_path / "t.sqlite")},
        instance_path=tmp_path,
    )
    assert app.testing
    assert app.config["DATABASE"] == str(tmp_path / "t.sqlite")
    assert app.config["GREETING"] == "hello"


def test_secret_key_is_made_once_and_kept_in_the_instance_folder(tmp_path):
    first = create_app(instance_path=tmp_path).config["SECRET_KEY"]
    second = create_app(instance_path=tmp_path).config["SECRET_KEY"]
    key_file = tmp_path / "secret_key"
    assert first == second == key_file.read_text()
    assert len(first) == 64
    assert stat.S_IMODE(key_file.stat().st_mode) == 0o600


def test_templates_and_static_are_found_from_another_directory(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    app = create_app(
        {"TESTING": True, "DATABASE": str(tmp_path / "t.sqlite"), "SECRET_KEY": "test"},
        instance_path=tmp_path / "instance",
    )
    client = app.test_client()
    assert client.get("/").status_code == 200
    response = client.get("/static/app.css")
    assert response.status_code == 200
    assert b"font-family" in response.data
    response.close()


def test_unknown_address_gets_the_friendly_404_page(client):
    response = client.get("/no/such/page")
    assert response.status_code == 404
    assert b"There is nothing at this address" in response.data


def test_init_db_command_reports_the_schema(tmp_path, capsys):
    from scorekeeper.cli.main import main

    assert main(["init-db", "--instance", str(tmp_path)]) == 0
    output = capsys.readouterr().out
    assert str(tmp_path / "scorekeeper.sqlite") in output
    assert "0001_initial" in output
