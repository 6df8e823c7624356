"""The sheet routes through the Flask test client: what comes back, named how, on which paper."""

import pytest
from pdf_tools import pdf_info, pdf_text, row_tokens
from sheet_games import classic_record

from scorekeeper import storage
from scorekeeper.printing import paper_for_languages
from scorekeeper.web.plumbing.database import get_db

LETTER, A4 = (612, 792), (595, 842)


def stored_game(app, record=None, name="Zoë & Ana's <Friday>"):
    with app.app_context():
        record = dict(
            record or classic_record(), name=name, created="2026-11-20T19:30:00+00:00"
        )
        return storage.import_game(get_db(), record)


def size(pdf, folder):
    info = pdf_info(pdf, folder)
    return round(info["width"]), round(info["height"])


def test_game_pdf_is_a_named_attachment(app, client, tmp_path):
    response = client.get(f"/g/{stored_game(app)}/sheet.pdf")
    assert response.status_code == 200
    assert response.mimetype == "application/pdf"
    assert response.data.startswith(b"%PDF")
    assert (
        response.headers["Content-Disposition"]
        == 'attachment; filename="zoe-ana-s-friday-2026-11-20.pdf";'
        " filename*=UTF-8''zo%C3%AB-ana-s-friday-2026-11-20.pdf"
    )
    text = pdf_text(response.data, tmp_path)
    assert "Zoë & Ana's <Friday>" in text
    assert "Winner: Us, by 3675 points" in text


def test_game_pdf_marks_hands_edited_after_entry(app, client, tmp_path):
    game_id = stored_game(app)
    with app.app_context():
        db = get_db()
        game = storage.get_game(db, game_id)
        storage.update_hand(
            db, game_id, 3, game["hands"][2]["record"], expected_version=game["version"]
        )
    text = pdf_text(client.get(f"/g/{game_id}/sheet.pdf").data, tmp_path)
    assert row_tokens(text, "3")[0] == "3†"
    assert row_tokens(text, "2")[0] == "2"


def test_game_pdf_of_an_unknown_game_is_404(client):
    assert client.get("/g/999/sheet.pdf").status_code == 404


@pytest.mark.parametrize(
    "query, cookie, language, expected",
    [
        ("?paper=letter", None, "de-DE", LETTER),  # asked for
        ("?paper=a4", "letter", "en-US", A4),  # asking beats the remembered choice
        ("", "letter", "de-DE", LETTER),  # remembered beats the language
        ("", None, "en-US,en;q=0.9", LETTER),
        ("", None, "es-MX", LETTER),
        ("", None, "fr-CA", LETTER),
        ("", None, "pt-BR,pt;q=0.9", A4),
        ("", None, "it-IT", A4),
        ("", None, "en-GB", A4),
        ("", None, "", A4),
        ("?paper=legal", None, "en-US", LETTER),  # an unknown paper is ignored
    ],
)
def test_paper_comes_from_the_query_then_the_cookie_then_the_language(
    app, client, tmp_path, query, cookie, language, expected
):
    game_id = stored_game(app)
    if cookie:
        client.set_cookie("paper", cookie)
    response = client.get(
        f"/g/{game_id}/sheet.pdf{query}", headers={"Accept-Language": language}
    )
    assert size(response.data, tmp_path) == expected


def test_a_chosen_paper_is_remembered(app, client, tmp_path):
    game_id = stored_game(app)
    first = client.get(
        f"/g/{game_id}/sheet.pdf?paper=letter", headers={"Accept-Language": "de"}
    )
    assert "paper=letter" in first.headers["Set-Cookie"]
    again = client.get(f"/g/{game_id}/sheet.pdf", headers={"Accept-Language": "de"})
    assert size(again.data, tmp_path) == LETTER
    # Nothing new to remember
    assert "paper=" not in again.headers.get("Set-Cookie", "")


@pytest.mark.parametrize(
    "tags, paper",
    [
        (["en-US"], "letter"),
        (["en"], "a4"),
        (["en", "en-US"], "letter"),
        (["es-419"], "a4"),
        (["zh-Hant-TW"], "a4"),
        (["en_PH"], "letter"),
        (["de-AT", "en-US"], "a4"),
        ([], "a4"),
    ],
)
def test_paper_for_languages_takes_the_first_territory(tags, paper):
    assert paper_for_languages(tags) == paper


def test_blank_pad_route(client, tmp_path):
    response = client.get("/sheets/blank/samba.pdf?sides=3&players=1&paper=letter")
    assert response.status_code == 200
    assert response.mimetype == "application/pdf"
    assert (
        response.headers["Content-Disposition"]
        == 'attachment; filename="samba-score-pad-3-sides.pdf"'
    )
    assert size(response.data, tmp_path) == LETTER[::-1]  # three sides: landscape


def test_blank_pad_defaults_to_the_first_seating(client, tmp_path):
    response = client.get("/sheets/blank/classic.pdf")
    assert response.status_code == 200
    assert "Side 2" in pdf_text(response.data, tmp_path)


def test_blank_pad_of_an_unknown_rule_set_is_404(client):
    assert client.get("/sheets/blank/poker.pdf").status_code == 404


def test_blank_pad_for_a_seating_the_rule_set_does_not_have_is_400(client):
    response = client.get("/sheets/blank/classic.pdf?sides=5")
    assert response.status_code == 400
    assert b"Classic Canasta is played by" in response.data


def test_pads_page_links_a_pad_for_every_seating(client):
    from scorekeeper.rules import VARIANTS

    page = client.get("/sheets", headers={"Accept-Language": "en-US"}).get_data(
        as_text=True
    )
    for variant in VARIANTS.values():
        assert variant.name in page
        for layout in variant.layouts:
            assert (
                f"/sheets/blank/{variant.id}.pdf?sides={layout.sides}&amp;players={layout.players_per_side}"
                f"&amp;paper=letter"
            ) in page


def test_pads_page_remembers_a_paper_choice(client):
    response = client.get("/sheets?paper=a4", headers={"Accept-Language": "en-US"})
    assert "paper=a4" in response.headers["Set-Cookie"]
    assert "paper=a4" in response.get_data(as_text=True)


def test_download_links_partial(app):
    with app.test_request_context():
        html = app.jinja_env.get_template("sheets/_download_links.html").render(
            game_id=7
        )
    assert 'href="/g/7/sheet.pdf"' in html
    assert 'href="/g/7/sheet.pdf?paper=a4"' in html
    assert 'href="/g/7/sheet.pdf?paper=letter"' in html
    assert "Score sheet (PDF)" in html
