"""`scorekeeper groups`: the server owner's view of every group, a line each."""

from factories import a_game

from scorekeeper import storage
from scorekeeper.cli.main import main


def test_groups_prints_each_groups_name_size_and_link(tmp_path, capsys):
    db = storage.open_db(tmp_path / "scorekeeper.sqlite")
    token = storage.create_group(db, "Thursday club")
    pk = storage.group_by_key(db, token)["pk"]
    for _ in range(3):
        a_game(
            db,
            name="g",
            sides=[{"name": "Us"}, {"name": "Them"}],
            group_pk=pk,
        )
    storage.create_group(db, "Home")
    db.close()
    assert (
        main(["groups", "--instance", str(tmp_path), "--url", "https://cards.example/"])
        == 0
    )
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"Thursday club\t3\thttps://cards.example/groups/{token}"
    assert lines[1].startswith("Home\t0\thttps://cards.example/groups/")
