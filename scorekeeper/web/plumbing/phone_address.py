"""The address a phone at the table should open: a link it can reach, never 127.0.0.1.

A game's link is its key, and the share page turns it into a QR code for another phone. Opened on
the computer itself, the page was asked for as 127.0.0.1 (or localhost), which on the phone means the
phone. So: PUBLIC_URL when set (behind a reverse proxy, the address the world uses); else, when the
page was asked for by a loopback name and the server listens beyond loopback (`serve --host
0.0.0.0`), this computer's address on the local network; else the address the page was asked for.
"""

import ipaddress
import socket
from urllib.parse import urlsplit

from flask import current_app, request

from scorekeeper import places

LOOPBACK_NAMES = ("localhost", "localhost.localdomain")


def lan_address() -> str | None:
    """This computer's address on its local network, or None when it has none but loopback.

    Connecting a UDP socket sends nothing; it only asks the kernel which of our addresses it would
    send from, which is the one the Wi-Fi's phones reach us by."""
    for probe in ("10.255.255.255", "192.168.255.255"):
        try:
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
                sock.connect((probe, 1))
                address = sock.getsockname()[0]
        except OSError:
            continue
        if not ipaddress.ip_address(address).is_loopback:
            return address
    return None


def is_loopback(host: str) -> bool:
    """Whether a host name (no port) means this machine only: 127.x, ::1, localhost."""
    host = host.strip("[]").lower()
    if host in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def serves_beyond_loopback(host: str) -> bool:
    """Whether a server listening on `host` can be reached by other machines."""
    return not is_loopback(host)


def phone_url(host: str, port: int) -> str | None:
    """http://<LAN address>:<port>/ for a server listening on `host`, or None when it listens on
    loopback only (a phone cannot reach it) or the machine has no network address."""
    if not serves_beyond_loopback(host):
        return None
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return f"http://{host}:{port}/"  # a name given on purpose: trust it
    if not address.is_unspecified:
        return f"http://{host}:{port}/"
    lan = lan_address()
    return f"http://{lan}:{port}/" if lan else None


def phone_base() -> str:
    """The root URL a phone should use for links made in this request (ends with "/")."""
    public = current_app.config.get("PUBLIC_URL")
    if public:
        return public.rstrip("/") + "/"
    requested = urlsplit(request.host_url)
    # (host, port), set by `scorekeeper serve`
    served = current_app.config.get("SERVED_ON")
    if is_loopback(requested.hostname or "") and served:
        reachable = phone_url(*served)
        if reachable:
            return reachable
    return request.host_url


def phone_link(path: str) -> str:
    """A path of this app (from url_for) as a full link a phone can open."""
    return phone_base() + path.lstrip("/")


def reaches_nobody(link: str) -> bool:
    """Whether a link printed or shown for other phones leads to this computer's loopback address,
    which on a phone means the phone itself."""
    return is_loopback(urlsplit(link).hostname or "")


def serve_for_phones() -> str:
    """The command that serves this installation to the Wi-Fi: the checkout's script, or the
    installed wheel's command (a container takes HOST=0.0.0.0 in its environment)."""
    if places.from_checkout():
        return "HOST=0.0.0.0 scripts/run.sh"
    return "scorekeeper serve --host 0.0.0.0"


def reach(link: str) -> dict:
    """What a page carrying `link` for other phones passes to templates/_unreachable.html."""
    return {"unreachable": reaches_nobody(link), "serve_command": serve_for_phones()}
