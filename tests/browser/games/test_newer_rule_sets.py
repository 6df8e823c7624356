"""One game per newer rule set (Cuban, Mexicana, Canasta ai sette, Brazilian, Chilean), tapped through on a
phone with that rule set's own entries, the scores checked against the rules reference's worked examples
(W14, W15, W21) or hands computed by hand.

Card points (rules reference §1.2): joker 50, deuce and ace 20, K-8 10, 7-4 5, black three 5.
"""

import re

from playwright.sync_api import expect
from test_play_a_game import fill, save, side, tap_plus
from test_rule_sets import game_json, look, meld, run, start_game, totals

TEAMS = [("Us", "Ana", "Ben"), ("Them", "Cleo", "Dan")]
PARTNERSHIPS = "2 partnerships of 2"


def score_shows(page, us, them):
    expect(page.locator("[data-score='0']")).to_have_text(us)
    expect(page.locator("[data-score='1']")).to_have_text(them)


def count_mode(page, *names):
    for name in names:
        side(page, name).get_by_text("Count points", exact=True).tap()


def test_cuban_captured_black_threes_and_a_wild_canasta_of_four_jokers(
    page, live_server, screenshots
):
    start_game(page, live_server, "Cuban Canasta", PARTNERSHIPS, TEAMS)
    # no extra for concealed
    expect(page.get_by_text("Us went out concealed", exact=True)).to_have_count(0)
    # Rules reference W15. Us go out: natural 10×7 (70), a wild canasta of four jokers and three deuces
    # (200 + 60 = 260, bonus 3000); three red threes; all four black threes captured from taken piles;
    # Ben holds 6, 6 (10).
    meld(page, "Us", "Tens", naturals=7)
    meld(page, "Us", "Wild cards", naturals=0, twos=3, jokers=4)
    tap_plus(page, "Us", "Red threes", 3)
    tap_plus(page, "Us", "Black threes captured", 4)
    fill(page, "Us", "Points left in hand", 10)
    page.get_by_text("Us went out", exact=True).tap()
    # Them: J×4 (40), 7-7-7 (15), no canasta; they hold K, K, A, 5 (45); one red three.
    meld(page, "Them", "Jacks", naturals=4)
    meld(page, "Them", "Sevens")
    tap_plus(page, "Them", "Red threes")
    fill(page, "Them", "Points left in hand", 45)
    # Us: 70 + 260 − 10 + natural 500 + wild 3000 + three red threes 500 + going out 100 + black threes 100
    # = 4520. Them: 40 + 15 − 45 − one red three without a canasta 100 = −90.
    score_shows(page, "+4520", "\u221290")
    expect(page.locator("#preview")).to_contain_text("Black threes captured")
    look(page, screenshots, "cuban-hand-entry.png")
    save(page, 1)
    assert totals(page) == [4520, -90]
    expect(page.locator("[data-next-meld='0']")).to_have_text("120")  # 3000-4995
    expect(page.locator(".to-target").first).to_have_text("2980 to go")  # 7500 − 4520
    # Hand 2, counted: Us 200 card points and a natural canasta (700) pass 5000, so they need 150.
    page.get_by_role("link", name="Record hand 2").tap()
    count_mode(page, "Us", "Them")
    fill(page, "Us", "Card points melded", 200)
    tap_plus(page, "Us", "Natural canastas")
    fill(page, "Them", "Card points melded", 60)
    fill(page, "Them", "Points left in hand", 30)
    score_shows(page, "+700", "+30")
    save(page, 2)
    assert totals(page) == [5220, -60]
    expect(page.locator("[data-next-meld='0']")).to_have_text("150")
    page.locator("#hand-1 summary").tap()
    expect(page.locator("#hand-1")).to_contain_text("Black threes captured")
    look(page, screenshots, "cuban-scoreboard.png")
    assert game_json(page, live_server)["hands"][0]["results"][0]["black_threes"] == 4


def test_mexicana_a_mixed_sevens_canasta_and_a_red_three_for_each_canasta(
    page, live_server, screenshots
):
    page.goto(live_server + "/games/new")
    page.get_by_role("link", name=re.compile(rf"^Mexicana · {PARTNERSHIPS}")).tap()
    page.get_by_text("House rules", exact=False).first.tap()
    expect(page.locator(".house-rules")).to_contain_text(
        "Unverified: no source gives this for Mexicana"
    )
    start_game(page, live_server, "Mexicana", PARTNERSHIPS, TEAMS)
    # Us: K×7 (70), sevens 7×5 + 2×2 (25 + 40 = 65: a canasta of sevens, mixed, 1000); one red three; Ben
    # holds a queen (10). Them: Q×5 (50), three red threes, they hold 7, 7 (10).
    meld(page, "Us", "Kings", naturals=7)
    meld(page, "Us", "Sevens", naturals=5, twos=2)
    tap_plus(page, "Us", "Red threes")
    fill(page, "Us", "Points left in hand", 10)
    page.get_by_text("Us went out", exact=True).tap()
    meld(page, "Them", "Queens", naturals=5)
    tap_plus(page, "Them", "Red threes", 3)
    fill(page, "Them", "Points left in hand", 10)
    # Two canastas but one red three: Us may not go out.
    expect(page.locator("[data-errors='went_out']")).to_contain_text(
        "Us: going out needs 1 red three laid for each canasta: 2 red threes for 2 canastas, but this side laid 1"
    )
    page.get_by_role("button", name="Save hand 1").tap()
    # refused: the form again, as typed
    expect(page.get_by_role("heading", level=1)).to_have_text("Hand 1")
    expect(side(page, "Us").get_by_label("Red threes", exact=True)).to_have_value("1")
    look(page, screenshots, "mexicana-refused.png")
    tap_plus(page, "Us", "Red threes")
    # Us: 70 + 65 − 10 + natural 500 + sevens 1000 + two red threes 200 + going out 100 = 1925.
    # Them: 50 − 10 + three red threes 300 = 340.
    score_shows(page, "+1925", "+340")
    save(page, 1)
    assert totals(page) == [1925, 340]
    expect(page.locator("[data-next-meld='0']")).to_have_text("90")  # 1500-2995


def test_sevens_unfinished_sevens_and_a_player_holding_three(
    page, live_server, screenshots
):
    start_game(page, live_server, "Canasta ai sette", PARTNERSHIPS, TEAMS)
    # Rules reference W21. Us go out: K×7 (70), Q×5 + 2 + joker (120); Ben holds a 9.
    meld(page, "Us", "Kings", naturals=7)
    meld(page, "Us", "Queens", naturals=5, twos=1, jokers=1)
    side(page, "Us").get_by_text("Cards left in Ben's hand").tap()
    side(page, "Us").get_by_role("group", name="Ben", exact=True).get_by_role(
        "button", name="Nines in hand plus 1"
    ).tap()
    page.get_by_text("Us went out", exact=True).tap()
    # Them: an unfinished meld of four sevens (20), A-A-A (60), two red threes; Cleo holds 7, 7, 7, J; Dan 5, 6.
    meld(page, "Them", "Sevens", naturals=4)
    meld(page, "Them", "Aces")
    tap_plus(page, "Them", "Red threes", 2)
    side(page, "Them").get_by_text("Cards left in Cleo's hand").tap()
    cleo = side(page, "Them").get_by_role("group", name="Cleo", exact=True)
    cleo.get_by_label("Sevens in hand", exact=True).fill("3")
    cleo.get_by_role("button", name="Jacks in hand plus 1").tap()
    side(page, "Them").get_by_text("Cards left in Dan's hand").tap()
    dan = side(page, "Them").get_by_role("group", name="Dan", exact=True)
    dan.get_by_role("button", name="Fives in hand plus 1").tap()
    dan.get_by_role("button", name="Sixes in hand plus 1").tap()
    # Us: 70 + 120 − 10 + 500 + 300 + 100 = 1080.
    # Them: 20 + 60 − 25 − 10 − unfinished sevens 1500 − Cleo's three sevens 500 + red threes 200 = −1755.
    score_shows(page, "+1080", "\u22121755")
    expect(page.locator("#preview")).to_contain_text("Unfinished special melds")
    look(page, screenshots, "sevens-hand-entry.png")
    save(page, 1)
    assert totals(page) == [1080, -1755]
    # Hand 2 counted: Them complete a canasta of sevens (35, bonus 2000) and one player holds three sevens.
    page.get_by_role("link", name="Record hand 2").tap()
    count_mode(page, "Them")
    fill(page, "Them", "Card points melded", 35)
    tap_plus(page, "Them", "Canastas of sevens")
    fill(page, "Them", "Players holding 3+ sevens", 1)
    fill(page, "Them", "Points left in hand", 15)
    score_shows(page, "0", "+1520")  # 35 + 2000 − 500 − 15
    save(page, 2)
    assert totals(page) == [1080, -235]


def test_brazilian_short_run_five_red_threes_then_a_canasta_to_open_in_words(
    page, live_server, screenshots
):
    start_game(page, live_server, "Brazilian Canasta", PARTNERSHIPS, TEAMS)
    # Us go out: escalera 4-10 of hearts (5×4 + 10×3 = 50), natural A×7 (140); one red three; Ben holds a 4.
    run(page, "Us", "4", 7, "hearts")
    meld(page, "Us", "Aces", naturals=7)
    tap_plus(page, "Us", "Red threes")
    fill(page, "Us", "Points left in hand", 5)
    page.get_by_text("Us went out", exact=True).tap()
    # Them, rules reference W14: natural 8×7 (70), the run 9-K of clubs (50) left short on the table;
    # five red threes; they hold a black three (−100) and a king (10).
    meld(page, "Them", "Eights", naturals=7)
    run(page, "Them", "9", 5, "clubs")
    tap_plus(page, "Them", "Red threes", 5)
    fill(page, "Them", "Points left in hand", 10)
    tap_plus(page, "Them", "Black threes held")
    # Us: 50 + 140 − 5 + escalera 1500 + natural 500 + one red three 100 + going out 200 = 2485.
    # Them: 70 + 50 − 10 − 100 + 500 − short run 1000 + five red threes 1000 = 510.
    score_shows(page, "+2485", "+510")
    expect(page.locator("#preview")).to_contain_text("Short runs on the table")
    look(page, screenshots, "brazilian-hand-entry.png")
    save(page, 1)
    assert totals(page) == [2485, 510]
    # Hand 2, counted: Us 300 card points, an escalera, two natural canastas and a wild canasta
    # (300 + 1500 + 1000 + 2000 = 4800); Them 100 points, a mixed canasta, 50 in hand (350).
    page.get_by_role("link", name="Record hand 2").tap()
    count_mode(page, "Us", "Them")
    fill(page, "Us", "Card points melded", 300)
    tap_plus(page, "Us", "Escaleras")
    tap_plus(page, "Us", "Natural canastas", 2)
    tap_plus(page, "Us", "Wild-card canastas")
    fill(page, "Them", "Card points melded", 100)
    tap_plus(page, "Them", "Mixed canastas")
    fill(page, "Them", "Points left in hand", 50)
    score_shows(page, "+4800", "+350")
    save(page, 2)
    assert totals(page) == [7285, 860]
    # From 7000 the minimum is not points but a canasta, and the scoreboard says so.
    expect(page.locator("[data-next-meld='0']")).to_have_text("a canasta")
    expect(page.locator("[data-next-meld='1']")).to_have_text("50")
    look(page, screenshots, "brazilian-scoreboard.png")
    page.get_by_role("link", name="Record hand 3").tap()
    expect(page.locator(".context")).to_contain_text("Minimum meld: Us a canasta")
    side(page, "Us").get_by_text("Meld by meld", exact=True).tap()  # counted last hand
    meld(page, "Us", "Kings", naturals=5)
    expect(side(page, "Us")).to_contain_text(
        "the minimum initial meld is a canasta, but there is no canasta"
    )
    count_mode(page, "Them")
    tap_plus(page, "Them", "Runs of 5 cards or fewer")
    fill(page, "Them", "Card points melded", 15)
    expect(page.locator("[data-score='1']")).to_have_text("\u2212985")  # 15 − 1000


def test_chilean_with_four_packs_takes_eight_red_threes(page, live_server, screenshots):
    page.goto(live_server + "/games/new")
    page.get_by_role(
        "link", name=re.compile(rf"^Chilean Canasta · {PARTNERSHIPS}")
    ).tap()
    boxes = page.locator("fieldset.side")
    for index, (name, *players) in enumerate(TEAMS):
        boxes.nth(index).get_by_label("Side name").fill(name)
    page.locator(".house-rules summary").tap()
    page.get_by_label("Packs", exact=True).fill("4")
    page.get_by_role("button", name="Start the game").tap()
    expect(page.get_by_role("heading", level=1)).to_have_text("Hand 1")
    # Us go out: a samba 5-J of spades (5×3 + 10×4 = 55), a bolivia of five deuces and two jokers (200);
    # all eight red threes of four packs. Them: K×7 (70), they hold two jokers (100).
    run(page, "Us", "5", 7, "spades")
    meld(page, "Us", "Wild cards", naturals=0, twos=5, jokers=2)
    fill(page, "Us", "Red threes", 8)
    page.get_by_text("Us went out", exact=True).tap()
    meld(page, "Them", "Kings", naturals=7)
    fill(page, "Them", "Points left in hand", 100)
    # Us: 55 + 200 + samba 1500 + bolivia 2500 + going out 200 + eight red threes at 100 = 5255.
    # Them: 70 − 100 + 500 − (no red three) = 470.
    score_shows(page, "+5255", "+470")
    look(page, screenshots, "chilean-hand-entry.png")
    save(page, 1)
    assert totals(page) == [5255, 470]
    expect(page.locator(".to-target").first).to_have_text("9745 to go")  # 15000 − 5255
