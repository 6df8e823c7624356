"""The "Rules of this game" fold says which play rules the scorekeeper does not check (Mini's canastas laid
in one go, Canastone's opening and going-out rules), so a table knows to watch them itself."""

import html

from factories import a_game


def fold(client, game_id, language="en") -> str:
    page = client.get(f"/g/{game_id}", headers={"Accept-Language": language})
    text = html.unescape(page.get_data(as_text=True))
    return text.split('<details class="settings">', 1)[1].split("</details>", 1)[0]


def test_mini_says_its_wild_canastas_laid_in_one_go_are_not_checked(app, client):
    shown = fold(client, a_game(app, variant="mini"))
    assert "Not checked by the scorekeeper" in shown
    assert (
        "A canasta of jokers and deuces (5) or of five deuces (10) may only be laid "
        "down in one go." in shown
    )


def test_canastone_lists_its_play_rules_the_scorekeeper_cannot_see(app, client):
    shown = fold(client, a_game(app, variant="canastone"))
    assert "An opening of 50 is made of natural cards only." in shown
    assert "may not be a wild card or a three" in shown
    assert shown.count("<li>") == 4


def test_the_note_is_said_in_the_pages_language(app, client):
    shown = fold(client, a_game(app, variant="mini"), "it")
    assert "Non controllato dal segnapunti" in shown
    assert "si può calare solo tutta in una volta" in shown


def test_a_rule_set_whose_results_show_everything_has_no_such_note(app, client):
    assert "Not checked by the scorekeeper" not in fold(
        client,
        a_game(
            app,
        ),
    )
