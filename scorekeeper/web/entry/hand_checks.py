"""What a hand typed into the form does to its game, before anything is saved: the form this game
asks, the meld rows added or removed without JavaScript, the engine's problems shown beside their
boxes, the preview of the scores, and who deals and must open with how much."""

import re

from flask import request
from flask_babel import gettext

from scorekeeper import storage
from scorekeeper.record.game_record import parse_record
from scorekeeper.rules import InvalidGame
from scorekeeper.statistics.summary import summarise
from scorekeeper.web.entry import hand_form
from scorekeeper.web.entry.forms import hand_form_class
from scorekeeper.web.entry.meld_marks import meld_marks
from scorekeeper.web.entry.spoken_spec import spoken_spec
from scorekeeper.web.words.problem_speech import problem_said, problem_whole

ROW_KEY = re.compile(r"sides-(\d+)-melds-(\d+)-")
REPEATABLE_RANKS = (
    "wild",
    "run",
)  # a side may hold several melds of these; of a rank, only one


def setup(game):
    """The game's record, what its hand form asks, and its side names."""
    record = storage.record_of(game)
    parsed = parse_record({**record, "hands": []})
    return (
        record,
        spoken_spec(hand_form.entry_spec(parsed.variant)),
        [side.name for side in parsed.sides],
    )


def form_class(game, spec, names):
    """The hand form of this game; cards left are asked player by player when the rules need it
    and every side has named players."""
    per_side = {len(side.get("players") or []) for side in game["sides"]}
    players = per_side.pop() if len(per_side) == 1 else 0
    return hand_form_class(spec, names, players if players > 1 else 0)


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


def preview_of(record, hand, position) -> dict | None:
    """The engine's score of the hand as it would stand in the game, for the preview box."""
    changed = hand_form.candidate(record, hand, position)
    number = position or len(changed["hands"])
    try:
        summary = summarise(changed)
    except InvalidGame:
        return None
    scored = summary["hands"][number - 1]
    sides = [
        {"name": side["name"], **scored_side}
        for side, scored_side in zip(summary["sides"], scored["sides"])
    ]
    return {
        "number": number,
        "sides": sides,
        "next_initial_meld": summary["next_initial_meld"],
        "finished": summary["finished"],
        "winner": summary["winner"],
        "final_totals": summary["totals"]
        if position and position < len(changed["hands"])
        else None,
    }


def check_typed(form, record, spec, position, live=False):
    """The hand typed in, its preview, the problems (by where they show) that refuse it, and each
    meld row's points and canasta. Live (while typing), a run whose lowest card is not chosen yet
    is not yet a problem: Save still says so."""
    hand, rows = hand_form.hand_record(form.data, spec)
    own, others = hand_form.check_change(record, hand, position)
    if live:
        own = [p for p in own if p.code != "run.no_start"]
    # Too many red threes for the packs is every side's doing: shown at each red-three box that has some.
    threes = [p for p in own if p.side_index is None and p.field == "red_threes"]
    errors = hand_form.errors_by_key([p for p in own if p not in threes], rows, hand)
    for problem in threes:
        for index, result in enumerate(hand["results"]):
            if result.get("red_threes"):
                errors.setdefault(f"s{index}.red_threes", []).append(
                    problem_said(problem)
                )
    if others:
        errors.setdefault("hand", []).extend(
            gettext(
                "This would make another hand wrong: %(problem)s",
                problem=problem_whole(problem),
            )
            for problem in others
        )
    return (
        hand,
        preview_of(record, hand, position),
        errors,
        meld_marks(record, hand, rows),
    )


def context(record, position) -> dict:
    """Who deals the hand being entered, and each side's minimum initial meld in it."""
    summary = summarise(record)
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
