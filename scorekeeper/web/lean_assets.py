"""Stylesheets and scripts as a phone receives them: without comments, indentation or blank lines.

The files in static/ stay written for people (their comments say why); the phone at a card table
on a weak signal needs none of that. Only cuts that cannot change meaning are made. In JavaScript:
whole lines that are // comments, each line's leading spaces and empty lines; nothing inside a
line of code changes, so no string or regular expression is touched. In CSS, outside quoted
strings: /* … */ comments, the space after "," ":" ";" and around braces, and the line break
after a line that ends a declaration, a rule or a selector."""

import re

CSS_COMMENT = re.compile(r"/\*.*?\*/", re.S)
CSS_STRING = re.compile(r'("[^"\n]*")')
CSS_SPACES = re.compile(r"\s*([{}])\s*|([,:;])[ ]+")
CSS_LINE_END = re.compile(r"([;{},])\n")


def _lines(text: str, keep) -> str:
    return "\n".join(line for line in (raw.strip() for raw in text.splitlines()) if line and keep(line)) + "\n"


def _lean_css_code(code: str) -> str:
    code = CSS_SPACES.sub(lambda m: m.group(1) or m.group(2), code)
    return CSS_LINE_END.sub(r"\1", code)


def lean_css(text: str) -> str:
    parts = CSS_STRING.split(_lines(CSS_COMMENT.sub("", text), lambda line: True))
    return "".join(part if n % 2 else _lean_css_code(part) for n, part in enumerate(parts))


def lean_js(text: str) -> str:
    return _lines(text, lambda line: not line.startswith("//"))


LEANERS = {"text/css": lean_css, "text/javascript": lean_js, "application/javascript": lean_js}


def lean_body(mimetype: str, body: bytes, cache: dict) -> bytes | None:
    """The lean form of a static file's body, or None for a type left as it is (cached per body)."""
    leaner = LEANERS.get(mimetype)
    if leaner is None:
        return None
    if body not in cache:
        if len(cache) > 64:  # a handful of files: only a changed file on a running server adds more
            cache.clear()
        cache[body] = leaner(body.decode("utf-8")).encode("utf-8")
    return cache[body]
