"""What a hand typed into the form does to its game, before anything is saved: the form this game
asks, the meld rows added or removed without JavaScript, the change played once by the engine
(record/changes.py), its problems shown beside their boxes, the preview of the scores, and who
deals and must open with how much."""

import json
import re

from flask import request
from flask_babel import get_locale, gettext

from scorekeeper import storage
from scorekeeper.record.changes import Change, play_change
from scorekeeper.record.game_record import parse_record
from scorekeeper.rules import Problem
from scorekeeper.statistics.summary import summarise
from scorekeeper.web.delivery.rendered_once import Kept
from scorekeeper.web.entry import hand_form
from scorekeeper.web.entry.hand_fields import hand_form_class
from scorekeeper.web.entry.hand_spec import entry_spec
from scorekeeper.web.entry.meld_marks import meld_marks
from scorekeeper.web.entry.spoken_spec import spoken_spec
from scorekeeper.web.words.problem_speech import problem_said, problem_whole

# by rule set, language and names: one a table, so a championship's 400 tables must all fit (64
# were made anew at every one of a 400-table round's saves, py-spy found, issue 41)
_form_classes = Kept(1024)
_specs = Kept(64)  # by rule set and language
ROW_KEY = re.compile(r"sides-(\d+)-melds-(\d+)-")
# a side may hold several melds of these; of a rank, only one
REPEATABLE_RANKS = (
    "wild",
    "run",
)


def setup(game):
    """The game's record, what its hand form asks, and its side names."""
    record = storage.record_of(game)
    parsed = parse_record({**record, "hands": []})
    # the same for every game of a rule set in a language (the variant's repr names every rule);
    # shared between requests, so read, never changed
    spec = _specs.get(
        (str(get_locale()), repr(parsed.variant)),
        lambda: spoken_spec(entry_spec(parsed.variant)),
    )
    return record, spec, [side.name for side in parsed.sides]


def form_class(game, spec, names):
    """The hand form of this game; cards left are asked player by player when the rules need it
    and every side has named players."""
    per_side = {len(side.get("players") or []) for side in game["sides"]}
    players = per_side.pop() if len(per_side) == 1 else 0
    players = players if players > 1 else 0
    # Made once per what it is made of: some 100 fields' classes took most of a page's drawing.
    # The spec holds the page's words (choices are said as the class is made), hence the language.
    key = (
        str(get_locale()),
        json.dumps(spec, sort_keys=True, default=str),
        tuple(names),
        players,
    )
    return _form_classes.get(key, lambda: hand_form_class(spec, names, players))


def rearranged_formdata():
    """The posted form, with a meld row added or removed when a rank or remove button was tapped
    without JavaScript; the second value says whether that happened (then nothing is saved)."""
    data = request.form.copy()
    add, remove = data.pop("add_meld", None), data.pop("remove_meld", None)
    if add and ":" in add:
        side, rank = add.split(":", 1)
        rows = {
            int(m.group(2)): data.get(k)
            for k in data
            if (m := ROW_KEY.match(k)) and m.group(1) == side and k.endswith("-rank")
        }
        if rank in REPEATABLE_RANKS or rank not in rows.values():
            row = max(rows, default=-1) + 1
            data[f"sides-{side}-melds-{row}-rank"] = rank
            data[f"sides-{side}-melds-{row}-natural"] = (
                "0" if rank in REPEATABLE_RANKS else "3"
            )
    if remove and ":" in remove:
        side, row = remove.split(":", 1)
        for key in [k for k in data if k.startswith(f"sides-{side}-melds-{row}-")]:
            del data[key]
    return data, bool(add or remove)


def preview_of(change: Change) -> dict | None:
    """The engine's score of the hand as it would stand in the game, for the preview box."""
    if change.game is None:
        return None
    summary = summarise(change.record, played=(change.game, change.result))
    scored = summary["hands"][change.number - 1]
    sides = [
        {"name": side["name"], **scored_side}
        for side, scored_side in zip(summary["sides"], scored["sides"])
    ]
    return {
        "number": change.number,
        "sides": sides,
        "kind_names": summary["variant"][
            "kind_names"
        ],  # "burraco pulito" for Burraco's clean
        "next_initial_meld": summary["next_initial_meld"],
        "finished": summary["finished"],
        "winner": summary["winner"],
        "final_totals": summary["totals"]
        if change.position and change.position < len(change.record["hands"])
        else None,
    }


def check_typed(form, record, spec, position, live=False):
    """The change typed in (played once), its preview, the problems (by where they show) that
    refuse it, and each meld row's points and canasta. Live (while typing), a run whose lowest
    card is not chosen yet is not yet a problem: Save still says so."""
    hand, rows = hand_form.hand_record(form.data, spec)
    change = play_change(record, hand, position)
    own = change.own
    if live:
        own = [p for p in own if p.code != "run.no_start"]
    # Too many red threes for the packs is every side's doing: shown at each red-three box that has some.
    threes = [p for p in own if p.side_index is None and p.field == "red_threes"]
    errors = errors_by_key([p for p in own if p not in threes], rows, hand)
    for problem in threes:
        for index, result in enumerate(hand["results"]):
            if result.get("red_threes"):
                errors.setdefault(f"s{index}.red_threes", []).append(
                    problem_said(problem)
                )
    if change.others:
        errors.setdefault("hand", []).extend(
            gettext(
                "This would make another hand wrong: %(problem)s",
                problem=problem_whole(problem),
            )
            for problem in change.others
        )
    return change, preview_of(change), errors, meld_marks(record, hand, rows, change)


def context(record, position, played=None) -> dict:
    """Who deals the hand being entered, and each side's minimum initial meld in it. `played`:
    the record parsed and played already (web/boards/scoreboard.played_once)."""
    summary = summarise(record, played=played)
    note = summary.get("minimum_note") or ""
    if position:
        hand = summary["hands"][position - 1]
        before = [side["total"] - side["score"] for side in hand["sides"]]
        return {
            "dealer": hand["dealer"],
            "minimums": [
                _minimum_said(side["initial_meld"], note) for side in hand["sides"]
            ],
            "totals": before,
        }
    return {
        "dealer": summary["next_dealer"],
        "minimums": [_minimum_said(m, note) for m in summary["next_initial_meld"]],
        "totals": summary["totals"],
    }


def _minimum_said(words: str, note: str) -> str:
    """A minimum in the page's language, its rule set's way round it too: "125 or a natural canasta"
    is the summary's one English string, its two parts each translated ("125 oder …")."""
    if note and isinstance(words, str) and words.endswith(" " + note):
        return f"{gettext(words[: -len(note) - 1])} {gettext(note)}"
    return gettext(words) if isinstance(words, str) and words else words


def blank(game, spec, names) -> dict:
    """A new hand's form: nothing typed, each side scored the way it was in the last hand."""
    if not game["hands"]:
        return {"sides": [{} for _ in names]}
    last = hand_form.form_data(game["hands"][-1]["record"], spec)["sides"]
    return {"sides": [{"mode": side["mode"]} for side in last]}


def page_version(form) -> int:
    """The game version the page was drawn at; anything else (not a number, or past what SQLite
    holds) is 0, which no game has, so the save is refused as coming from an out-of-date page."""
    try:
        version = int(form.version.data)
    except (TypeError, ValueError):
        return 0
    return version if 0 < version < 2**63 else 0


def error_key(problem: Problem, meld_rows: list[list[int]] | None = None) -> str:
    """Where the hand form shows a problem: "s0.melds.2" (a form row), "s1.red_threes", "went_out",
    "hand"… The template looks each key up beside its input."""
    field, side = problem.field or "", problem.side_index
    head = field.split(".")[0]
    if head in ("went_out", "concealed"):
        return "went_out"
    if head in ("acaba", "special_hand", "lone_hand"):
        return head
    if side is None:
        return "hand"
    if head == "melds" and "." in field and meld_rows:
        kept = meld_rows[side]
        index = int(field.split(".")[1])
        return f"s{side}.melds.{kept[index]}" if index < len(kept) else f"s{side}.melds"
    if head in ("in_hand", "hand_points"):
        return f"s{side}.in_hand"
    if head == "meld_cards":
        return f"s{side}.meld_cards"
    if head in (
        "melds",
        "red_threes",
        "meld_points",
        "canastas",
        "concealed_canastas",
        "black_threes",
        "adjustment",
        "unfinished",
        "players_holding",
    ):
        return (
            f"s{side}.{field}"
            if head in ("canastas", "unfinished", "players_holding")
            else f"s{side}.{head}"
        )
    return f"s{side}"


def errors_by_key(problems, meld_rows=None, hand=None) -> dict[str, list[str]]:
    """Problems grouped by where they are shown, each led by its side's name ("Them: the melds
    total 70…"), in that side's box too: the summary at the top and a kept save's reason quote it.

    A side counted card by card shows its points' and hand's problems under its piles (`hand`, the
    record hand, says which sides are)."""
    by_cards = {
        index
        for index, result in enumerate((hand or {}).get("results", []))
        if "meld_cards" in result
    }
    grouped: dict[str, list[str]] = {}
    for problem in problems:
        key = error_key(problem, meld_rows)
        if problem.side_index in by_cards and key.split(".")[1:2] in (
            ["meld_points"],
            ["in_hand"],
        ):
            key = f"s{problem.side_index}.meld_cards"
        said = problem_said(problem)
        grouped.setdefault(key, []).append(
            f"{problem.side}: {said}" if problem.side else said
        )
    return grouped
