"""Save tapped while the Wi-Fi is up but the server is gone (the laptop keeping the games asleep),
before the phone has noticed: the form posts, no answer comes, and the service worker answers with
its own page, which keeps the save in the outbox. The player sees the scoreboard's copy with the
save waiting, never the browser's "This site can't be reached"; once the server answers again the
save lands once (static/offline/service_worker.js saveOrKeep, static/offline/outbox_rescue.js).

Four hands stored (test_offline_scoring.py no_signal): hand 1 Us 1670, Them 50; hands 2-4 score
nothing. Classic minimums: below 0 → 15, 0-1495 → 50, 1500-2995 → 90, 3000 and more → 120."""

from contextlib import contextmanager
from dataclasses import dataclass

from playwright.sync_api import expect
from test_offline import controlled, serve, wait_until_kept
from test_offline_scoring import board_says, enter, no_signal, stored_hands

HOSTILE = "</script><img src=x onerror=alert(1)>"


def no_dialogs(page) -> list[str]:
    """Every dialog the page opens (an alert() run from what a player typed would be one)."""
    opened = []

    def seen(dialog):
        opened.append(dialog.message)
        dialog.dismiss()

    page.on("dialog", seen)
    return opened


def rescued_posts(page) -> list[str]:
    """The paths of POSTs the service worker answered itself."""
    answered = []
    page.on(
        "response",
        lambda response: (
            answered.append(response.url)
            if response.request.method == "POST" and response.from_service_worker
            else None
        ),
    )
    return answered


@dataclass
class Table:
    """A phone whose worker keeps a page of the game, on a server of its own that can go away."""

    base: str
    game_id: str
    port: int
    stop: object

    @property
    def board(self) -> str:
        return f"/g/{self.game_id}"

    @contextmanager
    def server_back(self, live_app):
        """The server answering again, on the same address, for the rest of the block."""
        self.port, self.stop = serve(live_app, self.port)
        try:
            yield
        finally:
            self.stop()


def a_phone_at_the_table(page, live_app, kept: str = "") -> Table:
    """No signal's game on a server the test can stop, the worker in control and keeping the
    game's page `kept` (its scoreboard by default)."""
    port, stop = serve(live_app)
    table = Table(f"http://127.0.0.1:{port}", no_signal(live_app), port, stop)
    controlled(page, table.base + table.board + kept)
    wait_until_kept(page, table.board + kept)
    return table


def server_gone_unnoticed(page, stop):
    """The server stops just after the page's last live-updates poll was answered (the next is 2 s
    away), so the page still believes the server is there, as does the browser."""
    with page.expect_response(lambda response: "/version" in response.url):
        pass
    stop()
    assert page.evaluate("navigator.onLine && !window.Outbox.isOffline()") is True


def drafts(page, game_id) -> list[str]:
    return page.evaluate(
        "game => Object.keys(localStorage).filter(k => k.startsWith('scorekeeper:draft:game-' + game)"
        ")",
        game_id,
    )


def test_a_hand_saved_as_the_server_went_is_kept_and_lands_once_when_it_answers(
    page, live_app
):
    """Hand 5, Us: kings 7 × 10 + aces 3 × 20 = 130 ≥ 90, canasta 500, out 100 = +730 → 1670 + 730
    = 2400; Them: 40 left = −40 → 50 − 40 = 10. Next minimums: Us 90 (1500-2995), Them 50
    (0-1495); seats Ana, Cleo, Ben, Dan and Ana dealt hand 1 and 5, so Cleo deals next."""
    opened, rescued = no_dialogs(page), rescued_posts(page)
    table = a_phone_at_the_table(page, live_app)
    base, game_id, board = table.base, table.game_id, table.board
    form = f"{board}/hands/new"
    page.goto(base + form)
    enter(page, ("Kings", "7"), ("Aces", "3"), "40")

    server_gone_unnoticed(page, table.stop)
    page.get_by_role("button", name="Save hand 5").tap()
    # the phone's copy of the scoreboard, not the browser's error page
    expect(page).to_have_url(base + board)
    expect(page.locator(".board-title")).to_have_text("No signal")
    waiting = page.locator(".outbox .waiting-entry")
    expect(waiting).to_have_count(1)
    expect(waiting.first).to_contain_text(
        "Hand 5: waiting to be sent · Us +730 (2400) · Them −40 (10)"
    )
    expect(page.locator("#offline-banner")).to_be_visible()
    assert rescued == [base + form]  # the worker answered the post
    assert drafts(page, game_id) == []  # the outbox holds the hand now
    assert len(stored_hands(live_app, game_id)) == 4  # nothing reached the server

    with table.server_back(live_app):
        expect(page.locator("#sync-status")).to_have_text("saved", timeout=20000)
        hands = stored_hands(live_app, game_id)
        assert len(hands) == 5
        assert [c["action"] for c in hands[4]["changes"]] == ["add"]  # once
        assert hands[4]["record"]["results"][1]["hand_points"] == 40
        page.goto(base + board)
        board_says(page, ["2400", "10"], ["90", "50"], "Cleo")
        expect(page.locator(".outbox")).to_have_count(0)
    assert opened == []


def test_a_correction_saved_as_the_server_went_is_kept_and_lands_once(page, live_app):
    """Hand 2 corrected: Them held 30 (−30). Landed: Us 1670; Them 50 − 30 = 20. Minimums: Us 90
    (1500-2995), Them 50 (0-1495)."""
    opened, rescued = no_dialogs(page), rescued_posts(page)
    table = a_phone_at_the_table(page, live_app)
    base, game_id, board = table.base, table.game_id, table.board
    edit = f"{board}/hands/2/edit"
    page.goto(base + edit)
    page.get_by_role("group", name="Them", exact=True).get_by_label(
        "Points left in hand", exact=True
    ).fill("30")

    server_gone_unnoticed(page, table.stop)
    page.get_by_role("button", name="Save correction").tap()
    expect(page).to_have_url(base + board)
    waiting = page.locator(".outbox .waiting-entry")
    expect(waiting).to_have_count(1)
    expect(waiting.first).to_contain_text("Correction of hand 2: waiting to be sent")
    assert rescued == [base + edit]
    assert drafts(page, game_id) == []
    assert [c["action"] for c in stored_hands(live_app, game_id)[1]["changes"]] == [
        "add"
    ]

    with table.server_back(live_app):
        expect(page.locator("#sync-status")).to_have_text("saved", timeout=20000)
        hands = stored_hands(live_app, game_id)
        assert len(hands) == 4
        assert hands[1]["record"]["results"][1]["hand_points"] == 30
        assert [c["action"] for c in hands[1]["changes"]] == ["add", "edit"]  # once
        page.goto(base + board)
        board_says(page, ["1670", "20"], ["90", "50"], "Ana")
    assert opened == []


def test_a_deletion_confirmed_as_the_server_went_is_kept_and_lands_once(page, live_app):
    """Hand 2 (nothing scored) deleted: three hands left, totals as they were (Us 1670, Them 50),
    minimums Us 90 (1500-2995) and Them 50 (0-1495); seats Ana, Cleo, Ben, Dan, so hand 4 is Dan's."""
    opened, rescued = no_dialogs(page), rescued_posts(page)
    table = a_phone_at_the_table(page, live_app)
    base, game_id, board = table.base, table.game_id, table.board
    delete = f"{board}/hands/2/delete"
    page.goto(base + delete)

    server_gone_unnoticed(page, table.stop)
    page.get_by_role("button", name="Delete hand 2").tap()
    expect(page).to_have_url(base + board)
    waiting = page.locator(".outbox .waiting-entry")
    expect(waiting).to_have_count(1)
    expect(waiting.first).to_contain_text("Deletion of hand 2: waiting to be sent")
    assert rescued == [base + delete]
    assert len(stored_hands(live_app, game_id)) == 4

    with table.server_back(live_app):
        expect(page.locator("#sync-status")).to_have_text("saved", timeout=20000)
        assert len(stored_hands(live_app, game_id)) == 3  # once
        page.goto(base + board)
        board_says(page, ["1670", "50"], ["90", "50"], "Dan")
    assert opened == []


def test_a_hostile_note_rides_in_the_kept_page_as_text_and_lands_as_typed(
    page, live_app
):
    """No copy of the scoreboard on this phone (only the form was opened): the worker's page stays
    and says the hand is kept, with the way to the scoreboard. The note, built to end a <script>
    and run an alert, is only data there, and is stored as typed."""
    opened, rescued = no_dialogs(page), rescued_posts(page)
    table = a_phone_at_the_table(page, live_app, "/hands/new")
    base, game_id, board = table.base, table.game_id, table.board
    form = f"{board}/hands/new"
    enter(page, ("Kings", "7"), ("Aces", "3"), "40")
    page.get_by_text("Add a note", exact=True).tap()
    page.get_by_label("Note (optional)").fill(HOSTILE)

    server_gone_unnoticed(page, table.stop)
    page.get_by_role("button", name="Save hand 5").tap()
    kept = page.locator(".kept-banner")
    expect(kept).to_have_text(
        "Hand 5 is kept on this phone: it will be sent when the connection returns."
        " See the scoreboard"
    )
    assert rescued == [base + form]
    assert page.locator("img").count() == 0
    fields = dict(
        page.evaluate(
            "JSON.parse(document.getElementById('rescued-save').textContent).fields"
        )
    )
    assert fields["note"] == HOSTILE
    assert len(stored_hands(live_app, game_id)) == 4

    with table.server_back(live_app):
        page.get_by_role("link", name="See the scoreboard").tap()
        expect(page).to_have_url(base + board)
        expect(page.locator("#sync-status")).to_have_text("saved", timeout=20000)
        hands = stored_hands(live_app, game_id)
        assert len(hands) == 5
        assert hands[4]["record"]["note"] == HOSTILE
    assert opened == []


def outbox(page) -> list[str]:
    return page.evaluate(
        "Object.keys(localStorage).filter(k => k.startsWith('scorekeeper:outbox:'))"
    )


def test_another_sites_save_posted_while_the_server_is_away_is_not_kept(page, live_app):
    """Issue 39, L4: a page of another site posts a hand to the game's form while the server is
    away. The worker answered it with its kept page and the save sat in the outbox, listed as
    refused; now only the app's own form, posted from its own page, is rescued. The planted form
    carries every field the app's form does (a token, a nonce, the version, a hand)."""
    rescued = rescued_posts(page)
    table = a_phone_at_the_table(page, live_app)
    base, board = table.base, table.board
    planted = {
        "csrf_token": "guessed",
        "nonce": "0123456789abcdef0123456789abcdef",
        "version": "5",
        "action": "save",
        "went_out": "0",
        "sides-0-mode": "count",
        "sides-0-meld_points": "120",
    }
    inputs = "".join(
        f'<input type="hidden" name="{name}" value="{value}">'
        for name, value in planted.items()
    )
    elsewhere = "http://elsewhere.example/"
    page.route(
        elsewhere,
        lambda route: route.fulfill(
            content_type="text/html",
            body=f'<form method="post" action="{base}{board}/hands/new">{inputs}</form>'
            "<script>document.forms[0].submit()</script>",
        ),
    )
    table.stop()  # the server is away; the phone still says online
    with page.expect_event(
        "requestfailed", lambda request: request.method == "POST"
    ) as failed:
        page.goto(elsewhere)
    assert failed.value.url == base + board + "/hands/new"
    page.goto(base + board)  # the phone's copy of the scoreboard
    expect(page.locator(".board-title")).to_have_text("No signal")
    assert outbox(page) == [] and rescued == []
    expect(page.locator(".outbox")).to_have_count(0)
