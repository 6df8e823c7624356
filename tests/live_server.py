"""The app as `scripts/run.sh` serves it, in a process of its own, and tables that use it as a
phone's browser does: real form posts with the CSRF token, version and nonce scraped from the
page. Shared by the real-server tests and `benchmarks/load_bench.py`.

Game addresses are never built here: they come from the redirects the app answers with, so the
change from /games/<id>/… to /g/<token>/… needs nothing in this file."""

import http.client
import os
import signal
import socket
import sqlite3
import subprocess
import time
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urlencode, urlsplit

CHECKOUT = Path(__file__).resolve().parent.parent
NEW_GAME = "/games/new/classic/0"
# A count-mode hand valid at every point of a game (both sides open with 130 and 120, the top
# minimum being 120); the target is raised to 100000 so the game never ends while tables play.
HAND = {
    "sides-0-mode": "count",
    "sides-1-mode": "count",
    "went_out": "0",
    "action": "save",
    "sides-0-meld_points": "130",
    "sides-0-canastas-mixed": "1",
    "sides-1-meld_points": "120",
    "sides-1-hand_points": "20",
}


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@dataclass
class Server:
    """`scripts/run.sh` running on 127.0.0.1 with its own instance folder."""

    instance: Path
    port: int
    process: subprocess.Popen
    log: Path

    @property
    def database(self) -> Path:
        return self.instance / "scorekeeper.sqlite"

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def kill_9(self):
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()


def start_server(
    instance: Path,
    config: str = "",
    port: int | None = None,
    timeout: float = 60,
    host: str = "127.0.0.1",
    command: list[str] | None = None,
    env: dict | None = None,
    cwd: str = "/",
) -> Server:
    """Start `scripts/run.sh` exactly as a club would, with `config` as instance/config.py
    (`host` 0.0.0.0: as for the phones on the Wi-Fi, nginx in front); `command` starts another
    way of serving instead (an installed wheel, the container's entrypoint), `env` adds to its
    environment."""
    instance.mkdir(parents=True, exist_ok=True)
    (instance / "config.py").write_text(config)
    port = port or free_port()
    log = instance.parent / f"server-{port}.log"
    env = {
        **os.environ,
        "HOST": host,
        "PORT": str(port),
        "SCOREKEEPER_INSTANCE": str(instance),
        **(env or {}),
    }
    with open(log, "wb") as out:
        process = subprocess.Popen(
            command or ["bash", str(CHECKOUT / "scripts" / "run.sh")],
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
            cwd=cwd,
        )
    server = Server(instance, port, process, log)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the server stopped: {log.read_text()}")
        probe = Browser(port)
        try:
            if probe.get("/").status == 200:
                return server
        except OSError:
            time.sleep(0.1)
        finally:
            probe.close()
    server.stop()
    raise RuntimeError(
        f"the server did not answer within {timeout} s: {log.read_text()}"
    )


class FormFields(HTMLParser):
    """What a browser would send for a form: its inputs' values (checked boxes and radios only)
    and each select's chosen option."""

    def __init__(self, form_id=None):
        super().__init__()
        self.form_id, self.inside, self.fields, self.action = form_id, False, {}, None
        self._select = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if (
            tag == "form"
            and self.action is None
            and a.get("method", "").lower() == "post"
            and (self.form_id is None or a.get("id") == self.form_id)
        ):
            self.inside, self.action = True, a.get("action")
        elif not self.inside:
            return
        elif (
            tag == "input"
            and a.get("name")
            and a.get("type") not in ("submit", "button", "file")
        ):
            if a.get("type") not in ("checkbox", "radio") or "checked" in a:
                self.fields[a["name"]] = a.get("value") or ""
        elif tag == "select":
            self._select = a.get("name")
        elif tag == "option" and self._select:
            if self._select not in self.fields or "selected" in a:
                self.fields[self._select] = a.get("value", "")

    def handle_endtag(self, tag):
        if tag == "select":
            self._select = None
        elif tag == "form":
            self.inside = False


def form_fields(html: str, form_id=None) -> dict:
    parser = FormFields(form_id)
    parser.feed(html)
    return parser.fields


@dataclass
class Answer:
    status: int
    headers: dict
    body: str
    seconds: float
    content: bytes = (
        b""  # the body as it came (a PDF's bytes, which `body` cannot hold)
    )

    @property
    def location(self) -> str:
        return urlsplit(self.headers.get("location", "")).path


@dataclass
class Browser:
    """One phone: one kept-alive connection and its cookies; `source` is the address it sends
    from (any 127.x.y.z: Linux routes all of 127/8 to loopback), so two phones are two addresses."""

    port: int
    cookies: dict = field(default_factory=dict)
    timeout: float = 60
    source: str | None = None
    _connection: http.client.HTTPConnection | None = None

    def request(self, method, path, form=None, headers=None) -> Answer:
        body = urlencode(form) if form is not None else None
        sent = {**(headers or {})}
        if body is not None:
            sent["Content-Type"] = "application/x-www-form-urlencoded"
        if self.cookies:
            sent["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        for attempt in (1, 2):
            if self._connection is None:
                self._connection = http.client.HTTPConnection(
                    "127.0.0.1",
                    self.port,
                    timeout=self.timeout,
                    source_address=(self.source, 0) if self.source else None,
                )
            started = time.perf_counter()
            try:
                self._connection.request(method, path, body=body, headers=sent)
                response = self._connection.getresponse()
                data = response.read()
            except (
                http.client.RemoteDisconnected,
                ConnectionResetError,
                BrokenPipeError,
            ):
                # The server closed an idle kept-alive connection: a browser opens a new one.
                self.close()
                if attempt == 2 or method == "POST":
                    raise
                continue
            seconds = time.perf_counter() - started
            break
        for name, value in response.getheaders():
            if name.lower() == "set-cookie":
                key, _, rest = value.partition("=")
                self.cookies[key] = rest.split(";", 1)[0]
        headers = {k.lower(): v for k, v in response.getheaders()}
        return Answer(
            response.status, headers, data.decode("utf-8", "replace"), seconds, data
        )

    def get(self, path, headers=None) -> Answer:
        return self.request("GET", path, headers=headers)

    def post(self, path, form) -> Answer:
        return self.request("POST", path, form)

    def download(self, path, timeout=120) -> Answer:
        """A file the server prepares in the background, fetched as a browser does: while the
        answer is the page saying it is being prepared (202), ask again when its Refresh says."""
        deadline = time.monotonic() + timeout
        answer = self.get(path)
        while answer.status == 202 and time.monotonic() < deadline:
            time.sleep(float(answer.headers["refresh"].split(";")[0]))
            answer = self.get(path)
        return answer

    def close(self):
        if self._connection is not None:
            self._connection.close()
            self._connection = None


@dataclass
class Table:
    """One table's phone: starts its own game and saves hands one after another."""

    browser: Browser
    name: str
    hand_page: str = ""
    # nonces of hands the server said it saved
    acknowledged: list = field(default_factory=list)
    latencies: list = field(default_factory=list)
    statuses: list = field(default_factory=list)

    def start_game(self) -> Answer:
        page = self.browser.get(NEW_GAME)
        fields = form_fields(page.body)
        fields.update(
            {
                "name": self.name,
                "sides-0-name": "North",
                "sides-1-name": "South",
                "rules-target": "100000",
            }
        )
        answer = self.browser.post(NEW_GAME, fields)
        self.statuses.append(answer.status)
        if answer.status == 302:
            self.hand_page = answer.location
        return answer

    def save_hand(self) -> Answer:
        """Open the hand page, type a hand, tap Save: only the save's time is recorded."""
        page = self.browser.get(self.hand_page)
        fields = {**form_fields(page.body, "hand-form"), **HAND}
        # No two hands in a row alike: the form asks before saving a repeat of the last hand.
        fields["sides-1-hand_points"] = str(20 + 5 * (len(self.acknowledged) % 2))
        answer = self.browser.post(self.hand_page, fields)
        self.latencies.append(answer.seconds)
        self.statuses.append(answer.status)
        if answer.status == 302:
            self.acknowledged.append(fields["nonce"])
        return answer


def stored_hands(database: Path) -> dict:
    """Each game's stored hands as {game name: [nonce, ...] in position order}."""
    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as db:
        rows = db.execute(
            "SELECT games.name, hands.nonce FROM hands JOIN games ON games.id = hands.game_id"
            " ORDER BY games.id, hands.position"
        ).fetchall()
    games: dict = {}
    for name, nonce in rows:
        games.setdefault(name, []).append(nonce)
    return games


def integrity(database: Path) -> str:
    with sqlite3.connect(database) as db:
        return db.execute("PRAGMA integrity_check").fetchone()[0]
