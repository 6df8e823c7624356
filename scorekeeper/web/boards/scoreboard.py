"""The scoreboard's read side: a game's summary with each hand's change log in words, its chart
and figures; what the phone's own scorer needs to score the next hand offline."""

from dataclasses import replace

from flask_babel import get_locale, gettext

from scorekeeper import storage
from scorekeeper.record.game_record import parse_record
from scorekeeper.rules import play
from scorekeeper.rules.as_data import game_data, plain
from scorekeeper.rules.entry import entry_for
from scorekeeper.statistics.chart_geometry import PHONE, running_total_chart
from scorekeeper.statistics.game_figures import game_figures
from scorekeeper.statistics.summary import ITEM_LABELS, summarise
from scorekeeper.web.delivery.rendered_once import Kept
from scorekeeper.web.words import hand_words
from scorekeeper.web.words.change_words import describe_change
from scorekeeper.web.words.problem_speech import summary_problems
from scorekeeper.web.words.scorer_words import scorer_words

_scorer_words = Kept(64)  # by language and rule set (its repr names every rule)


def corrected_hands(game) -> set[int]:
    """Numbers of the hands that were edited after they were first saved."""
    return {
        hand["position"]
        for hand in game["hands"]
        if any(c["action"] == "edit" for c in hand["changes"])
    }


def played_once(record: dict) -> tuple:
    """The record parsed and played, once for a page: its summary and the phone's scorer data
    both start from it (each parsed and played the whole game again before)."""
    parsed = parse_record(record)
    return parsed, play(parsed)


def scoreboard(game: dict, played: tuple | None = None) -> dict:
    """The scoreboard's data: the engine's summary, each hand's change log in words, deleted hands.
    `played`: the game's record as played_once gives it, when the page has it already."""
    summary = summarise(storage.record_of(game), corrected_hands(game), played)
    summary["problems"] = summary_problems(summary)
    names = [side["name"] for side in summary["sides"]]
    history = {}
    for hand in game["hands"]:
        history[hand["position"]] = [
            {
                "action": c["action"],
                "at": c["at"],
                "lines": describe_change(c["before"], c["after"], names, gettext),
            }
            for c in hand["changes"]
        ]
    deleted = [c for c in game["changes"] if c["action"] == "delete"]
    typed = {
        hand["position"]: [
            hand_words.typed(result, summary["variant"]["kind_names"])
            for result in hand["record"].get("results", [])
        ]
        for hand in game["hands"]
    }
    return {
        "summary": summary,
        "history": history,
        "deleted": deleted,
        "typed": typed,
        "chart": running_total_chart(summary, PHONE),
        "figures": game_figures(summary, *save_times(game)),
    }


def save_times(game: dict) -> tuple[str, list[str]]:
    """When the game began and when each hand was first saved (a correction keeps that time)."""
    return game["created"], [hand["created"] for hand in game["hands"]]


def scorer_data(
    record: dict, position: int | None = None, played: tuple | None = None
) -> dict:
    """The game before the hand being typed (a new one, or hand `position` corrected) for the phone's
    scorer (static/scorer/scorer_cards.js and its parts): its rules as data (rules/as_data.py), totals,
    form switches and words. One JSON value in a data attribute of the page: the service worker's
    copy of the page carries it offline. `played`: the record as played_once gives it."""
    parsed, whole = played or (parse_record(record), None)
    before = parsed.hands[: position - 1] if position else parsed.hands
    result = whole if whole and not position else play(replace(parsed, hands=before))
    asks = entry_for(parsed.variant)
    return {
        **game_data(replace(parsed, hands=())),
        "state": {
            "totals": list(result.totals),
            "hands": len(before),
            "finish": plain(vars(result.finish)),
        },
        "form": {
            "red_threes": asks.red_threes_laid,
            "lone_hand": asks.lone_hand,
            # Burraco for three after a total reached 1000: everybody plays alone, no lone hand asked
            "everyone_alone": parsed.variant.alone_from
            if result.next_everyone_alone
            else None,
            # Burraco, Buraco, Biriba: the side's second pile, the hand's end and trump suit
            "pile": bool(parsed.variant.second_pile),
            "trump": any(k.startswith("trump_") for k in parsed.variant.canasta_bonus),
        },
        # the same for every game of a rule set in a language: made once (rendered_once.Kept)
        "words": _scorer_words.get(
            (str(get_locale()), repr(parsed.variant)),
            lambda: scorer_words(parsed.variant, ITEM_LABELS),
        ),
    }
