"""The docs match the screens: no document repeats a heading, and every control the README's steps
name (in **bold** or *italics*) is a button, link or label a player really meets on those pages."""

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
# Emphasis in the steps that names no control of ours: step titles, and the phone's own menu.
NOT_CONTROLS = {"After each hand", "The scoreboard", "Add to Home screen", "same Wi-Fi"}


@pytest.mark.parametrize("doc", DOCS, ids=lambda path: path.name)
def test_no_heading_repeats_in_a_document(doc):
    headings = [
        line.strip()
        for line in doc.read_text().splitlines()
        if re.match(r"#{1,6} ", line)
    ]
    repeated = sorted({h for h in headings if headings.count(h) > 1})
    assert repeated == []


def readme_steps() -> str:
    text = (ROOT / "README.md").read_text()
    return text[text.index("## Play a game") : text.index("## Print, and languages")]


def named_controls() -> list[str]:
    names = re.findall(r"\*\*([^*]+)\*\*|(?<!\*)\*([^*]+)\*(?!\*)", readme_steps())
    found = [bold or italic for bold, italic in names]
    return [
        n.replace("Save hand N", "Save hand 1") for n in found if n not in NOT_CONTROLS
    ]


def visible(page: str) -> str:
    page = re.sub(r"(?s)<(script|style)\b.*?</\1>", " ", page)
    return " ".join(re.sub(r"<[^>]+>", " ", page).replace("&#39;", "'").split())


def test_the_readmes_steps_name_controls_that_exist(client):
    client.post(
        "/games/new/classic/0", data={"sides-0-name": "Us", "sides-1-name": "Them"}
    )
    screens = " ".join(
        visible(client.get(url, follow_redirects=True).get_data(as_text=True))
        for url in ["/", "/games/new", "/games/new/classic/0"]
    )
    game = re.search(r'href="(/g/[^"/]+)"', client.get("/").get_data(as_text=True))[1]
    screens += " ".join(
        visible(client.get(game + path).get_data(as_text=True))
        for path in ("", "/hands/new", "/share")
    )
    controls = named_controls()
    # the steps were read
    assert "Meld by meld" in controls and "Save hand 1" in controls
    missing = [name for name in controls if name not in screens]
    assert missing == []


def test_the_buttons_drawn_as_signs_in_the_steps_are_on_the_hand_form(client):
    """A step that says "tap − and +" needs − and + buttons on the hand form (they once had none)."""
    client.post(
        "/games/new/classic/0", data={"sides-0-name": "Us", "sides-1-name": "Them"}
    )
    game = re.search(r'href="(/g/[^"/]+)"', client.get("/").get_data(as_text=True))[1]
    form = client.get(game + "/hands/new").get_data(as_text=True)
    buttons = set(re.findall(r"<button[^>]*>\s*([^<]*?)\s*</button>", form))
    signs = set(re.findall(r"(?<![\w(])([−+×])(?![\w)])", readme_steps()))
    assert signs <= buttons
