"""A longer fuzz of every form and the import, against the app served by a real server process (a
script, not a test): `.venv/bin/python benchmarks/fuzz_inputs.py --seconds 120`.

CSRF is on, as players have it: each post carries the token of the page it came from (some carry none
or a wrong one). Values are drawn at random: numbers in and out of range, huge ones, text with markup,
control and text-direction characters, JSON of every type and depth, requests past the size limit.
It prints the requests made by kind and status, every 500 (with the server's traceback count), and
whether every game left in the database still shows its scoreboard, hand form and sheet.
"""

import argparse
import http.cookiejar
import json
import random
import re
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
from hostile import paths_of, replaced  # noqa: E402  (the JSON helpers the import fuzz test uses)

SERVER = """
import logging, sys
from werkzeug.serving import make_server
from scorekeeper import create_app
logging.getLogger("werkzeug").setLevel(logging.ERROR)
app = create_app({"DATABASE": sys.argv[1] + "/fuzz.sqlite"}, instance_path=sys.argv[1] + "/instance")
server = make_server("127.0.0.1", 0, app, threaded=True)
print(server.server_port, flush=True)
server.serve_forever()
"""
SIDES = [
    {"name": "Us", "players": ["Ana", "Ben"]},
    {"name": "Them", "players": ["Cleo", "Dan"]},
]
HAND = {
    "results": [
        {
            "melds": [{"rank": "K", "natural": 7}, {"rank": "A", "natural": 3}],
            "red_threes": 1,
            "went_out": True,
        },
        {"meld_points": 0, "hand_points": 40},
    ]
}
RECORD = {
    "format": 1,
    "variant": "classic",
    "name": "Fuzz",
    "sides": SIDES,
    "first_dealer": "Ana",
    "hands": [HAND],
}
LAYOUTS = [
    "/games/new/classic/0",
    "/games/new/samba/1",
    "/games/new/modern-american/0",
    "/games/new/hand-and-foot/2",
    "/games/new/bolivia/0",
    "/games/new/classic-6p/1",
]
TEXTS = [
    "",
    " ",
    "<img src=x onerror=alert(1)>",
    '"><script>alert(1)</script>',
    "</textarea>",
    "\u202eevil",
    "a\x00b",
    "line\nbreak",
    "Zoë 👨‍👩‍👧",
    "'; DROP TABLE games; --",
    "{{7*7}}",
    "x" * 41,
    "x" * 5000,
]


def number(rng: random.Random) -> str:
    return rng.choice(
        [
            lambda: str(rng.randint(-5, 40)),
            lambda: str(rng.randint(-(10**6), 10**6)),
            lambda: "9" * rng.randint(300, 5000),
            lambda: str(2**63),
            lambda: str(-(2**63) - 1),
            lambda: rng.choice(["1e3", "0x10", "1_000", "٣", "NaN", "-0"]),
        ]
    )()


def value(rng: random.Random) -> str:
    return number(rng) if rng.random() < 0.6 else rng.choice(TEXTS)


def json_value(rng: random.Random, depth: int = 0):
    kind = rng.randrange(9 if depth < 4 else 7)
    if kind == 0:
        return None
    if kind == 1:
        return rng.random() < 0.5
    if kind == 2:
        return rng.choice([0, -1, 1, 7, 2**63, 10 ** rng.randint(20, 4000)])
    if kind == 3:
        return rng.choice([1.5, -0.0, 1e308])
    if kind in (4, 5, 6):
        return rng.choice(TEXTS)
    if kind == 7:
        return [json_value(rng, depth + 1) for _ in range(rng.randint(0, 3))]
    return {
        rng.choice(["name", "k", "rank", "natural", "x" * 300]): json_value(
            rng, depth + 1
        )
        for _ in range(3)
    }


class Client:
    """A phone: one cookie jar, pages fetched for their CSRF token, every answer's status counted."""

    def __init__(self, base: str):
        self.base = base
        self.opener = urllib.request.build_opener(
            urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()), NoRedirect()
        )
        self.statuses = Counter()
        self.errors = []

    def send(
        self,
        kind: str,
        path: str,
        data: bytes | None = None,
        content_type: str | None = None,
    ):
        request = urllib.request.Request(self.base + path, data=data)
        if content_type:
            request.add_header("Content-Type", content_type)
        try:
            with self.opener.open(request, timeout=60) as response:
                status, body = response.status, response.read()
        except urllib.error.HTTPError as error:
            status, body = error.code, error.read()
        except (
            ConnectionError,
            urllib.error.URLError,
        ) as error:  # a refused upload may close the socket
            status, body = f"closed ({type(error).__name__})", b""
        self.statuses[(kind, status)] += 1
        if status == 500:
            self.errors.append((kind, path, (data or b"")[:300]))
        return status, body.decode("utf-8", "replace")

    def page(self, path: str):
        status, body = self.send("GET page", path)
        token = re.search(r'name="csrf-token" content="([^"]+)"', body)
        return body, token.group(1) if token else ""

    def post(self, kind: str, path: str, fields: dict):
        return self.send(
            kind,
            path,
            urllib.parse.urlencode(fields).encode(),
            "application/x-www-form-urlencoded",
        )


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


def field_names(page: str) -> list[str]:
    names = set(re.findall(r'<(?:input|select|textarea)[^>]*\bname="([^"]+)"', page))
    return sorted(name for name in names if "__" not in name and name != "csrf_token")


def game_ids(client: Client) -> list[str]:
    """The games on this client's list (the games it started or imported: its device cookie)."""
    _, body = client.send("GET list", "/")
    return sorted(set(re.findall(r'href="/g/([A-Za-z0-9_-]{22})"', body)))


def fuzz_hand(client, rng, game_id):
    page_path = rng.choice(["/hands/new", "/hands/1/edit"])
    page, token = client.page(f"/g/{game_id}{page_path}")
    names = field_names(page) + [
        "add_meld",
        "remove_meld",
        "action",
        "nonce",
        "version",
    ]
    version = re.search(r'name="version" type="hidden" value="(\d+)"', page)
    fields = {
        "csrf_token": token if rng.random() < 0.95 else "forged",
        "version": version.group(1) if version else "1",
    }
    fields.update({rng.choice(names): value(rng) for _ in range(rng.randint(0, 12))})
    target = rng.choice([page_path, "/hands/preview", "/hands/preview?position=1"])
    client.post("hand form", f"/g/{game_id}{target}", fields)


def fuzz_new_game(client, rng, _game_id):
    path = rng.choice(LAYOUTS)
    page, token = client.page(path)
    fields = {"csrf_token": token, "sides-0-name": "Us", "sides-1-name": "Them"}
    fields.update(
        {rng.choice(field_names(page)): value(rng) for _ in range(rng.randint(0, 8))}
    )
    client.post("new game", path, fields)


def fuzz_import(client, rng, _game_id):
    _, token = client.page("/games/import")
    if rng.random() < 0.15:
        depth = rng.choice([9, 500, 2000, 100_000])
        text = "[" * depth + "]" * depth
    else:
        record = {**RECORD, "rules": {"target": 5000}}
        text = json.dumps(
            replaced(record, rng.choice(list(paths_of(record))[1:]), json_value(rng))
        )
    client.post("import", "/games/import", {"csrf_token": token, "text": text})


def fuzz_delete(client, rng, game_id):
    which = rng.choice([f"/g/{game_id}/hands/1/delete", f"/g/{game_id}/delete"])
    _, token = client.page(which)
    client.post(
        "delete",
        which,
        {"csrf_token": token if rng.random() < 0.7 else "", "version": number(rng)},
    )


def fuzz_get(client, rng, game_id):
    path = rng.choice(
        [
            f"/g/{rng.choice([game_id, 2**63, 10**30, 0])}",
            f"/g/{game_id}/export.json",
            f"/g/{game_id}/hands/{rng.randint(-1, 3)}/edit",
            f"/sheets?paper={rng.choice(TEXTS)[:20]}",
            f"/sheets/blank/classic.pdf?sides={number(rng)[:30]}&players={rng.randint(-1, 5)}",
            f"/g/{game_id}/sheet.pdf",
        ]
    )
    client.send("GET", urllib.parse.quote(path, safe="/?=&"))


def fuzz_too_big(client, rng, _game_id):
    body = b"text=" + b"x" * (1024 * 1024 + rng.randint(1, 10**6))
    client.send("too big", "/games/import", body, "application/x-www-form-urlencoded")


FUZZERS = [
    (fuzz_hand, 30),
    (fuzz_new_game, 12),
    (fuzz_import, 25),
    (fuzz_delete, 6),
    (fuzz_get, 20),
    (fuzz_too_big, 1),
]


def seed_game(client: Client):
    page, token = client.page("/games/import")
    client.post(
        "seed", "/games/import", {"csrf_token": token, "text": json.dumps(RECORD)}
    )


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--seed", type=int, default=9)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as folder:
        log = open(Path(folder) / "server.log", "w+")
        server = subprocess.Popen(
            [sys.executable, "-c", SERVER, folder],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=log,
            text=True,
        )
        try:
            client = Client(f"http://127.0.0.1:{server.stdout.readline().strip()}")
            started, games, rounds = time.monotonic(), [], 0
            while time.monotonic() - started < args.seconds:
                rounds += 1
                if rounds % 10 == 1:  # deletes and imports change the list now and then
                    games = game_ids(client)
                if len(games) < 3:
                    seed_game(client)
                    games = game_ids(client)
                    continue
                fuzzer = rng.choices([f for f, _ in FUZZERS], [w for _, w in FUZZERS])[
                    0
                ]
                fuzzer(client, rng, rng.choice(games))
            elapsed = time.monotonic() - started
            broken = check_every_game(client)
        finally:
            server.terminate()
            server.wait()
        log.seek(0)
        tracebacks = log.read().count("Traceback")
    report(client, elapsed, broken, tracebacks)


def check_every_game(client: Client) -> list:
    """Every game the fuzz left must still show its pages."""
    broken = []
    for game_id in game_ids(client):
        for rest in ("", "/hands/new", "/export.json", "/sheet.pdf"):
            status, _ = client.send("final check", f"/g/{game_id}{rest}")
            if status not in (200, 302):
                broken.append((game_id, rest, status))
    return broken


def report(client: Client, elapsed: float, broken: list, tracebacks: int):
    total = sum(client.statuses.values())
    print(
        f"{total} requests in {elapsed:.1f} s ({total / elapsed:.1f}/s) against a real server process"
    )
    for (kind, status), count in sorted(
        client.statuses.items(), key=lambda item: (item[0][0], str(item[0][1]))
    ):
        print(f"  {kind:12} {status!s:24} {count}")
    fives = sum(
        count for (_, status), count in client.statuses.items() if status == 500
    )
    print(f"500s: {fives}; tracebacks in the server log: {tracebacks}")
    for kind, path, data in client.errors[:10]:
        print(f"  500 {kind} {path} {data!r}")
    print(f"games left whose pages do not show: {len(broken)} {broken[:5]}")
    sys.exit(1 if fives or tracebacks or broken else 0)


if __name__ == "__main__":
    main()
