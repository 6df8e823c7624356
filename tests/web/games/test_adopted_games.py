"""Issue 20 (1): a device gains a game only by opening its link, never from its session's shape.
On an upgraded installation, only a session cookie signed before the upgrade (the old app's)
keeps the games of that time; the attacks that made a fresh cookie-less client adopt them all
are replayed here, each from a new client with real CSRF checks on."""

import hashlib
import json
from datetime import datetime, timedelta, timezone

import pytest
import sqlite_utils
from factories import make_app
from flask.json.tag import TaggedJSONSerializer
from itsdangerous import TimestampSigner, URLSafeTimedSerializer

from scorekeeper import storage

SECRET = "test"  # factories.make_app's
LEGACY = ["Last week", "Yesterday"]


def old_database(path):
    """A database as the app left it before private links: two migrations, games by number."""
    db = sqlite_utils.Database(path, strict=True)
    storage.migrations.apply(db, stop_before="0003_game_tokens")
    for number, name in enumerate(LEGACY, 1):
        db.execute(
            "INSERT INTO games (id, created, updated, name, variant, rules_json, sides_json, version)"
            " VALUES (?, ?, ?, ?, 'classic', '{}', ?, 1)",
            [
                number,
                f"2026-11-0{number}",
                f"2026-11-0{number}",
                name,
                json.dumps([{"name": "Us"}, {"name": "Them"}]),
            ],
        )
    db.conn.commit()
    db.close()


@pytest.fixture
def upgraded(tmp_path):
    """The app on a database of the old app, upgraded as it starts (migration 0003 runs now),
    with a club passphrase so /club has a form to attack."""
    old_database(tmp_path / "old.sqlite")
    return make_app(
        tmp_path,
        csrf=True,
        database=tmp_path / "old.sqlite",
        CLUB_PASSPHRASE="green baize",
    )


def cookie_signed_at(when: datetime, data: dict) -> str:
    """A session cookie as Flask signs it (same salt, digest and key), dated `when`."""

    class Then(TimestampSigner):
        def get_timestamp(self):
            return int(when.timestamp())

    return URLSafeTimedSerializer(
        SECRET,
        salt="cookie-session",
        serializer=TaggedJSONSerializer(),
        signer=Then,
        signer_kwargs={"key_derivation": "hmac", "digest_method": hashlib.sha1},
    ).dumps(data)


def listed(client) -> list[str]:
    page = client.get("/").get_data(as_text=True)
    return [name for name in LEGACY if name in page]


def test_a_cookie_the_old_app_signed_keeps_the_older_games(upgraded):
    regular = upgraded.test_client()
    an_hour_before = datetime.now(timezone.utc) - timedelta(hours=1)
    # What the old app kept in its cookie: only Flask-WTF's CSRF token.
    regular.set_cookie("session", cookie_signed_at(an_hour_before, {"csrf_token": "x"}))
    assert listed(regular) == LEGACY


def test_the_same_session_signed_after_the_upgrade_gets_nothing(upgraded):
    copycat = upgraded.test_client()
    # Now: after the upgrade, or in its very second, which does not count as before it.
    now = datetime.now(timezone.utc)
    copycat.set_cookie("session", cookie_signed_at(now, {"csrf_token": "x"}))
    assert listed(copycat) == []


def test_a_forged_old_cookie_gets_nothing(upgraded):
    forger = upgraded.test_client()
    long_ago = datetime.now(timezone.utc) - timedelta(days=30)
    forged = cookie_signed_at(long_ago, {"csrf_token": "x"})
    forger.set_cookie("session", forged[:-2] + ("AA" if forged[-2:] != "AA" else "BB"))
    assert listed(forger) == []


ATTACKS = {
    # each started a session without the version stamp, which the next page took for an old one
    "a 404 from the version endpoint": lambda c: c.get("/g/x/version"),
    "a missing static file": lambda c: c.get("/static/no-such-file.css"),
    "a language POST without its token": lambda c: c.post(
        "/language", data={"lang": "it"}
    ),
    "a club POST without its token": lambda c: c.post(
        "/club", data={"passphrase": "guess"}
    ),
}


@pytest.mark.parametrize("attack", ATTACKS)
def test_a_fresh_client_gains_no_game_from_any_error_page(upgraded, attack):
    stranger = upgraded.test_client()
    first = ATTACKS[attack](stranger)
    assert first.status_code in (400, 404)
    # the attack's precondition
    assert "session=" in first.headers.get("Set-Cookie", "")
    assert listed(stranger) == []
    # No games of its own: its downloads lead back to the empty list instead of a file.
    assert stranger.get("/games/export.json").status_code == 302
    assert stranger.get("/games/hands.csv").status_code == 302


def test_every_attack_in_a_row_still_gains_nothing(upgraded):
    stranger = upgraded.test_client()
    for attack in ATTACKS.values():
        attack(stranger)
        assert listed(stranger) == []


def test_a_fresh_install_has_no_older_games_to_give(app, client, make_game):
    make_game("Monday")
    client.get("/g/x/version")
    assert "Monday" not in client.get("/").get_data(as_text=True)
