"""The German hand form at 320 px: "Wer hat ausgemacht?" and its choices wrap between words, never
inside one."""

import re

import pytest
from playwright.sync_api import expect


def test_the_went_out_question_never_breaks_inside_a_word(
    context, page, live_server, screenshots
):
    context.add_cookies([{"name": "lang", "value": "de", "url": live_server}])
    page.set_viewport_size({"width": 320, "height": 568})
    page.goto(live_server + "/games/new/classic/0")
    page.get_by_role("button", name="Partie beginnen").tap()
    expect(page).to_have_url(re.compile(r"/hands/new$"))
    legend = page.locator("#went-out > legend")
    # Each word's letters on one line: the rectangles of its text, one per line, split only at spaces.
    lines = legend.evaluate(
        """l => { const r = document.createRange(); const t = l.firstChild; const out = [];
        let top = null, line = '';
        for (let i = 0; i < t.length; i++) { r.setStart(t, i); r.setEnd(t, i + 1);
          const y = Math.round(r.getBoundingClientRect().top);
          if (top !== null && y !== top) { out.push(line); line = ''; }
          top = y; line += t.data[i]; }
        out.push(line); return out; }"""
    )
    words = legend.inner_text().split()
    assert all(word in " ".join(lines).split() for word in words), lines
    # and the longest word still fits the form: nothing pokes out sideways
    width = legend.evaluate("l => [l.scrollWidth, l.clientWidth]")
    assert width[0] <= width[1] + 1, width
    assert page.evaluate("document.documentElement.scrollWidth") <= 320
    page.locator("#went-out").screenshot(path=screenshots / "went-out-de-320.png")


# Every word of an element's text: the client rectangles of its letters (one per line it lies on).
WORD_LINES = """el => {
    const out = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let t = walker.nextNode(); t; t = walker.nextNode()) {
        for (const m of t.data.matchAll(/\\S+/g)) {
            const r = document.createRange();
            r.setStart(t, m.index);
            r.setEnd(t, m.index + m[0].length);
            out.push([m[0], r.getClientRects().length]);
        }
    }
    return out;
}"""


@pytest.mark.parametrize("width", [390, 320])
def test_the_went_out_choices_wrap_only_between_words_in_german(
    context, page, live_server, screenshots, width
):
    context.add_cookies([{"name": "lang", "value": "de", "url": live_server}])
    page.set_viewport_size({"width": width, "height": 568})
    page.goto(live_server + "/games/new/classic/0")
    page.get_by_role("button", name="Partie beginnen").tap()
    expect(page).to_have_url(re.compile(r"/hands/new$"))
    went_out = page.locator("#went-out")
    expect(went_out.locator(".pill")).to_have_count(5)
    labels = [went_out.locator("legend")] + went_out.locator(".pill span").all()
    split = [
        (word, rects)
        for label in labels
        for word, rects in label.evaluate(WORD_LINES)
        if rects != 1
    ]
    went_out.screenshot(path=screenshots / f"went-out-choices-de-{width}.png")
    # the long labels are there to be checked
    assert "verdeckt" in went_out.inner_text()
    assert split == []
