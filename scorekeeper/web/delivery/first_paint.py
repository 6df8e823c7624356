"""The stylesheet inside every page, so a cold page paints in one round trip.

A linked stylesheet blocks rendering until a second request returns: at a card table on a weak
signal that doubles the wait for the first control. So base.html carries app.css itself, minified
(lean_assets), in one <style> element; the Content-Security-Policy allows exactly that text by its
SHA-256 hash, so no other inline style (and no style="" attribute) is allowed in. The file is still
served for the offline copy and anyone who links it. INLINE_CSS = False links it instead (the
"before" of benchmarks/first_paint.py).
"""

import base64
import hashlib
from pathlib import Path

from markupsafe import Markup

from scorekeeper.web.delivery.lean_assets import lean_body

STYLESHEET = "app.css"


def lean_stylesheet(static_folder: str) -> str:
    """app.css as the page carries it: minified, with nothing that could close the <style>."""
    body = (Path(static_folder) / STYLESHEET).read_bytes()
    text = lean_body("text/css", body, {}).decode("utf-8")
    if (
        "</" in text
    ):  # never in our CSS; refuse rather than let it end the element early
        raise ValueError(f"{STYLESHEET} holds '</', which would end an inline <style>")
    return text


def style_hash(text: str) -> str:
    """The CSP source that allows exactly this inline style: 'sha256-…'."""
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return f"'sha256-{base64.b64encode(digest).decode('ascii')}'"


def init_app(app, content_security_policy: str) -> str:
    """Register `inline_stylesheet()` for base.html; return the policy with the style's hash added
    to style-src (unchanged when INLINE_CSS is off)."""
    if not app.config["INLINE_CSS"]:
        app.add_template_global(lambda: None, "inline_stylesheet")
        return content_security_policy
    text = lean_stylesheet(app.static_folder)
    app.add_template_global(lambda: Markup(text), "inline_stylesheet")
    return content_security_policy.replace(
        "style-src 'self'", f"style-src 'self' {style_hash(text)}"
    )
