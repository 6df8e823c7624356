"""A whole classic game on a phone, tapped through as a player would, checked against the rule book by hand.

Classic rules used in the arithmetic below: natural canasta 500, mixed 300; red three 100 each, all four
800, minus if the side has not melded; going out 100, concealed 200 in all; cards: joker 50, 2 and A 20,
K-8 10, 7-4 5, black 3 5; minimum initial meld from the side's total: below 0 15, 0-1495 50,
1500-2995 90, 3000+ 120. Seating: Ana, Cleo, Ben, Dan; Ana deals first, the deal passes clockwise.
"""

import re

from playwright.sync_api import expect

PHONE_WIDTH = 390


def side(page, name):
    return page.get_by_role("group", name=name, exact=True)


def add_meld(page, side_name, rank_name, naturals=None, twos=0, jokers=0):
    """Tap the rank, then set the counts: the new meld starts at three naturals."""
    page.get_by_role("button", name=f"Add {rank_name} for {side_name}").tap()
    meld = side(page, side_name).get_by_role("group", name=rank_name, exact=True)
    if naturals is not None and naturals != 3:
        meld.get_by_label("Naturals", exact=True).fill(str(naturals))
    if twos:  # one line per meld: its counts are typed
        meld.get_by_label("Deuces", exact=True).fill(str(twos))
    if jokers:
        meld.get_by_label("Jokers", exact=True).fill(str(jokers))


def tap_plus(page, side_name, label, times=1):
    for _ in range(times):
        side(page, side_name).get_by_role("button", name=f"{label} plus 1").tap()


def fill(page, side_name, label, value):
    side(page, side_name).get_by_label(label, exact=True).fill(str(value))


def save(page, number):
    page.get_by_role("button", name=f"Save hand {number}").tap()
    expect(page.get_by_role("status").first).to_have_text(f"Hand {number} saved.")


def totals(page):
    # a true minus sign
    return [
        int(page.locator(f"[data-total='{i}']").inner_text().replace("−", "-"))
        for i in range(2)
    ]


def next_melds(page):
    return [page.locator(f"[data-next-meld='{i}']").inner_text() for i in range(2)]


def no_sideways_scroll(page):
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE_WIDTH


def test_a_classic_game_from_the_first_deal_to_the_winner(
    page, live_server, screenshots
):
    page.goto(live_server + "/")
    page.get_by_role("link", name="New game").tap()
    expect(page.get_by_role("heading", level=1)).to_have_text("New game: which rules?")
    no_sideways_scroll(page)
    page.screenshot(path=screenshots / "new-game-rules.png", full_page=True)
    page.get_by_role("link", name=re.compile(r"^Classic Canasta")).tap()
    # "classic, two teams" needs no typing
    expect(page.get_by_label("Side name").first).to_have_value("Us")
    names = page.locator("fieldset.side")
    names.nth(0).get_by_label("Player 1").fill("Ana")
    names.nth(0).get_by_label("Player 2").fill("Ben")
    names.nth(1).get_by_label("Player 1").fill("Cleo")
    names.nth(1).get_by_label("Player 2").fill("Dan")
    expect(page.get_by_label("Who deals first?")).to_contain_text("Seat 2: Cleo (Them)")
    page.get_by_text(re.compile(r"^House rules")).tap()
    expect(page.get_by_label("Game target")).to_have_value("5000")
    no_sideways_scroll(page)
    page.screenshot(path=screenshots / "new-game-names.png", full_page=True)
    page.get_by_role("button", name="Start the game").tap()

    # Hand 1, meld by meld. Ana deals; both sides need 50 to open.
    expect(page.get_by_role("heading", level=1)).to_have_text("Hand 1")
    expect(page.locator(".context")).to_contain_text("Dealer: Ana")
    # K×7 natural: 70 points, natural canasta 500
    add_meld(page, "Us", "Kings", naturals=7)
    add_meld(page, "Us", "Eights", naturals=4, twos=1)  # 8×4 + a deuce: 40 + 20 = 60
    add_meld(page, "Us", "Aces")  # A×3: 60
    tap_plus(page, "Us", "Red threes")  # one red three: 100
    # Them never melded: two red threes count −200
    tap_plus(page, "Them", "Red threes", 2)
    fill(page, "Them", "Points left in hand", 85)  # −85
    page.get_by_text("Us went out", exact=True).tap()  # going out: 100
    # Us: 70 + 60 + 60 + 500 + 100 + 100 = 890; Them: −200 − 85 = −285
    expect(page.locator("[data-score='0']")).to_have_text("+890")
    expect(page.locator("[data-score='1']")).to_have_text("−285")
    no_sideways_scroll(page)
    page.screenshot(path=screenshots / "hand-entry-melds.png", full_page=True)
    save(page, 1)
    # Totals 890 and −285: Us (0-1495) needs 50, Them (below 0) needs 15. Cleo deals next.
    assert totals(page) == [890, -285]
    assert next_melds(page) == ["50", "15"]
    expect(page.locator(".next-dealer")).to_have_text("Next to deal: Cleo")

    # Hand 2 by card-point count.
    page.get_by_role("link", name="Record hand 2").tap()
    side(page, "Us").get_by_text("Count points", exact=True).tap()
    side(page, "Them").get_by_text("Count points", exact=True).tap()
    fill(page, "Us", "Card points melded", 220)
    tap_plus(page, "Us", "Mixed canastas")
    fill(page, "Us", "Points left in hand", 30)
    fill(page, "Them", "Card points melded", 310)
    tap_plus(page, "Them", "Natural canastas")
    tap_plus(page, "Them", "Mixed canastas")
    tap_plus(page, "Them", "Red threes")
    page.get_by_text("Them went out", exact=True).tap()
    # Us: 220 + 300 − 30 = 490; Them: 310 + 500 + 300 + 100 + 100 = 1310
    expect(page.locator("[data-score='0']")).to_have_text("+490")
    expect(page.locator("[data-score='1']")).to_have_text("+1310")
    no_sideways_scroll(page)
    page.screenshot(path=screenshots / "hand-entry-count.png", full_page=True)
    save(page, 2)
    assert totals(page) == [1380, 1025]  # 890 + 490, −285 + 1310
    assert next_melds(page) == ["50", "50"]

    # Hand 3, meld by meld again: Them go out concealed; Us count the cards left one by one.
    page.get_by_role("link", name="Record hand 3").tap()
    expect(
        side(page, "Us").get_by_label("Count points")
    ).to_be_checked()  # as each side was last time
    side(page, "Us").get_by_text("Meld by meld", exact=True).tap()
    side(page, "Them").get_by_text("Meld by meld", exact=True).tap()
    add_meld(page, "Them", "Queens", naturals=7)  # Q×7 natural: 70 + 500
    add_meld(page, "Them", "Fives")  # 5×3: 15
    add_meld(page, "Them", "Nines", naturals=4, jokers=1)  # 9×4 + joker: 40 + 50 = 90
    page.get_by_text("Them went out concealed", exact=True).tap()  # 200 in all
    add_meld(page, "Us", "Aces", naturals=4)  # A×4: 80
    tap_plus(page, "Us", "Red threes")  # +100
    side(page, "Us").get_by_text(
        "More for Us"
    ).tap()  # cards left one by one are in the side's fold
    tap_plus(page, "Us", "Jokers in hand")  # a joker: −50
    tap_plus(page, "Us", "Fours in hand", 2)  # two fours: −10
    # Us: 80 + 100 − 60 = 120; Them: 70 + 15 + 90 + 500 + 200 = 875
    expect(page.locator("[data-score='0']")).to_have_text("+120")
    expect(page.locator("[data-score='1']")).to_have_text("+875")
    save(page, 3)
    assert totals(page) == [1500, 1900]  # 1380 + 120, 1025 + 875
    assert next_melds(page) == ["90", "90"]  # both in 1500-2995
    page.screenshot(path=screenshots / "scoreboard.png", full_page=True)

    # Correct hand 2: Us had 50 left in hand, not 30.
    page.locator("#hand-2 summary").tap()
    page.get_by_role("link", name="Correct hand 2").tap()
    expect(side(page, "Us").get_by_label("Count points")).to_be_checked()
    fill(page, "Us", "Points left in hand", 50)
    expect(page.locator("[data-score='0']")).to_have_text("+470")  # 220 + 300 − 50
    page.get_by_role("button", name="Save correction").tap()
    expect(page.get_by_role("status").first).to_have_text("Hand 2 corrected.")
    # Us: 890 + 470 + 120 = 1480, back under 1500, so the next meld drops to 50.
    assert totals(page) == [1480, 1900]
    assert next_melds(page) == ["50", "90"]
    page.locator("#hand-2 summary").tap()
    expect(page.locator("#hand-2 .tag")).to_have_text("corrected")
    expect(page.locator("#hand-2 .history")).to_contain_text(
        "Us: card points left in hand 30 → 50"
    )
    page.screenshot(path=screenshots / "scoreboard-corrected.png", full_page=True)

    # Hand 4: Us by count, Them meld by meld (each side keeps its way from hand 3 until switched).
    page.get_by_role("link", name="Record hand 4").tap()
    expect(side(page, "Them").get_by_label("Meld by meld")).to_be_checked()
    expect(page.locator(".context")).to_contain_text("Dealer: Dan")
    side(page, "Us").get_by_text("Count points", exact=True).tap()
    fill(page, "Us", "Card points melded", 900)
    fill(page, "Us", "Natural canastas", 4)
    fill(page, "Us", "Mixed canastas", 2)
    fill(page, "Us", "Red threes", 4)
    page.get_by_text("Us went out", exact=True).tap()
    add_meld(page, "Them", "Aces", naturals=4)  # A×4: 80
    add_meld(page, "Them", "Kings", naturals=4)  # K×4: 40
    add_meld(page, "Them", "Tens")  # 10×3: 30
    fill(page, "Them", "Points left in hand", 100)
    # Us: 900 + 4×500 + 2×300 + 800 (all four red threes) + 100 = 4400; Them: 80 + 40 + 30 − 100 = 50
    expect(page.locator("[data-score='0']")).to_have_text("+4400")
    expect(page.locator("[data-score='1']")).to_have_text("+50")
    expect(page.locator(".winner-note")).to_have_text(
        "This hand ends the game: the win goes to Us."
    )
    save(page, 4)
    assert totals(page) == [5880, 1950]  # 1480 + 4400, 1900 + 50
    # 5880 − 1950
    expect(page.locator(".winner")).to_have_text("Us won by 3930 points.")
    expect(page.get_by_role("link", name="Record hand 5")).to_have_count(0)
    no_sideways_scroll(page)
    page.screenshot(path=screenshots / "scoreboard-finished.png", full_page=True)

    page.get_by_role("link", name="Canasta Scorekeeper").tap()
    expect(page.locator(".game").first).to_contain_text("· finished ·")
    page.screenshot(path=screenshots / "games-list.png", full_page=True)
