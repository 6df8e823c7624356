"""An event's table cards and pre-filled score sheets: what the director prints before the evening.

A table card is a tent: a sheet folded across its middle and stood on the table, its upper half
printed upside down so each side of the table reads one face. One face carries the big table
number, the table's QR code and its link written out (a phone scans it at the start of every
round); the other the number again and who sits where round by round.

A pre-filled sheet is the blank pad of the event's rule set with the round format's house rules
(three hands at 125, 155 and 180 print as three rows), the two sides' names and, when each hand's
minimum comes from its number alone, that minimum written in: a table without a phone plays on
it and hands it to the director."""

import segno

from scorekeeper.events.entrant_changes import sitting_out, withdrawals
from scorekeeper.events.results import side_name
from scorekeeper.events.seating import Movement
from scorekeeper.printing.blank_pad import blank_pad
from scorekeeper.printing.event_results import round_format_words
from scorekeeper.printing.game_sheet import printed_date
from scorekeeper.printing.pad_legend import SPEECH
from scorekeeper.rules import RoundFormat, minimum_meld
from scorekeeper.translations.problem_texts import requirement_words


def qr_data_uri(link: str) -> str:
    """The link as a QR code, an SVG data: URL (the only kind the PDF fetcher reads besides static/).
    Medium error correction, as the share page: a card survives a coffee ring."""
    return segno.make(link, error="m").svg_data_uri(dark="#000", light="#fff")


def table_cards(movement: Movement, entrants: list[dict], links: dict) -> list[dict]:
    """One card per table: its number, link, QR code and its seating in every round.
    `links`: table number -> the table's full link."""
    withdrawn = withdrawals(entrants)
    return [
        {
            "table": number,
            "link": links[number],
            "qr": qr_data_uri(links[number]),
            "rounds": [
                _seated(rnd, number, entrants, sitting_out(movement, n, withdrawn))
                for n, rnd in enumerate(movement.rounds, 1)
            ],
        }
        for number in range(1, movement.tables + 1)
    ]


def _seated(rnd, number: int, entrants: list[dict], resting) -> dict:
    """A table's seats in one round; `resting`: who sits out it (a withdrawn pair does not)."""
    table = next((t for t in rnd.tables if t.table == number), None)
    return {
        "ns": side_name(table.ns, entrants) if table else "",
        "ew": side_name(table.ew, entrants) if table else "",
        "sits_out": ", ".join(side_name((e,), entrants) for e in resting),
    }


def event_sheets(
    event: dict, movement: Movement, entrants: list[dict], rounds, language: str
) -> dict:
    """The pad (two sides of two, with the round format's rules) and one sheet a table a round."""
    form = RoundFormat.from_data(event["format"])
    house = {**(event["rules"] or {}), **form.house_rules()}
    pad = blank_pad(event["variant"], 2, 2, house)
    variant = pad["variant"]
    minimums = (
        [
            requirement_words(minimum_meld(variant, 0, hand), SPEECH)
            for hand in range(1, pad["rows"] + 1)
        ]
        if variant.meld_basis == "hand_number"
        else None
    )
    sheets = [
        {
            "round": number,
            "table": table.table,
            "ns": _side(table.ns, entrants),
            "ew": _side(table.ew, entrants),
        }
        for number in rounds
        for table in movement.rounds[number - 1].tables
    ]
    return {
        "pad": pad,
        "minimums": minimums,
        "sheets": sheets,
        "date": printed_date(event["day"], language),
        "round_format": round_format_words(form),
    }


def _side(numbers, entrants: list[dict]) -> dict:
    """A side's name and, when the name does not already say them (a pair called "The Aces"),
    the pair's players: "Ana & Ben" prints once, never "Ana & Ben (Ana & Ben)"."""
    name = side_name(numbers, entrants)
    players = (
        list(entrants[numbers[0] - 1]["players"])
        if len(numbers) == 1
        else [entrants[n - 1]["name"] for n in numbers]
    )
    return {"name": name, "players": [] if " & ".join(players) == name else players}
