"""A table's phone through a whole evening, in Chromium at a phone's width: before the round, in
round 1, and in round 2 after round 1 ended, it opens every link of every page it reaches,
breadth first, and never reaches a page its table's link does not grant: not the director's page,
not the group's, not another table's game, not a game's delete page."""

import re
from urllib.parse import urlsplit

from event_games import play, start
from factories import an_event

from scorekeeper import storage

# A director's or room's page, a group's (by its key), a delete page; /groups/new and
# /groups/import are open to any phone and carry no key.
NEVER = re.compile(r"^/e/|^/groups/[A-Za-z0-9_-]{22}|/delete$")
DOWNLOADS = (".pdf", ".csv", ".json")  # not pages: a download, no links to follow


def walk(page, base: str, start_path: str, limit=60) -> list[str]:
    """Every same-site path reached from `start_path` by following links, breadth first."""
    seen, queue, reached = {start_path}, [start_path], []
    while queue and len(reached) < limit:
        path = queue.pop(0)
        answer = page.goto(base + path)
        landed = urlsplit(page.url).path
        reached.append(landed)
        if (
            answer is None
            or answer.status != 200
            or "html" not in (answer.headers.get("content-type", ""))
        ):
            continue
        for href in page.eval_on_selector_all("a[href]", "as => as.map(a => a.href)"):
            found = urlsplit(href)
            if (
                found.netloc == urlsplit(base).netloc
                and found.path not in seen
                and not found.path.endswith(DOWNLOADS)
                and not found.path.startswith("/games/new/")  # twenty rule sets' forms
            ):
                seen.add(found.path)
                queue.append(found.path)
    return reached


def test_a_table_phone_walks_the_whole_evening_and_reaches_only_its_table(
    page, live_app, live_server
):
    db = storage.open_db(live_app.config["DATABASE"])
    event = an_event(db)
    table = storage.table_links(db, event["pk"])[0]["token"]
    others = set()
    reached = walk(page, live_server, f"/t/{table}")  # before the first round
    event = start(db, event, 1)
    others |= {
        g["id"] for g in storage.round_games(db, event["pk"], 1) if g["table"] != 1
    }
    reached += walk(page, live_server, f"/t/{table}")  # round 1, its game
    play(db, event, 1, 1, [(120, 90)])
    event = start(db, event, 2)
    others |= {
        g["id"] for g in storage.round_games(db, event["pk"], 2) if g["table"] != 1
    }
    reached += walk(page, live_server, f"/t/{table}")  # round 2
    db.close()
    games = [path for path in reached if path.startswith("/g/")]
    assert any(path.endswith("/hands/new") for path in games)  # it does play its table
    assert not [path for path in reached if NEVER.search(path)]
    assert not [path for path in games if path.split("/")[2] in others]
    assert event["token"] not in page.content()
