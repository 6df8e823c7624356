"""The German hand form at 320 px: "Wer hat ausgemacht?" wraps between words, never inside one."""

import re

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
