"""A table's phone, all evening: from its table's link it follows every link and looks at every
form on every page it reaches, breadth first, as a curious player would, and never reaches what
its link does not grant: no director's page, no group's page, no other table's game, no delete."""

from html.parser import HTMLParser
from urllib.parse import urljoin, urlsplit

from factories import make_app
from link_world import build

from scorekeeper.web.plumbing.access import ACCESS

NEVER = {
    "events.director",
    "groups.home",
    "groups.share",
    "roster.players",
    "games.delete",
    "event_paper.table_cards",
    "event_paper.sheets",
}


class Links(HTMLParser):
    """Every href of a page, and every form's action with its method."""

    def __init__(self):
        super().__init__()
        self.links, self.forms = [], []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "a" and attrs.get("href"):
            self.links.append(attrs["href"])
        if tag == "form":
            self.forms.append((attrs.get("method", "get").upper(), attrs.get("action")))


def _endpoint(app, path: str, method="GET"):
    adapter = app.url_map.bind("localhost")
    try:
        return adapter.match(path, method=method)[0]
    except Exception:
        return None


def walk(app, start: str, limit=200):
    """Breadth first from `start`: the pages (path, status) and the forms (method, path) seen."""
    client = app.test_client()
    seen, queue, pages, forms = {start}, [start], [], set()
    while queue and len(pages) < limit:
        path = queue.pop(0)
        answer = client.get(path)
        pages.append((path, answer.status_code))
        if answer.status_code in (301, 302, 303):
            queue_next = [urlsplit(answer.headers["Location"]).path]
        elif answer.mimetype == "text/html":
            parsed = Links()
            parsed.feed(answer.get_data(as_text=True))
            queue_next = [urlsplit(urljoin(path, h)).path for h in parsed.links]
            for method, action in parsed.forms:
                forms.add((method, urlsplit(urljoin(path, action or path)).path))
        else:
            queue_next = []
        for found in queue_next:
            if found.startswith("/") and found not in seen:
                seen.add(found)
                queue.append(found)
    return pages, forms


def test_a_table_phone_never_reaches_the_director_or_the_group(tmp_path):
    app = make_app(tmp_path)
    world = build(app)
    pages, forms = walk(app, f"/t/{world.keys['table']}")
    reached = {_endpoint(app, path) for path, status in pages if status == 200}
    assert "games.show" in reached and "hands.new" in reached  # it does play its table
    assert reached & NEVER == set()
    greater = [world.keys[k] for k in ("director", "club group", "other table game")]
    assert not [path for path, _ in pages if any(key in path for key in greater)]
    for method, path in forms:  # every form it is shown, its link may send
        endpoint = _endpoint(app, path, method)
        if endpoint and endpoint in ACCESS and "/g/" in path:
            assert endpoint not in NEVER


def test_a_table_phone_is_refused_its_games_delete_page(tmp_path):
    app = make_app(tmp_path)
    world = build(app)
    client = app.test_client()
    game = world.keys["table game"]
    assert client.get(f"/g/{game}/delete").status_code == 403
    assert client.post(f"/g/{game}/delete").status_code == 403
    assert client.get(f"/g/{game}").status_code == 200  # the game is still there


def test_last_rounds_game_only_shows_its_hands_once_the_round_is_over(tmp_path):
    app = make_app(tmp_path)
    world = build(app)
    client = app.test_client()
    game = world.keys["past table game"]
    board = client.get(f"/g/{game}").get_data(as_text=True)
    assert f"/g/{game}/hands/1/edit" not in board
    assert client.get(f"/g/{game}/hands/1/edit").status_code == 403
    assert client.post(f"/g/{game}/hands/new").status_code == 403
