"""Stylesheets and scripts as a phone receives them: minified, without comments or indentation.

The files in static/ stay written for people (their comments say why); the phone at a card table
on a weak signal needs none of that. Minifying is left to rcssmin and rjsmin, maintained
minifiers that know the languages' grammar (a space in "a :hover" matters, one after a comma
does not), rather than to patterns of our own."""

import rcssmin
import rjsmin

LEANERS = {
    "text/css": rcssmin.cssmin,
    "text/javascript": rjsmin.jsmin,
    "application/javascript": rjsmin.jsmin,
}


def lean_body(mimetype: str, body: bytes, cache: dict) -> bytes | None:
    """The lean form of a static file's body, or None for a type left as it is (cached per body)."""
    leaner = LEANERS.get(mimetype)
    if leaner is None:
        return None
    if body not in cache:
        if (
            len(cache) > 64
        ):  # a handful of files: only a changed file on a running server adds more
            cache.clear()
        cache[body] = leaner(body.decode("utf-8")).encode("utf-8")
    return cache[body]
