"""Two phones, two addresses, behind each front a club puts before the app (a script, not a test;
issue 39's H1 reproduction).

    .venv/bin/python benchmarks/two_phones_behind_proxy.py [nginx|caddy|both] [GROUPS]
    (defaults: both 10, the default NEW_GROUPS_PER_HOUR)

`nginx`: `scripts/run.sh` with HOST=0.0.0.0, so the app's own nginx stands in front of waitress.
`caddy`: `scripts/run.sh` on 127.0.0.1 with the documented PROXY_FIX and deploy/Caddyfile's Caddy
in front, over https (tests/front_servers.py). Phone 1 sends from 127.0.0.7 and phone 2 from
127.0.0.8 (Linux routes all of 127/8 to loopback). Phone 1 makes groups until it is refused (429),
then phone 2 makes its first; phone 1 then types five wrong club passphrases and phone 2 the right
one. Prints each phone's answers, the addresses the server's log names for its refusals, and
behind Caddy what Flask-WTF's https Referer check answers. Before issue 39 every phone was one
address behind either front: phone 2's first group and its right passphrase got 429."""

import re
import sys
import tempfile
from collections import Counter
from pathlib import Path
from urllib.parse import urlencode

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from front_servers import HOSTED_CONFIG, Phone, caddy_before  # noqa: E402
from live_server import Browser, form_fields, start_server  # noqa: E402

PHONE_1, PHONE_2 = "127.0.0.7", "127.0.0.8"
PASSPHRASE = "green baize and a red three"
FORM = {"Content-Type": "application/x-www-form-urlencoded"}


class Plain:
    """A phone on the club's Wi-Fi, through the app's nginx: (status, page) for each request."""

    def __init__(self, port, source, browser=None):
        self.browser = browser or Browser(port, source=source)

    def ask(self, method, path, form=None, referer=True):
        answer = self.browser.request(method, path, form)
        return answer.status, answer.body

    def close(self):
        self.browser.close()


class Secure:
    """A phone asking https://scores.example.org through Caddy; a form's POST carries the page it
    came from as its Referer, as a browser's does (unless `referer` says otherwise)."""

    def __init__(self, port, trust, source):
        self.phone = Phone(port, trust, source)

    def ask(self, method, path, form=None, referer=True):
        headers = dict(FORM) if form is not None else {}
        if form is not None and referer is True:
            headers["Referer"] = self.phone.page_url(path)
        elif isinstance(referer, str):
            headers["Referer"] = referer
        body = urlencode(form).encode() if form is not None else b""
        status, _headers, page, _cookies = self.phone.request(
            method, path, body, headers
        )
        return status, page

    def close(self):
        """Each request had a connection of its own."""


def post_form(phone, path, typed, referer=True) -> int:
    status, page = phone.ask("GET", path)
    assert status == 200, (path, status)
    return phone.ask("POST", path, {**form_fields(page), **typed}, referer)[0]


def new_group(phone, name="Friday club", referer=True) -> int:
    return post_form(phone, "/groups/new", {"name": name}, referer)


def groups_until_refused(phone, most: int) -> list[int]:
    answers = []
    while len(answers) <= most and 429 not in answers:
        answers.append(new_group(phone, f"club {len(answers)}"))
    return answers


def refused_addresses(log: str) -> Counter:
    """How many refusals (429) the server's log names each address for."""
    return Counter(re.findall(r"429 for \S+ \S+ from (\S+):", log))


def two_phones(phone_1, phone_2, groups: int, log) -> dict:
    """The audit's run: phone 1's budget spent, then phone 2's turn; the passphrase likewise."""
    try:
        first = groups_until_refused(phone_1, groups)
        second = new_group(phone_2)
        rest = groups_until_refused(phone_2, groups)
        wrong = [post_form(phone_1, "/club", {"passphrase": "guess"}) for _ in range(6)]
        right = post_form(phone_2, "/club", {"passphrase": PASSPHRASE})
    finally:
        phone_1.close()
        phone_2.close()
    return {
        "phone 1 groups": first,
        "phone 2 first group": second,
        "phone 2 then": rest,
        "phone 1 wrong passphrases": wrong,
        "phone 2 right passphrase": right,
        "refusals logged by address": dict(refused_addresses(log())),
    }


def config(groups: int) -> str:
    return f"NEW_GROUPS_PER_HOUR = {groups}\nCLUB_PASSPHRASE = {PASSPHRASE!r}\n"


def behind_nginx(folder: Path, groups: int) -> dict:
    server = start_server(folder / "instance", config(groups), host="0.0.0.0")
    try:
        phones = [Plain(server.port, source) for source in (PHONE_1, PHONE_2)]
        return two_phones(*phones, groups, server.log.read_text)
    finally:
        server.stop()


def behind_caddy(folder: Path, groups: int) -> dict:
    server = start_server(folder / "instance", HOSTED_CONFIG + config(groups))
    try:
        with caddy_before(folder, server.port) as (port, trust):
            phones = [Secure(port, trust, source) for source in (PHONE_1, PHONE_2)]
            figures = two_phones(*phones, groups, server.log.read_text)
            # Flask-WTF's check of where an https form came from (WTF_CSRF_SSL_STRICT).
            third = Secure(port, trust, "127.0.0.9")
            figures["https form without a Referer"] = new_group(third, referer=False)
            figures["https form from another site"] = new_group(
                third, referer="https://elsewhere.example/groups/new"
            )
            figures["https form from its own page"] = new_group(third)
            return figures
    finally:
        server.stop()


def main():
    which = sys.argv[1] if len(sys.argv) > 1 else "both"
    groups = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    fronts = {"nginx": behind_nginx, "caddy": behind_caddy}
    for name in fronts if which == "both" else [which]:
        with tempfile.TemporaryDirectory() as folder:
            print(f"behind {name}:")
            for key, value in fronts[name](Path(folder), groups).items():
                print(f"  {key:32} {value}")


if __name__ == "__main__":
    main()
