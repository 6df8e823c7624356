"""axe-core (WCAG 2.1 A and AA) over every page of a played game, in light and dark, in each
language: no violation. axe-core comes bundled in axe-playwright-python (no CDN)."""

import pytest
from axe_playwright_python.sync_playwright import Axe
from factories import a_game
from sheet_games import CLASSIC_HANDS

from scorekeeper.translations import LANGUAGES

WCAG_21_AA = {
    "runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]},
    "resultTypes": ["violations"],
    # axe marks this WCAG 2.1 rule experimental and leaves it off unless asked: a control's spoken
    # name must hold the words it shows (speech users say what they see).
    "rules": {"label-content-name-mismatch": {"enabled": True}},
}
axe = Axe()


@pytest.fixture
def played_game(live_app):
    return a_game(live_app, CLASSIC_HANDS, name="Friday", first_dealer="Ana")


def pages(game_id: str) -> list[str]:
    return [
        "/",
        "/games/new",
        "/games/new/classic/0",
        "/games/new/cutthroat-3p/0",
        "/games/import",
        "/players",
        "/sheets",
        f"/g/{game_id}",
        f"/g/{game_id}/hands/new",
        f"/g/{game_id}/hands/1/edit",
        f"/g/{game_id}/hands/1/delete",
        f"/g/{game_id}/share",
        f"/g/{game_id}/edit",
        f"/g/{game_id}/delete",
    ]


def violations(page) -> list[str]:
    found = axe.run(page, options=WCAG_21_AA).response["violations"]
    return [
        f"{v['id']} ({v['impact']}): {node['target']} {node.get('failureSummary', '')[:160]}"
        for v in found
        for node in v["nodes"][:3]
    ]


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_page_of_a_played_game_breaks_wcag_21_aa(
    context, page, live_server, played_game, lang, scheme
):
    context.add_cookies([{"name": "lang", "value": lang, "url": live_server}])
    page.emulate_media(color_scheme=scheme)
    found = {}
    for path in pages(played_game):
        page.goto(live_server + path)
        if problems := violations(page):
            found[path] = problems
    assert found == {}, "\n".join(f"{p}: {v}" for p, vs in found.items() for v in vs)
