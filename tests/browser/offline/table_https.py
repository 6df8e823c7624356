"""A table served over HTTPS as scripts/https.sh sets it up, and a phone that trusts it.

The certificate is the script's own (its authority, and a certificate for this computer's name); the
app is served with it on a free port, under the computer's name (`<hostname>.local`, which the
certificate names) rather than 127.0.0.1, which a browser treats as secure even over plain http.
The phone is Chromium with the table's authority in its certificate store (as a phone that
installed it, docs/running.md) and a profile folder of its own, so it can be closed and started
again with its service worker and copies: a fresh start of the installed app."""

import gc
import os
import socket
import subprocess
import threading
import warnings
from pathlib import Path

from dev_server import buffered
from werkzeug.serving import make_server

from scorekeeper import create_app

ROOT = Path(__file__).resolve().parents[3]


def table_name() -> str:
    """The name the script's certificate gives this computer besides its address."""
    return socket.gethostname().split(".")[0] + ".local"


def make_certificates(folder: Path) -> Path:
    """scripts/https.sh certs, into `folder`; returns its https/ folder."""
    subprocess.run(
        ["bash", str(ROOT / "scripts" / "https.sh"), "certs"],
        env={**os.environ, "SCOREKEEPER_INSTANCE": str(folder), "ADDRESS": "127.0.0.1"},
        capture_output=True,
        check=True,
        timeout=60,
    )
    return folder / "https"


class Table:
    """The app over HTTPS in a background thread; `url` is what the phone opens."""

    def __init__(self, folder: Path):
        self.certificates = make_certificates(folder)
        self.app = create_app(
            {
                "DATABASE": str(folder / "table.sqlite"),
                "SECRET_KEY": "https-table",
                "TRUSTED_NAMES": [table_name()],
            },
            instance_path=folder / "instance",
        )
        self.server = make_server(
            "127.0.0.1",
            0,
            buffered(self.app),
            threaded=True,
            ssl_context=(
                str(self.certificates / "server.crt"),
                str(self.certificates / "server.key"),
            ),
        )
        self.url = f"https://{table_name()}:{self.server.server_port}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def close(self):
        self.server.shutdown()
        self.thread.join()
        self.server.server_close()
        # A connection Chromium dropped in the middle of its TLS handshake leaves its socket to the
        # garbage collector; collected here, it is not reported against whichever test runs next.
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", ResourceWarning)
            gc.collect()


class Phone:
    """Chromium trusting the table's authority, with a profile that outlives a restart."""

    def __init__(self, browser_type, context_args: dict, folder: Path, table: Table):
        self.browser_type, self.context_args, self.table = (
            browser_type,
            context_args,
            table,
        )
        self.home, self.profile = folder / "home", folder / "profile"
        database = self.home / ".pki" / "nssdb"
        database.mkdir(parents=True)
        certutil = ["certutil", "-d", f"sql:{database}"]
        subprocess.run([*certutil, "-N", "--empty-password"], check=True)
        subprocess.run(
            [
                *certutil,
                "-A",
                "-t",
                "C,,",
                "-n",
                "table",
                "-i",
                str(table.certificates / "public" / "scorekeeper-ca.crt"),
            ],
            check=True,
        )
        self.context = None
        self.violations = []  # what the Content-Security-Policy blocked (a feature that silently broke)

    def start(self, offline: bool = False):
        """The app started on the phone (again): its worker and copies are those it kept."""
        self.context = self.browser_type.launch_persistent_context(
            str(self.profile),
            executable_path="/usr/bin/chromium",
            args=[
                "--disable-gpu",
                "--disable-quic",
                f"--host-resolver-rules=MAP {table_name()} 127.0.0.1",
            ],
            env={**os.environ, "HOME": str(self.home)},
            offline=offline,
            **self.context_args,
        )
        self.context.on(
            "console",
            lambda message: (
                self.violations.append(message.text)
                if "Content Security Policy" in message.text
                else None
            ),
        )
        return self.context

    def stop(self):
        if self.context is not None:
            self.context.close()
            self.context = None
