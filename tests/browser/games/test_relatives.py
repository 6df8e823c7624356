"""A Buraco game and a Biriba game tapped through to the end on a 390x844 phone, meld by meld and
counted, their scores checked against the relatives reference's worked hands (relatives.md C1, D1)
and sums worked by hand below; the hand form checked at 320 px too.

Buraco's cards: joker 20, deuce 10, ace 15, K-8 10, 7-3 5. Biriba (zoo.gr) the same."""

from playwright.sync_api import expect
from test_play_a_game import fill, save, side, tap_plus
from test_rule_sets import look, meld, start_game, totals

from tests.browser.hands.test_hand_form import overlaps

TEAMS = [("Us", "Ana", "Ben"), ("Them", "Cleo", "Dan")]
PARTNERSHIPS = "2 partnerships of 2"
CONTROLS = ".hand-form input:not([type=hidden]), .hand-form select, .hand-form button, .hand-form .pill"


def a_run(page, side_name, low, cards, suit, jokers=0, twos=0, stands_for=""):
    """A run's row: its length, lowest card and suit, its wild card and the card it stands for."""
    row = meld(
        page,
        side_name,
        "A run",
        naturals=cards,
        twos=twos,
        jokers=jokers,
        label="Cards",
    )
    row.get_by_label("Lowest card").select_option(low)
    row.get_by_label("Suit").select_option(suit)
    if stands_for:
        row.get_by_role("checkbox", name=stands_for, exact=True).check()
    return row


def score_shows(page, us, them):
    expect(page.locator("[data-score='0']")).to_have_text(us)
    expect(page.locator("[data-score='1']")).to_have_text(them)


def fits(page, screenshots, name):
    """Nothing wider than the phone, no two controls on top of each other, at 390 and at 320 px."""
    for width in (390, 320):
        page.set_viewport_size({"width": width, "height": 844})
        assert overlaps(page, CONTROLS) == [], width
        look(page, screenshots, f"{name}-{width}.png")
    page.set_viewport_size({"width": 390, "height": 844})


def test_a_buraco_game_played_to_3000_on_a_phone(page, live_server, screenshots):
    start_game(page, live_server, "Buraco", PARTNERSHIPS, TEAMS)
    # C1 (relatives.md §2.1): Us go out with a limpa 3-9 of spades (45), a suja 8-K of hearts with a
    # deuce for the ace (70) and A-2-3 of diamonds with a natural deuce (30); Ben holds K, 5 (15).
    row = a_run(page, "Us", "3", 7, "spades")
    expect(row.locator("[data-points]")).to_contain_text("45")
    expect(row.locator("[data-points]")).to_contain_text("canastra limpa")
    a_run(page, "Us", "8", 7, "hearts", twos=1, stands_for="A")
    a_run(page, "Us", "A", 3, "diamonds")
    fill(page, "Us", "Points left in hand", 15)
    page.get_by_text("Us closed", exact=True).tap()
    # Them never took the morto: 10-K of clubs with a joker (60); they hold 35 and 35.
    a_run(page, "Them", "10", 5, "clubs", jokers=1, stands_for="A")
    side(page, "Them").get_by_text("Not taken", exact=True).tap()
    fill(page, "Them", "Points left in hand", 70)
    # Us = 145 + 200 + 100 + 100 − 15 = 530; Them = 60 − 70 − 100 = −110 (C1).
    score_shows(page, "+530", "\u2212110")
    fits(page, screenshots, "buraco-hand-entry")
    save(page, 1)
    assert totals(page) == [530, -110]
    expect(page.locator(".to-target").first).to_have_text("2470 to go")  # 3000 − 530

    # Hand 2, counted: Us close with 400 card points, a canastra of 1000 (A-A) and a limpa: 400 + 1000
    # + 200 + 100 = 1700; Them melded 150 with a suja, holds 20: 150 + 100 − 20 = 230.
    page.get_by_role("link", name="Record hand 2").tap()
    for name in ("Us", "Them"):
        side(page, name).get_by_text("Count points", exact=True).tap()
    fill(page, "Us", "Card points melded", 400)
    tap_plus(page, "Us", "Canastras limpas A-A (1000)")
    tap_plus(page, "Us", "Canastras limpas")
    page.get_by_text("Us closed", exact=True).tap()
    fill(page, "Them", "Card points melded", 150)
    tap_plus(page, "Them", "Canastras sujas")
    fill(page, "Them", "Points left in hand", 20)
    score_shows(page, "+1700", "+230")
    save(page, 2)
    assert totals(page) == [2230, 120]

    # Hand 3: nobody closes, the stock runs out. Us 600 card points and a limpa, 10 left: 600 + 200 −
    # 10 = 790, total 3020: the game ends. Them 40 melded, morto never taken: 40 − 100 = −60.
    page.get_by_role("link", name="Record hand 3").tap()
    for name in ("Us", "Them"):
        side(page, name).get_by_text("Count points", exact=True).tap()
    fill(page, "Us", "Card points melded", 600)
    tap_plus(page, "Us", "Canastras limpas")
    fill(page, "Us", "Points left in hand", 10)
    fill(page, "Them", "Card points melded", 40)
    side(page, "Them").get_by_text("Not taken", exact=True).tap()
    page.get_by_text("Nobody closed: the stock ran out", exact=True).tap()
    score_shows(page, "+790", "\u221260")
    expect(page.locator(".winner-note")).to_have_text(
        "This hand ends the game: the win goes to Us."
    )
    save(page, 3)
    assert totals(page) == [3020, 60]
    expect(page.locator(".winner")).to_have_text("Us won by 2960 points.")
    expect(page.get_by_role("link", name="Record hand 4")).to_have_count(0)
    look(page, screenshots, "buraco-finished.png")


def test_a_biriba_game_with_a_trump_suit_played_to_3000_on_a_phone(
    page, live_server, screenshots
):
    start_game(page, live_server, "Biriba", PARTNERSHIPS, TEAMS)
    # D1 (relatives.md §3.1), clubs trumps: Us close with a clean biriba 5-J of clubs (55, in trumps
    # 400), a dirty 8-A of hearts with the joker as the 8 (85, 100) and 3-5 of diamonds (15); Ben holds
    # an 8 (10). Them: A-6 of spades (45); they hold 30 and 25.
    page.get_by_label("Trump suit").select_option("clubs")
    row = a_run(page, "Us", "5", 7, "clubs")
    expect(row.locator("[data-points]")).to_contain_text("clean biriba in trumps")
    a_run(page, "Us", "8", 7, "hearts", jokers=1, stands_for="8")
    a_run(page, "Us", "3", 3, "diamonds")
    fill(page, "Us", "Points left in hand", 10)
    page.get_by_text("Us closed", exact=True).tap()
    a_run(page, "Them", "A", 6, "spades")
    fill(page, "Them", "Points left in hand", 55)
    # Us = 155 + 400 + 100 + 100 − 10 = 745; Them = 45 − 55 = −10 (D1).
    score_shows(page, "+745", "\u221210")
    fits(page, screenshots, "biriba-hand-entry")
    save(page, 1)
    assert totals(page) == [745, -10]

    # Hand 2, counted, hearts trumps: Us close with 300 card points and a whole clean biriba in
    # trumps (2000): 300 + 2000 + 100 = 2400, total 3145; the game ends. Them melded 90 with a dirty
    # biriba, took its biribaki but never played it (its cards, 60): 90 + 100 − 60 = 130.
    page.get_by_role("link", name="Record hand 2").tap()
    page.get_by_label("Trump suit").select_option("hearts")
    for name in ("Us", "Them"):
        side(page, name).get_by_text("Count points", exact=True).tap()
    fill(page, "Us", "Card points melded", 300)
    tap_plus(page, "Us", "Whole clean biribas in trumps")
    page.get_by_text("Us closed", exact=True).tap()
    fill(page, "Them", "Card points melded", 90)
    fill(page, "Them", "Dirty biribas", 1)
    side(page, "Them").get_by_text("Taken, not played", exact=True).tap()
    fill(page, "Them", "Points of the pile not played", 60)
    score_shows(page, "+2400", "+130")
    save(page, 2)
    assert totals(page) == [3145, 120]
    expect(page.locator(".winner")).to_have_text("Us won by 3025 points.")
    look(page, screenshots, "biriba-finished.png")
