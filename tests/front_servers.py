"""The fronts a club puts before the app, for the real-server tests and benchmarks: deploy/Caddyfile
as shipped, run by Caddy with its own internal issuer instead of ACME (which this machine cannot
reach), and a phone that asks https://scores.example.org through it from an address of its own.
Everything listens on 127.0.0.1; the phone asks for the domain by name (its TLS server name and
Host header) over a connection to loopback."""

import http.client
import os
import socket
import ssl
import subprocess
import time
from contextlib import contextmanager
from pathlib import Path

from live_server import free_port

ROOT = Path(__file__).resolve().parent.parent
DOMAIN = "scores.example.org"
# docs/running.md, "On a server with a domain": the app's settings behind Caddy.
HOSTED_CONFIG = f"""PROXY_FIX = {{"x_for": 1, "x_proto": 1, "x_host": 1}}
PUBLIC_URL = "https://{DOMAIN}"
TRUSTED_NAMES = ["{DOMAIN}"]
SESSION_COOKIE_SECURE = True
"""


def wait_for(port: int) -> None:
    for _ in range(100):
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.1)
    raise AssertionError(f"nothing listens on {port}")


def wait_for_certificate(port: int, root: Path) -> None:
    """Caddy makes its internal certificate after it listens: until then a handshake fails."""
    for _ in range(100):
        try:
            context = ssl.create_default_context(cafile=str(root))
            with socket.create_connection(("127.0.0.1", port), 5) as raw:
                with context.wrap_socket(raw, server_hostname=DOMAIN):
                    return
        except (OSError, ssl.SSLError):
            time.sleep(0.1)
    raise AssertionError(f"no certificate for {DOMAIN} on {port}")


def caddyfile_for_test(app_port: int, https_port: int) -> str:
    """deploy/Caddyfile with the test's ports, and Caddy's internal issuer instead of ACME (its root
    kept in the test's folder, never added to this machine's trust store)."""
    text = (ROOT / "deploy" / "Caddyfile").read_text()
    proxy = "reverse_proxy 127.0.0.1:5000"
    assert text.count(proxy) == 2 and f"\n{DOMAIN} {{" in text
    text = text.replace(proxy, f"reverse_proxy 127.0.0.1:{app_port}")
    text = text.replace(
        "{\n\temail admin@example.org\n",
        f"{{\n\tadmin off\n\tskip_install_trust\n\tauto_https disable_redirects\n"
        f"\thttps_port {https_port}\n\tdefault_bind 127.0.0.1\n",
    )
    return text.replace(
        f"\n{DOMAIN} {{\n", f"\n{DOMAIN}:{https_port} {{\n\ttls internal\n"
    )


@contextmanager
def caddy_before(folder: Path, app_port: int):
    """deploy/Caddyfile's Caddy in front of the app on `app_port`: yields (its https port, the
    root certificate a phone must trust)."""
    https_port = free_port()
    (folder / "Caddyfile").write_text(caddyfile_for_test(app_port, https_port))
    with open(folder / "caddy.log", "wb") as log:
        caddy = subprocess.Popen(
            [
                "caddy",
                "run",
                "--adapter",
                "caddyfile",
                "--config",
                folder / "Caddyfile",
            ],
            stdout=subprocess.DEVNULL,
            stderr=log,
            env={
                **os.environ,
                "XDG_DATA_HOME": str(folder),
                "XDG_CONFIG_HOME": str(folder),
            },
        )
    try:
        wait_for(https_port)
        root = folder / "caddy" / "pki" / "authorities" / "local" / "root.crt"
        wait_for_certificate(https_port, root)
        yield https_port, root
    finally:
        caddy.terminate()
        caddy.wait(timeout=10)


class Phone:
    """A browser asking for https://scores.example.org over a connection to 127.0.0.1, sent from
    `source` (any 127.x.y.z is loopback on Linux)."""

    def __init__(self, port: int, trust: Path, source: str = "127.0.0.1"):
        self.port, self.cookies, self.source = port, {}, source
        self.context = ssl.create_default_context(cafile=str(trust))

    def request(self, method, path, body=b"", headers=None):
        connection = http.client.HTTPSConnection(
            DOMAIN, self.port, context=self.context, timeout=20
        )
        connection._create_connection = lambda _address, timeout, *_: (
            socket.create_connection(
                ("127.0.0.1", self.port), timeout, (self.source, 0)
            )
        )
        sent = {**(headers or {})}
        if self.cookies:
            sent["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        try:
            connection.request(method, path, body=body, headers=sent)
            answer = connection.getresponse()
            data = answer.read().decode("utf-8", "replace")
        finally:
            connection.close()
        cookies = [v for k, v in answer.getheaders() if k.lower() == "set-cookie"]
        for cookie in cookies:
            key, _, rest = cookie.partition("=")
            self.cookies[key] = rest.split(";", 1)[0]
        return answer.status, dict(answer.getheaders()), data, cookies

    def page_url(self, path: str) -> str:
        """What a browser sends as the Referer of a form on `path`."""
        return f"https://{DOMAIN}:{self.port}{path}"
