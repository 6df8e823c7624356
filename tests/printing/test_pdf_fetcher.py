"""WeasyPrint reads nothing but data: URLs and files under static/ while making a sheet."""

import logging

import pytest

from scorekeeper.printing import STYLESHEET, StaticOnlyFetcher, render_pdf
from scorekeeper.printing.pdf import STATIC


@pytest.mark.parametrize(
    "url",
    [
        "http://127.0.0.1:9/x.png",
        "https://example.com/font.woff",
        "ftp://example.com/x",
        "file:///etc/passwd",
        STATIC.as_uri()
        + "/../pyproject.toml",  # climbing out of static/ is refused too
    ],
)
def test_fetcher_refuses_the_network_and_files_outside_static(url):
    with pytest.raises(ValueError):
        StaticOnlyFetcher().fetch(url)


def test_fetcher_reads_static_files_and_data_urls():
    for url, expected in (
        (STYLESHEET.as_uri(), b"@page"),
        ("data:text/plain;base64,aGk=", b"hi"),
    ):
        response = StaticOnlyFetcher().fetch(url)
        try:
            assert expected in response.read()
        finally:
            response.close()


def test_a_document_that_links_elsewhere_still_renders_without_fetching_it(caplog):
    html = (
        '<p>Hi</p><img src="http://127.0.0.1:9/tracker.png">'
        '<img src="file:///etc/hostname"><link rel="stylesheet" href="https://cdn.example/x.css">'
    )
    with caplog.at_level(logging.ERROR, logger="weasyprint"):
        pdf = render_pdf(html)
    assert pdf.startswith(b"%PDF")
    refused = " ".join(record.getMessage() for record in caplog.records)
    assert (
        "tracker.png" in refused
        and "/etc/hostname" in refused
        and "cdn.example" in refused
    )
