"""A database from before groups, with games on a phone's cookie list: at the phone's next visit
after the upgrade its games move into a group of its own, once, with the right roster, its
merged spellings become the group's merges, and the games keep their links."""

import json

import sqlite_utils
from factories import a_game

from scorekeeper import create_app, storage
from scorekeeper.web.plumbing.database import get_db

GAMES_SIDES = [
    [
        {"name": "Us", "players": ["Ana", "Ben"]},
        {"name": "Them", "players": ["Cleo", "Dan"]},
    ],
    [
        {"name": "Us", "players": ["ana ", "BEN"]},
        {"name": "Them", "players": ["Cleo", "Eve"]},
    ],
    [{"name": "Anna", "players": ["Anna"]}, {"name": "Dan", "players": ["Dan"]}],
]


def database_before_groups(path) -> list[str]:
    """Five migrations, three games with their links, as the app left them before groups."""
    db = sqlite_utils.Database(path, strict=True)
    storage.migrations.apply(db, stop_before="0008_groups")
    tokens = []
    for number, sides in enumerate(GAMES_SIDES, 1):
        token = f"oldgame{number}-abcdefghijklmn"
        db.execute(
            "INSERT INTO games (created, updated, name, variant, rules_json, sides_json, version, token)"
            " VALUES (?, ?, ?, ?, '{}', ?, 1, ?)",
            [
                f"2026-10-0{number}T20:00:00+00:00",
                f"2026-10-0{number}T20:00:00+00:00",
                f"Game {number}",
                "classic-2p" if number == 3 else "classic",
                json.dumps(sides),
                token,
            ],
        )
        tokens.append(token)
    db.conn.commit()
    db.close()
    return tokens


def test_a_phone_from_before_groups_makes_one_in_one_tap_with_the_right_roster(
    tmp_path,
):
    tokens = database_before_groups(tmp_path / "old.sqlite")
    app = create_app(
        {
            "TESTING": True,
            "DATABASE": str(tmp_path / "old.sqlite"),
            "SECRET_KEY": "t",
            "WTF_CSRF_ENABLED": False,
        },
        instance_path=tmp_path / "instance",
    )
    phone = app.test_client()
    with phone.session_transaction() as session:
        session["v"], session["games"] = 2, list(reversed(tokens))
        # the old players page's merge, on this phone
        session["merges"] = [["Dan", "Eve"]]
    home = phone.get("/").text
    assert "This phone’s games" in home and "Game 1" in home and "Game 3" in home
    with phone.session_transaction() as session:
        assert "games" not in session and "merges" not in session  # moved in, once
        key = session["home"]
    with app.app_context():
        db = get_db()
        group = storage.group_by_key(db, key)
        entries = storage.roster(db, group["pk"])
        first = storage.get_game(db, tokens[0])
        merged = storage.merges(db, group["pk"])
    # "ana " and "BEN" are Ana and Ben (any case, spaces); Anna is someone else until merged.
    assert sorted(e["name"] for e in entries) == [
        "Ana",
        "Anna",
        "Ben",
        "Cleo",
        "Dan",
        "Eve",
    ]
    assert group["games"] == 3
    assert [(m["from"], m["into"]) for m in merged] == [("Eve", "Dan")]
    ids = {e["name"]: e["id"] for e in entries}
    assert first["sides"][0]["roster"] == [ids["Ana"], ids["Ben"]]
    assert phone.get(f"/g/{tokens[0]}").status_code == 200  # the old link still works
    players = phone.get(f"/groups/{key}/players").text
    assert "Anna and Ana" in players  # offered for review, not merged


def test_a_full_cookie_list_of_80_games_moves_in_with_one_request(tmp_path):
    app = create_app(
        {
            "TESTING": True,
            "DATABASE": str(tmp_path / "t.sqlite"),
            "SECRET_KEY": "t",
            "WTF_CSRF_ENABLED": False,
        },
        instance_path=tmp_path / "instance",
    )
    with app.app_context():
        db = get_db()
        tokens = [
            a_game(db, name=f"G{n}", sides=GAMES_SIDES[0])
            for n in range(80)  # the most an old cookie held
        ]
    phone = app.test_client()
    with phone.session_transaction() as session:
        session["v"], session["games"] = 2, tokens
    assert "80 games" in phone.get("/").text
    phone.get("/")  # the second visit moves nothing again
    with app.app_context():
        rows = get_db().execute("SELECT count(DISTINCT group_id), count(*) FROM games")
        assert rows.fetchone() == (1, 80)
