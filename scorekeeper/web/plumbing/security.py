"""HTTP hardening for a game link that is a secret: strict headers on every response, and only
Host names this server answers to (a page on another site cannot rebind its name to us).

Nothing a player types runs as script: templates autoescape, and the Content-Security-Policy
allows only the app's own files, with no inline script or style attribute to smuggle anything in.
"""

import ipaddress
import socket

from flask import abort, current_app, request
from werkzeug.sansio.utils import host_is_trusted

from scorekeeper.web.delivery import first_paint
from scorekeeper.web.plumbing import access

CONTENT_SECURITY_POLICY = "; ".join(
    [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "worker-src 'self'",  # the service worker (installable.py), from this server only
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ]
)

HEADERS = {  # and the Content-Security-Policy, with the inline stylesheet's hash (first_paint.py)
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",  # frame-ancestors for browsers that predate it
    # a game's address is its key: never hand it to another site (this one gets it: Flask-WTF
    # refuses a form over HTTPS that names no Referer from this server)
    "Referrer-Policy": "same-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
}


def local_names() -> list[str]:
    """The names this machine answers to on its own network, besides its IP addresses."""
    host = socket.gethostname()
    return ["localhost", host, f"{host}.local"]


def _is_ip_literal(host: str) -> bool:
    try:
        ipaddress.ip_address(host.strip("[]"))
    except ValueError:
        return False
    return True


def _hostname(host: str) -> str:
    """The Host header without its port: "[::1]:5000" -> "::1", "pi.local:80" -> "pi.local"."""
    if host.startswith("["):
        return host[1 : host.find("]")]
    return host.rsplit(":", 1)[0] if host.count(":") == 1 else host


def host_allowed(host: str, names) -> bool:
    """An address typed as digits can never be rebound, so phones may use this computer's
    address; a name must be in TRUSTED_NAMES."""
    if _is_ip_literal(_hostname(host)):
        return True
    # werkzeug's helper ignores the port and lets ".example.org" cover its subdomains.
    return host_is_trusted(host, names)


def check_host():
    """Refuse a Host this server was not set up for."""
    if not host_allowed(request.host, current_app.config["TRUSTED_NAMES"]):
        abort(400, description="This server does not answer to that name.")


def headers_of(app) -> list[tuple[str, str]]:
    """The headers `add_headers` gives every answer, for an answer made before Flask."""
    policy = app.extensions["content_security_policy"]
    return [*HEADERS.items(), ("Content-Security-Policy", policy)]


def add_headers(response):
    for name, value in HEADERS.items():
        response.headers.setdefault(name, value)
    if request.view_args and access.carries_key():
        # a page reached by a key may hold it (and lesser ones): kept by no cache, shared or not
        response.headers.setdefault("Cache-Control", "no-store")
    if (
        request.is_secure
    ):  # behind Caddy (scripts/https.sh, deploy/Caddyfile): HTTPS only
        response.headers.setdefault("Strict-Transport-Security", "max-age=31536000")
    response.headers.setdefault(
        "Content-Security-Policy", current_app.extensions["content_security_policy"]
    )
    return response


def init_app(app):
    """Safe cookie and host defaults (instance/config.py may extend TRUSTED_NAMES or set
    SESSION_COOKIE_SECURE behind HTTPS), then the checks on every request."""
    app.config["TRUSTED_NAMES"] = (
        list(app.config["TRUSTED_NAMES"] or []) + local_names()
    )
    app.extensions["content_security_policy"] = first_paint.init_app(
        app, CONTENT_SECURITY_POLICY
    )
    app.before_request(check_host)
    app.after_request(add_headers)
