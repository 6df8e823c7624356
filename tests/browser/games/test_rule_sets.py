"""One game per rule set beyond classic, tapped through on a phone with that rule set's own entries,
and the scores on screen checked against the rules reference's worked examples, computed by hand.

Card points (rules reference §1.2): joker 50, deuce and ace 20, K-8 10, 7-4 5, black three 5.
"""

import re

from factories import a_game
from playwright.sync_api import expect
from test_play_a_game import PHONE_WIDTH, fill, no_sideways_scroll, save, side, tap_plus

from scorekeeper.web.plumbing.database import get_db


def start_game(page, server, rules, seating, sides):
    """Choose the rules and seating from the list, name the sides (and partners), start."""
    page.goto(server + "/games/new")
    page.get_by_role(
        "link", name=re.compile(rf"^{re.escape(rules)} · {re.escape(seating)}")
    ).tap()
    boxes = page.locator("fieldset.side")
    for index, (name, *players) in enumerate(sides):
        # a side of one is its player: the box is "Name"
        boxes.nth(index).get_by_label(re.compile(r"^(Side name|Name)$")).fill(name)
        for number, player in enumerate(players, 1):
            boxes.nth(index).get_by_label(f"Player {number}").fill(player)
    page.get_by_role("button", name="Start the game").tap()
    expect(page.get_by_role("heading", level=1)).to_have_text("Hand 1")


def meld(page, side_name, rank_name, naturals=3, twos=0, jokers=0, label="Naturals"):
    """Add a meld by its rank button and type its counts (a new row starts at three naturals)."""
    page.get_by_role("button", name=f"Add {rank_name} for {side_name}").tap()
    row = side(page, side_name).get_by_role("group", name=rank_name, exact=True).last
    if naturals != 3:
        row.get_by_label(label, exact=True).fill(str(naturals) if naturals else "")
    if twos:
        row.get_by_label("Deuces", exact=True).fill(str(twos))
    if jokers:
        row.get_by_label("Jokers", exact=True).fill(str(jokers))
    return row


def run(page, side_name, low, cards, suit):
    """A same-suit run: its lowest card, its length and its suit."""
    row = meld(page, side_name, "A run", naturals=cards, label="Cards")
    # a run takes no wild cards
    expect(row.get_by_label("Deuces", exact=True)).to_have_count(0)
    expect(row.get_by_label("Jokers", exact=True)).to_have_count(0)
    row.get_by_label("Lowest card").select_option(low)
    row.get_by_label("Suit").select_option(suit)


def scores(page, count=2):
    return [page.locator(f"[data-score='{i}']").inner_text() for i in range(count)]


def totals(page, count=2):
    # a true minus sign
    return [
        int(page.locator(f"[data-total='{i}']").inner_text().replace("−", "-"))
        for i in range(count)
    ]


def look(page, screenshots, name):
    """Nothing wider than the phone; a picture to look at."""
    no_sideways_scroll(page)
    page.screenshot(path=screenshots / name, full_page=True)


def test_samba_a_samba_run_and_red_threes_against_a_side_short_of_canastas(
    page, live_server, screenshots
):
    start_game(
        page,
        live_server,
        "Samba",
        "2 partnerships of 2",
        [("Us", "Ana", "Ben"), ("Them", "Cleo", "Dan")],
    )
    # Rules reference W12. Us go out with the samba 5-6-7-8-9-10-J of hearts (5+5+5+10+10+10+10 = 55),
    # natural Q×7 (70) and A-A-A-2 (80); Ben holds K, 4 and a joker (10 + 5 + 50 = 65); three red threes.
    run(page, "Us", "5", 7, "hearts")
    meld(page, "Us", "Queens", naturals=7)
    meld(page, "Us", "Aces", twos=1)
    tap_plus(page, "Us", "Red threes", 3)
    side(page, "Us").get_by_text(
        "More for Us"
    ).tap()  # cards left one by one are in the side's fold
    for card in ("Jokers", "Kings", "Fours"):
        tap_plus(page, "Us", f"{card} in hand")
    page.get_by_text("Us went out", exact=True).tap()
    # Them: mixed 8×6 + deuce (60 + 20 = 80), 9-9-9 (30); they hold Q, Q, 7, A, 2 and a black three (70).
    meld(page, "Them", "Eights", naturals=6, twos=1)
    meld(page, "Them", "Nines")
    tap_plus(page, "Them", "Red threes", 2)
    fill(page, "Them", "Points left in hand", 70)
    # Us: 55 + 70 + 80 − 65 + samba 1500 + natural 500 + going out 200 + three red threes 300 = 2640.
    # Them: one canasta of the two needed to go out, so the red threes count against them:
    # 80 + 30 − 70 + mixed 300 − 200 = 140.
    expect(page.locator("[data-score='0']")).to_have_text("+2640")
    expect(page.locator("[data-score='1']")).to_have_text("+140")
    look(page, screenshots, "samba-hand-entry.png")
    save(page, 1)
    assert totals(page) == [2640, 140]
    # 2640 is in the 1500-2995 band (90); 140 in 0-1495 (50).
    expect(page.locator("[data-next-meld='0']")).to_have_text("90")
    expect(page.locator("[data-next-meld='1']")).to_have_text("50")
    expect(page.locator(".to-target").first).to_have_text("7360 to go")  # 10000 − 2640
    page.locator("#hand-1 summary").tap()
    expect(page.locator("#hand-1")).to_contain_text("Minimum meld was 50")
    look(page, screenshots, "samba-scoreboard.png")
    assert game_json(page, live_server)["hands"][0]["results"][0]["melds"][0] == {
        "rank": "run",
        "natural": 7,
        "low": "5",
        "suit": "hearts",
    }


def game_json(page, server):
    """The record of the game the page shows, as exported."""
    game = re.search(r"/g/[A-Za-z0-9_-]+", page.url).group(0)
    return page.request.get(server + game + "/export.json").json()


def test_bolivia_an_escalera_a_bolivia_and_black_threes_held(
    page, live_server, screenshots
):
    start_game(
        page,
        live_server,
        "Bolivia",
        "2 partnerships of 2",
        [("Us", "Ana", "Ben"), ("Them", "Cleo", "Dan")],
    )
    # Rules reference W13. Us go out: escalera 7-K of spades (5 + 10×6 = 65), a bolivia of two jokers and
    # five deuces (100 + 100 = 200), mixed A×5 + joker + deuce (100 + 50 + 20 = 170); Ben holds a black
    # three and a 9 (the 9 is 10 points; the black three costs 100 in Bolivia); two red threes.
    run(page, "Us", "7", 7, "spades")
    meld(page, "Us", "Wild cards", naturals=0, twos=5, jokers=2)
    meld(page, "Us", "Aces", naturals=5, twos=1, jokers=1)
    tap_plus(page, "Us", "Red threes", 2)
    fill(page, "Us", "Points left in hand", 10)
    tap_plus(page, "Us", "Black threes held")
    page.get_by_text("Us went out", exact=True).tap()
    # Them: natural 6×7 (35), an unfinished wild meld of two jokers and two deuces (140); they hold two black
    # threes and a queen (10 points + 2 × 100); one red three.
    meld(page, "Them", "Sixes", naturals=7)
    meld(page, "Them", "Wild cards", naturals=0, twos=2, jokers=2)
    tap_plus(page, "Them", "Red threes")
    fill(page, "Them", "Points left in hand", 10)
    tap_plus(page, "Them", "Black threes held", 2)
    # Us: 65 + 200 + 170 − 10 − 100 + escalera 1500 + bolivia 2500 + mixed 300 + red threes 200 (two
    # canastas or more) + going out 200 = 435 − 110 + 4300 + 200 + 200 = 5025.
    # Them: 35 + 140 − 10 − 200 + natural 500 − one red three with fewer than two canastas 100 = 365.
    expect(page.locator("[data-score='0']")).to_have_text("+5025")
    expect(page.locator("[data-score='1']")).to_have_text("+365")
    expect(page.locator("#preview")).to_contain_text("Black threes kept in hand")
    look(page, screenshots, "bolivia-hand-entry.png")
    save(page, 1)
    assert totals(page) == [5025, 365]
    expect(page.locator(".to-target").first).to_have_text("9975 to go")  # 15000 − 5025
    page.locator("#hand-1 summary").tap()
    expect(page.locator("#hand-1")).to_contain_text("Black threes kept in hand")
    look(page, screenshots, "bolivia-scoreboard.png")


def test_modern_american_cards_left_player_by_player_then_a_special_hand(
    page, live_server, screenshots
):
    start_game(
        page,
        live_server,
        "Modern American Canasta",
        "2 partnerships of 2",
        [("Us", "Ana", "Ben"), ("Them", "Cleo", "Dan")],
    )
    expect(page.locator(".context")).to_contain_text(
        "Minimum meld: Us 125 or a natural canasta"
    )
    # Rules reference W16. Us go out: natural K×7 (70), mixed Q×5 + 2 + 2 (90), a wild canasta of four
    # jokers and three deuces (260, bonus 2500); red threes 2 and a black three laid; Ben holds 8 and 4 (15).
    meld(page, "Us", "Kings", naturals=7)
    meld(page, "Us", "Queens", naturals=5, twos=2)
    meld(page, "Us", "Wild cards", naturals=0, twos=3, jokers=4)
    tap_plus(page, "Us", "Red threes", 2)
    tap_plus(page, "Us", "Black threes laid")
    side(page, "Us").get_by_text("Cards left in Ben's hand").tap()
    ben = side(page, "Us").get_by_role("group", name="Ben", exact=True)
    ben.get_by_role("button", name="Eights in hand plus 1").tap()
    ben.get_by_role("button", name="Fours in hand plus 1").tap()
    page.get_by_text("Us went out", exact=True).tap()
    # Them: natural J×7 (70), an unfinished meld of five sevens (25, and −2500); red threes 2, black 2;
    # Cleo holds 7, 7, 7, Q (25 points, and three sevens: −1500), Dan holds 9 and 2 (30).
    meld(page, "Them", "Jacks", naturals=7)
    meld(page, "Them", "Sevens", naturals=5)
    tap_plus(page, "Them", "Red threes", 2)
    tap_plus(page, "Them", "Black threes laid", 2)
    side(page, "Them").get_by_text("Cards left in Cleo's hand").tap()
    cleo = side(page, "Them").get_by_role("group", name="Cleo", exact=True)
    cleo.get_by_label("Sevens in hand", exact=True).fill("3")
    cleo.get_by_role("button", name="Queens in hand plus 1").tap()
    side(page, "Them").get_by_text("Cards left in Dan's hand").tap()
    dan = side(page, "Them").get_by_role("group", name="Dan", exact=True)
    dan.get_by_role("button", name="Nines in hand plus 1").tap()
    dan.get_by_role("button", name="Deuces in hand plus 1").tap()
    # Us: 70 + 90 + 260 − 15 + natural 500 + mixed 300 + wild 2500 + threes (2 red, 1 black: 3 threes) 400
    # + going out 100 = 4205.
    # Them: 70 + 25 − 25 − 30 + natural 500 − unfinished sevens 2500 − Cleo's sevens 1500; four threes with
    # exactly one canasta count nothing = −3460.
    expect(page.locator("[data-score='0']")).to_have_text("+4205")
    expect(page.locator("[data-score='1']")).to_have_text("−3460")
    expect(page.locator("#preview")).to_contain_text(
        "Three or more sevens or aces held"
    )
    look(page, screenshots, "modern-american-hand-entry.png")
    save(page, 1)
    assert totals(page) == [4205, -3460]
    # 4205 is in the 3000-4995 band: 155; below 3000: 125; a natural canasta always opens.
    expect(page.locator("[data-next-meld='0']")).to_have_text("155")
    expect(page.locator("[data-next-meld='1']")).to_have_text("125")
    expect(page.locator(".next-meld").first).to_contain_text("or a natural canasta")

    # Hand 2: Ana shows a straight (3000); Them count their cards.
    page.get_by_role("link", name="Record hand 2").tap()
    page.get_by_label("Special hand").select_option(
        label="Us: Straight (A to K with a three, and a joker)"
    )
    expect(side(page, "Us").locator(".special-note")).to_be_visible()
    side(page, "Them").get_by_text("Count points", exact=True).tap()
    fill(page, "Them", "Card points melded", 130)
    tap_plus(page, "Them", "Natural canastas")
    tap_plus(page, "Them", "Unfinished melds of aces")
    tap_plus(page, "Them", "Red threes")
    fill(page, "Them", "Points left in hand", 20)
    # Us: the straight, 3000 and nothing else. Them: 130 + 500 − unfinished aces 2500 − 20; one red three
    # with exactly one canasta counts nothing = −1890.
    expect(page.locator("[data-score='0']")).to_have_text("+3000")
    expect(page.locator("[data-score='1']")).to_have_text("−1890")
    look(page, screenshots, "modern-american-special-hand.png")
    save(page, 2)
    assert totals(page) == [7205, -5350]  # 4205 + 3000, −3460 − 1890
    expect(page.locator("[data-next-meld='0']")).to_have_text("180")  # 5000 and up
    page.locator("#hand-2 summary").tap()
    expect(page.locator("#hand-2")).to_contain_text("Special hand")
    expect(page.locator("#hand-2")).to_contain_text("Unfinished special melds")
    look(page, screenshots, "modern-american-scoreboard.png")


def test_american_tournament_counted_hand_and_hands_left(
    page, live_server, screenshots
):
    start_game(
        page,
        live_server,
        "American tournament",
        "2 partnerships of 2",
        [("Us", "Ana", "Ben"), ("Them", "Cleo", "Dan")],
    )
    # W16 again, counted: the same numbers must come out of the count boxes.
    for name in ("Us", "Them"):
        side(page, name).get_by_text("Count points", exact=True).tap()
    fill(page, "Us", "Card points melded", 420)  # 70 + 90 + 260
    tap_plus(page, "Us", "Natural canastas")
    tap_plus(page, "Us", "Mixed canastas")
    tap_plus(page, "Us", "Canastas of the four jokers")
    tap_plus(page, "Us", "Red threes", 2)
    tap_plus(page, "Us", "Black threes laid")
    fill(page, "Us", "Points left in hand", 15)
    page.get_by_text("Us went out", exact=True).tap()
    fill(page, "Them", "Card points melded", 95)
    tap_plus(page, "Them", "Natural canastas")
    tap_plus(page, "Them", "Unfinished melds of sevens")
    tap_plus(page, "Them", "Players holding 3+ sevens")
    tap_plus(page, "Them", "Red threes", 2)
    tap_plus(page, "Them", "Black threes laid", 2)
    fill(page, "Them", "Points left in hand", 55)
    # Us: 420 + 500 + 300 + 2500 + 400 + 100 − 15 = 4205. Them: 95 + 500 − 2500 − 1500 − 55 = −3460.
    expect(page.locator("[data-score='0']")).to_have_text("+4205")
    expect(page.locator("[data-score='1']")).to_have_text("−3460")
    look(page, screenshots, "american-tournament-hand-entry.png")
    save(page, 1)
    assert totals(page) == [4205, -3460]
    # Three hands in all; the minimum follows the hand number (hand 2: 155), not the score.
    expect(page.locator(".hands-left")).to_have_text("2 hands left")
    expect(page.locator("[data-next-meld='1']")).to_have_text("155")
    expect(page.locator(".to-target")).to_have_count(0)
    look(page, screenshots, "american-tournament-scoreboard.png")


def test_hand_and_foot_red_threes_held_and_seven_canastas(
    page, live_server, screenshots
):
    start_game(
        page,
        live_server,
        "Hand and Foot",
        "2 partnerships of 2",
        [("Us", "Ana", "Ben"), ("Them", "Cleo", "Dan")],
    )
    expect(page.locator(".context")).to_contain_text("Minimum meld: Us 50")  # hand 1
    # not laid here
    expect(side(page, "Us").get_by_label("Red threes", exact=True)).to_have_count(0)
    # Rules reference W18. Us go out with naturals K×7 (70), 9×7 (70), 5×7 (35) and mixed Q×6 + joker
    # (110), J×5 + 2×2 (90), A×5 + 2 + joker (170), 4×6 + 2 (50); Ben is left with a red three, a black three
    # and an 8 (5 + 10 = 15 points, and the red three −300).
    for rank in ("Kings", "Nines", "Fives"):
        meld(page, "Us", rank, naturals=7)
    meld(page, "Us", "Queens", naturals=6, jokers=1)
    meld(page, "Us", "Jacks", naturals=5, twos=2)
    meld(page, "Us", "Aces", naturals=5, twos=1, jokers=1)
    meld(page, "Us", "Fours", naturals=6, twos=1)
    fill(page, "Us", "Points left in hand and foot", 15)
    tap_plus(page, "Us", "Red threes held")
    page.get_by_text("Us went out", exact=True).tap()
    # Them: naturals 7×7 (35), 10×7 (70), mixed 6×5 + 2×2 (65), J-J-J (30); they hold a joker, an ace, two red
    # threes and 4, 4, 5, 6, 8, 9, 10, Q, A, 2 (50 + 20 + 5+5+5+5 + 10×4 + 20 + 20 = 170).
    meld(page, "Them", "Sevens", naturals=7)
    meld(page, "Them", "Tens", naturals=7)
    meld(page, "Them", "Sixes", naturals=5, twos=2)
    meld(page, "Them", "Jacks")
    fill(page, "Them", "Points left in hand and foot", 170)
    tap_plus(page, "Them", "Red threes held", 2)
    # Us: 175 + 420 − 15 − 300 + 3 natural × 500 + 4 mixed × 300 + going out 100 = 3080.
    # Them: 35 + 70 + 65 + 30 − 170 − 2 × 300 + 2 natural 1000 + 1 mixed 300 = 730.
    expect(page.locator("[data-score='0']")).to_have_text("+3080")
    expect(page.locator("[data-score='1']")).to_have_text("+730")
    look(page, screenshots, "hand-and-foot-hand-entry.png")
    save(page, 1)
    assert totals(page) == [3080, 730]
    # four hands in a game
    expect(page.locator(".hands-left")).to_have_text("3 hands left")
    # hand 2: 90 for everyone
    expect(page.locator("[data-next-meld='0']")).to_have_text("90")
    page.locator("#hand-1 summary").tap()
    expect(page.locator("#hand-1")).to_contain_text("Red three kept in hand")
    look(page, screenshots, "hand-and-foot-scoreboard.png")


def test_hand_and_foot_three_teams_counted(page, live_server, screenshots):
    page.goto(live_server + "/games/new")
    for seating in (
        "3 partnerships of 2",
        "4 partnerships of 2",
        "2 players, each alone",
        "3 players, each alone",
    ):
        expect(
            page.get_by_role("link", name=re.compile(rf"^Hand and Foot · {seating}"))
        ).to_be_visible()
    start_game(
        page,
        live_server,
        "Hand and Foot",
        "3 partnerships of 2",
        [("Red", "Ana", "Ben"), ("Blue", "Cleo", "Dan"), ("Green", "Eve", "Finn")],
    )
    for name in ("Red", "Blue", "Green"):
        side(page, name).get_by_text("Count points", exact=True).tap()
    fill(page, "Red", "Card points melded", 700)
    fill(page, "Red", "Natural canastas", 3)
    fill(page, "Red", "Mixed canastas", 4)
    page.get_by_text("Red went out", exact=True).tap()
    fill(page, "Blue", "Card points melded", 200)
    tap_plus(page, "Blue", "Natural canastas")
    tap_plus(page, "Blue", "Mixed canastas")
    fill(page, "Blue", "Points left in hand and foot", 50)
    tap_plus(page, "Blue", "Red threes held")
    fill(page, "Green", "Card points melded", 60)
    fill(page, "Green", "Points left in hand and foot", 120)
    # Red: 700 + 3 × 500 + 4 × 300 + going out 100 = 3500. Blue: 200 + 500 + 300 − 50 − 300 = 650.
    # Green: 60 − 120 = −60.
    expect(page.locator("[data-score='0']")).to_have_text("+3500")
    expect(page.locator("[data-score='1']")).to_have_text("+650")
    expect(page.locator("[data-score='2']")).to_have_text("−60")
    look(page, screenshots, "hand-and-foot-3-teams-hand-entry.png")
    save(page, 1)
    assert totals(page, 3) == [3500, 650, -60]
    expect(page.locator(".hands-left")).to_have_text("3 hands left")
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE_WIDTH
    look(page, screenshots, "hand-and-foot-3-teams-scoreboard.png")


def test_hand_and_foot_four_teams_fit_a_360_pixel_phone(
    page, live_app, live_server, screenshots
):
    from scorekeeper import storage

    teams = ("North", "East", "South", "West")
    with live_app.app_context():
        db = get_db()
        game_id = a_game(
            db,
            name="Four teams",
            variant="hand-and-foot",
            sides=[{"name": t, "players": [t[0] + "1", t[0] + "2"]} for t in teams],
        )
        # North go out with 3 natural and 4 mixed canastas on 700 melded: 700 + 1500 + 1200 + 100 = 3500.
        results = [
            {
                "meld_points": 700,
                "canastas": {"natural": 3, "mixed": 4},
                "went_out": True,
                "hand_points": 0,
            }
        ] + [{"meld_points": 100, "canastas": {}, "hand_points": 40}] * 3
        storage.add_hand(db, game_id, {"results": results}, expected_version=1)
    page.set_viewport_size({"width": 360, "height": 780})
    page.goto(f"{live_server}/g/{game_id}")
    assert totals(page, 4) == [3500, 60, 60, 60]  # the others: 100 − 40
    expect(page.locator(".hands-left")).to_have_text("3 hands left")
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    page.screenshot(
        path=screenshots / "hand-and-foot-4-teams-scoreboard-360.png", full_page=True
    )
    page.get_by_role("link", name="Record hand 2").tap()
    for team in teams:
        expect(side(page, team)).to_be_visible()
    expect(page.locator(".context")).to_contain_text("Minimum meld: North 90")
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    page.screenshot(
        path=screenshots / "hand-and-foot-4-teams-hand-entry-360.png", full_page=True
    )
