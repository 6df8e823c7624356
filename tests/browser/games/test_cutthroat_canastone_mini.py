"""Cutthroat, Canastone and Mini tapped through on a phone with each one's own entries: the lone hand
chosen first, Canastone's honours, and a Mini game played to 30 through a tie. Scores computed by hand
from the rules reference (§6, §19, §21 and W10, W17, W19)."""

from playwright.sync_api import expect
from test_play_a_game import fill, save, side, tap_plus
from test_rule_sets import look, meld, start_game


def score(page, index):
    return page.locator(f"[data-score='{index}']")


def total(page, index):
    return page.locator(f"[data-total='{index}']")


def test_cutthroat_the_lone_hand_is_chosen_first_then_w10(
    page, live_server, screenshots
):
    start_game(
        page,
        live_server,
        "Cutthroat for three",
        "3 players, each alone",
        [("Lia",), ("Piero",), ("Paola",)],
    )
    question = page.locator("fieldset.lone-hand")
    expect(question).to_contain_text("Who took the pile first?")
    # Asked first: the question sits above the first player's box.
    assert question.bounding_box()["y"] < page.locator("#side-0").bounding_box()["y"]
    expect(page.locator("[data-role-for='1']")).to_have_text("")  # nobody chosen yet
    question.get_by_label("Lia", exact=True).check()
    expect(page.locator("[data-role-for='0']")).to_have_text("lone hand")
    expect(page.locator("[data-role-for='1']")).to_have_text("partner of Paola")
    expect(page.locator("[data-role-for='2']")).to_have_text("partner of Piero")
    # W10. Lia alone: J×7 (70), K-K-K (30), holds 4 and 5 (10), one red three.
    meld(page, "Lia", "Jacks", naturals=7)
    meld(page, "Lia", "Kings")
    tap_plus(page, "Lia", "Red threes")
    fill(page, "Lia", "Points left in hand", 10)
    # Partners: the sixes are three naturals and a deuce on Piero's side and two and a deuce on Paola's
    # (one mixed canasta 6×5 + 2 + 2 = 65); Piero has 8×7 (70) and goes out; Paola A-A-A (60), holds Q and a
    # black three (15).
    meld(page, "Piero", "Sixes", twos=1)
    meld(page, "Piero", "Eights", naturals=7)
    tap_plus(page, "Piero", "Red threes", 2)
    meld(page, "Paola", "Sixes", naturals=2, twos=1)
    meld(page, "Paola", "Aces")
    tap_plus(page, "Paola", "Red threes")
    fill(page, "Paola", "Points left in hand", 15)
    page.get_by_text("Piero went out", exact=True).tap()
    # Lia 70 + 30 − 10 + 500 + 100 = 690; partnership 65 + 70 + 60 − 15 + 300 + 500 + 100 = 1080,
    # Piero + 200 of his own red threes = 1280, Paola + 100 = 1180.
    expect(score(page, 0)).to_have_text("+690")
    expect(score(page, 1)).to_have_text("+1280")
    expect(score(page, 2)).to_have_text("+1180")
    look(page, screenshots, "cutthroat-hand-entry.png")
    save(page, 1)
    for index, points in enumerate((690, 1280, 1180)):
        expect(total(page, index)).to_have_text(str(points))
    # each player's own total: 690 and 1180 below 1500 (50), 1280 too (50)
    expect(page.locator("[data-next-meld='1']")).to_have_text("50")
    page.locator("#hand-1 summary").tap()
    expect(page.locator("#hand-1")).to_contain_text(
        "Lia took the pile first and played alone"
    )
    look(page, screenshots, "cutthroat-scoreboard.png")


def test_canastone_honours_by_the_kinds_of_canastas(page, live_server, screenshots):
    start_game(
        page,
        live_server,
        "Canastone (Canasta italiana)",
        "2 partnerships of 2",
        [("Noi", "Ada", "Bruno"), ("Voi", "Carla", "Dario")],
    )
    # W17. Noi go out: natural aces A×7 (140, 1000), mixed K×5 + 2 jokers (150, 300), seven deuces
    # (140, 3000); four honours, doubled to 800 and plus (a natural and a mixed canasta); Bruno holds 7, 7.
    meld(page, "Noi", "Aces", naturals=7)
    meld(page, "Noi", "Kings", naturals=5, jokers=2)
    meld(page, "Noi", "Wild cards", naturals=0, twos=7)
    tap_plus(page, "Noi", "Red threes", 4)
    fill(page, "Noi", "Points left in hand", 10)
    page.get_by_text("Noi went out", exact=True).tap()
    # Voi: only a mixed canasta 9×5 + 2 + 2 (90, 300); hold a joker and a queen (60); two honours, paid.
    meld(page, "Voi", "Nines", naturals=5, twos=2)
    tap_plus(page, "Voi", "Red threes", 2)
    fill(page, "Voi", "Points left in hand", 60)
    # Noi 140 + 150 + 140 − 10 + 1000 + 300 + 3000 + 300 + 800 = 5820; Voi 90 − 60 + 300 − 200 = 130.
    expect(score(page, 0)).to_have_text("+5820")
    expect(score(page, 1)).to_have_text("+130")
    # only a mixed canasta: paid
    expect(page.locator("#preview")).to_contain_text("Red threes \u2212200")
    look(page, screenshots, "canastone-hand-entry.png")
    # A wild meld left unfinished forbids going out: the message sits by the going-out choice.
    meld(page, "Noi", "Wild cards", naturals=0, twos=0, jokers=3)
    expect(page.locator("[data-errors='went_out']")).to_contain_text(
        "a side may not go out while its meld of wild cards is unfinished"
    )
    page.locator("#side-0 .meld").last.get_by_role("button", name="Remove").tap()
    expect(page.locator("[data-errors='went_out'] li")).to_have_count(0)
    save(page, 1)
    expect(total(page, 0)).to_have_text("5820")
    expect(total(page, 1)).to_have_text("130")
    expect(page.locator("[data-next-meld='0']")).to_have_text("120")  # 5000-6995
    page.locator("#hand-1 summary").tap()
    expect(page.locator("#hand-1")).to_contain_text(
        "Canastas: 1 mixed canasta, 1 wild-card canasta of deuces, 1 natural canasta of aces"
    )
    look(page, screenshots, "canastone-scoreboard.png")


def counted_hand(page, number, us, them, us_out=True):
    """One Mini hand entered by count: (natural, mixed, wild, five deuces, points left) per side."""
    for name, counts in (("Us", us), ("Them", them)):
        if number == 1:
            side(page, name).get_by_text("Count points", exact=True).tap()
        natural, mixed, wild, deuces, left = counts
        for label, n in (
            ("Pure canastas", natural),
            ("Impure canastas", mixed),
            ("Wild-card canastas of jokers and deuces", wild),
            ("Canastas of five deuces", deuces),
        ):
            if n:
                fill(page, name, label, n)
        if left:
            fill(page, name, "Points for cards left", left)
    if us_out:
        page.get_by_text("Us went out", exact=True).tap()


def test_mini_played_to_30_through_a_tie(page, live_server, screenshots):
    start_game(
        page,
        live_server,
        "Mini canasta",
        "2 partnerships of 2",
        [("Us", "Ana", "Ben"), ("Them", "Cleo", "Dan")],
    )
    expect(page.locator(".context")).to_contain_text("Minimum meld: Us none")
    side(page, "Us").get_by_text("Count points", exact=True).tap()
    expect(side(page, "Us").get_by_label("Card points melded")).to_have_count(0)
    expect(
        side(page, "Us").get_by_label("Points for cards left", exact=True)
    ).to_have_attribute("step", "1")
    expect(
        side(page, "Us").get_by_role("button", name="Points for cards left plus 1")
    ).to_have_count(1)
    side(page, "Us").get_by_text("Meld by meld", exact=True).tap()
    # Hand 1, meld by meld: Us go out with a pure K×5 (2), an impure 9×4 + joker (1) and five deuces (10):
    # 13. Them: pure Q×5 (2), impure 8×4 + joker (1), a wild canasta of two jokers and three deuces (5): 8.
    meld(page, "Us", "Kings", naturals=5)
    meld(page, "Us", "Nines", naturals=4, jokers=1)
    meld(page, "Us", "Wild cards", naturals=0, twos=5)
    page.get_by_text("Us went out", exact=True).tap()
    meld(page, "Them", "Queens", naturals=5)
    meld(page, "Them", "Eights", naturals=4, jokers=1)
    meld(page, "Them", "Wild cards", naturals=0, twos=3, jokers=2)
    expect(score(page, 0)).to_have_text("+13")
    expect(score(page, 1)).to_have_text("+8")
    save(page, 1)
    # Hand 2 by count, the same: 26 and 16.
    page.get_by_role("link", name="Record hand 2").tap()
    counted_hand(page, 1, (1, 1, 0, 1, 0), (1, 1, 1, 0, 0))
    expect(score(page, 0)).to_have_text("+13")
    save(page, 2)
    # Hand 3: Us two pure and two impure, 4 + 2 = 6, out: 32. Them two pure, two impure and five deuces,
    # 4 + 2 + 10 = 16: 32. Level at 30 or more: play goes on.
    page.get_by_role("link", name="Record hand 3").tap()
    counted_hand(page, 3, (2, 2, 0, 0, 0), (2, 2, 0, 1, 0))
    expect(score(page, 1)).to_have_text("+16")
    save(page, 3)
    expect(total(page, 0)).to_have_text("32")
    expect(total(page, 1)).to_have_text("32")
    expect(page.locator(".winner")).to_have_count(0)
    look(page, screenshots, "mini-tied.png")
    # Hand 4: Us a pure and an impure, 3, out: 35. Them only a pure canasta (it scores nothing) and
    # a joker held: −3: 29. Us win by 35 − 29 = 6.
    page.get_by_role("link", name="Record hand 4").tap()
    counted_hand(page, 4, (1, 1, 0, 0, 0), (1, 0, 0, 0, 3))
    expect(score(page, 0)).to_have_text("+3")
    expect(score(page, 1)).to_have_text("\u22123")
    page.get_by_role("button", name="Save hand 4").tap()
    expect(page.locator(".winner")).to_have_text("Us won by 6 points.")
    expect(total(page, 0)).to_have_text("35")
    expect(total(page, 1)).to_have_text("29")
    look(page, screenshots, "mini-won.png")
