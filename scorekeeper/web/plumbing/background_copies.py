"""The service worker's own fetch of a page, to keep a copy for offline, never writes the cookie.

It carries the cookie of the moment it started, so a cookie it sent back could undo what the
player's next page wrote meanwhile: a flash ("… is in your games."), a joined group, a home. The
session is read as usual, and left as it was."""

from flask import request
from flask.sessions import SecureCookieSessionInterface

BACKGROUND_COPY = "X-Background-Copy"


def is_background_copy() -> bool:
    return bool(request.headers.get(BACKGROUND_COPY))


class PageSessions(SecureCookieSessionInterface):
    """Flask's signed-cookie session, not saved for a background copy."""

    def save_session(self, app, session, response):
        if is_background_copy():
            return
        super().save_session(app, session, response)


def init_app(app):
    app.session_interface = PageSessions()
