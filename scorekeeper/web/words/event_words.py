"""What the pure event modules' refusals say, in the visitor's language: each SeatingError carries
a stable code and its numbers, and the sentence is made here (events/ knows no languages)."""

from flask_babel import format_decimal, gettext

from scorekeeper.translations import N_
from scorekeeper.web.words.wording import number

KIND_NAMES = {
    "mitchell": N_("Mitchell"),
    "round-robin": N_("round robin"),
    "progressive": N_("progressive"),
    "danish": N_("Danish (the standings paired straight down)"),
    "danish-modified": N_("Danish, no rematch of the round before"),
    "swiss": N_("Swiss (by the standings, nobody meets twice)"),
    "progressive-winners": N_("progressive, winners move up"),
    "mitchell-danish": N_("Mitchell, then Danish (the standings paired straight down)"),
}

FIGURE_NAMES = {
    "points": N_("Points"),
    "margin": N_("Margin"),
    "wins": N_("Wins"),
    "victory_points": N_("VP"),
}


def figure(value) -> str:
    """A standings figure (an exact Fraction): whole as a total is written, else to one decimal."""
    if value.denominator == 1:
        return number(int(value))
    return format_decimal(round(float(value), 1), format="#,##0.0")


def seating_problem(error, name_of=str) -> str:
    """The sentence for a refused or repeated seating; `name_of` turns an entrant's number into
    its name (pairs and players are shown by name, never by number)."""
    p, code = error.params, error.code
    if code == "movement.pairs":
        return gettext(
            "%(tables)s tables seat %(low)s or %(high)s pairs, not %(pairs)s.",
            tables=p["tables"],
            low=2 * p["tables"] - 1,
            high=2 * p["tables"],
            pairs=p["pairs"],
        )
    if code == "movement.players":
        return gettext(
            "%(tables)s tables seat %(low)s to %(high)s players, not %(players)s.",
            tables=p["tables"],
            low=4 * p["tables"],
            high=4 * p["tables"] + 3,
            players=p["players"],
        )
    if code == "movement.too_many_rounds":
        return gettext(
            "A %(kind)s of %(tables)s tables has at most %(most)s rounds before anyone meets again, not %(rounds)s: play fewer rounds or another movement.",
            kind=gettext(KIND_NAMES.get(p["kind"], p["kind"])),
            tables=p["tables"],
            most=p["most"],
            rounds=p["rounds"],
        )
    if code == "movement.mitchell_rounds":
        return gettext(
            "The Mitchell takes from 1 to %(rounds)s rounds of the event, not %(mitchell)s.",
            rounds=p["rounds"],
            mitchell=p["mitchell_rounds"],
        )
    if code == "movement.no_tables":
        return gettext("An event needs at least one table.")
    if code == "movement.no_rounds":
        return gettext("An event needs at least one round.")
    if code == "seating.met_again":
        return gettext(
            "%(first)s and %(second)s meet %(times)s times.",
            first=name_of(p["first"]),
            second=name_of(p["second"]),
            times=p["times"],
        )
    if code == "seating.partners_again":
        return gettext(
            "%(first)s and %(second)s are partners %(times)s times.",
            first=name_of(p["first"]),
            second=name_of(p["second"]),
            times=p["times"],
        )
    return gettext("This seating cannot be made: each entrant must sit once a round.")


def change_words(change: dict, names: dict | None = None) -> str:
    """One line of the director's log (`names`: each entrant's by number)."""
    action, d = change["action"], change["detail"]
    if action == "late_entrant":
        return gettext("%(name)s joined late.", name=d["name"])
    if action == "withdraw":
        return gettext(
            "%(name)s withdrew after round %(round)s.",
            name=(names or {}).get(d["number"], d["number"]),
            round=d["after"],
        )
    if action == "create":
        return gettext("Club night created.")
    if action == "start_round":
        return gettext("Round %(round)s started.", round=d["round"])
    if action in ("paper_result", "adjusted_result"):
        return result_words(action, d)
    if action == "swap":
        return gettext(
            "Round %(round)s: %(first)s and %(second)s swapped seats.",
            round=d["round"],
            first=d["first"],
            second=d["second"],
        )
    if action == "call_time":
        return gettext("Round %(round)s: time called.", round=d.get("round", ""))
    if action == "dispute":
        return gettext(
            "Round %(round)s, table %(table)s: hand %(hand)s disputed: “%(note)s”.",
            round=d["round"],
            table=d["table"],
            hand=d["hand"],
            note=d["note"],
        )
    if action == "settle":
        return gettext(
            "Round %(round)s, table %(table)s: hand %(hand)s upheld by the director.",
            round=d["round"],
            table=d["table"],
            hand=d["hand"],
        )
    if action == "new_key":
        return (
            gettext("The director's link was replaced; the old one opens nothing.")
            if d.get("which") == "token"
            else gettext("The room's link was replaced; the old one opens nothing.")
        )
    if action == "new_table_key":
        return gettext(
            "Table %(table)s's link was replaced; the old one and its games' links open nothing.",
            table=d["table"],
        )
    if action == "close":
        return gettext("The evening was closed.")
    if action == "undo":
        return gettext(
            "Undone: %(change)s", change=change_words(d["what"], names).rstrip(".")
        )
    return gettext("The seating changed.")


def _totals(value) -> str:
    """A table's result as the log writes it: paper totals, an adjustment, or cleared."""
    if not value:
        return gettext("none")
    if "rule" not in value:
        return gettext(
            "paper %(ns)s to %(ew)s", ns=number(value["ns"]), ew=number(value["ew"])
        )
    if value["rule"] == "average":
        return gettext("adjusted, each side its own average")
    return gettext(
        "adjusted, %(ns)s%% to %(ew)s%% of the victory points",
        ns=value["ns"],
        ew=value["ew"],
    )


def result_words(action: str, d: dict) -> str:
    """A paper or adjusted result typed or cleared; an earlier round's says before and after."""
    if d.get("amended"):
        return gettext(
            "Round %(round)s, table %(table)s amended: %(before)s, now %(after)s.",
            round=d["round"],
            table=d["table"],
            before=_totals(d.get("before")),
            after=_totals(d.get("after")),
        )
    if action == "paper_result" and d.get("after"):
        return gettext(
            "Round %(round)s, table %(table)s: paper result %(ns)s to %(ew)s.",
            round=d["round"],
            table=d["table"],
            ns=number(d["after"]["ns"]),
            ew=number(d["after"]["ew"]),
        )
    if action == "paper_result":
        return gettext(
            "Round %(round)s, table %(table)s: paper result cleared.",
            round=d["round"],
            table=d["table"],
        )
    return gettext(
        "Round %(round)s, table %(table)s: %(result)s.",
        round=d["round"],
        table=d["table"],
        result=_totals(d.get("after"))
        if d.get("after")
        else gettext("adjusted result cleared"),
    )
