"""Which requests waitress's network loop reads itself (cli/keep_alive.py's `plain_get`): only a
whole, plain GET or HEAD on HTTP/1.1; anything unusual is left to waitress's own parser."""

import pytest

from scorekeeper.cli.keep_alive import plain_get

HEAD = b'GET /g/abc/version HTTP/1.1\r\nHost: 10.0.0.2:5000\r\nIf-None-Match: "v3"\r\n'


def test_a_phones_poll_is_read_with_its_tag_and_host():
    assert plain_get(HEAD + b"Accept: */*\r\n\r\n") == (
        "GET",
        "/g/abc/version",
        '"v3"',
        "10.0.0.2:5000",
    )


def test_header_names_are_read_in_any_case():
    data = b'HEAD /g/abc/version HTTP/1.1\r\nHOST: h\r\nif-none-match: "v1"\r\n\r\n'
    assert plain_get(data) == ("HEAD", "/g/abc/version", '"v1"', "h")


@pytest.mark.parametrize(
    "data",
    [
        HEAD,  # the head not finished yet
        HEAD + b"\r\n" + HEAD + b"\r\n",  # two requests at once
        HEAD + b"Content-Length: 0\r\n\r\n",
        HEAD + b"Transfer-Encoding: chunked\r\n\r\n",
        HEAD + b"Connection: close\r\n\r\n",
        HEAD + b"Host: again\r\n\r\n",  # a repeated header
        HEAD + b"X-Folded: a\r\n b\r\n\r\n",  # an obsolete folded line
        HEAD + b"Bad : space\r\n\r\n",
        b"POST /g/abc/version HTTP/1.1\r\nHost: h\r\n\r\n",
        b"GET /g/abc/version HTTP/1.0\r\nHost: h\r\n\r\n",
        b"GET /g/a%62c/version HTTP/1.1\r\nHost: h\r\n\r\n",
        b"GET /g/abc/version?x=1 HTTP/1.1\r\nHost: h\r\n\r\n",
        b"GET  /g/abc/version HTTP/1.1\r\nHost: h\r\n\r\n",
    ],
)
def test_anything_unusual_is_left_to_waitress(data):
    assert plain_get(data) is None
