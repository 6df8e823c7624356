"""The sides of a game as its form typed them, made record sides: every player named or none,
each name different, an individual player's empty box numbered; and a game's default name, kept
apart from the group's other games. Used by starting a game and by correcting its set-up."""

from flask_babel import gettext

from scorekeeper.storage.group_store import kept_games


def default_name(db, base: str, group_pk: int) -> str:
    """A name no other game of the group's list has, so two games of the same people tell
    apart: "Us v Them (2)"."""
    taken = kept_games.names_in_list(db, group_pk, base)
    number, name = 1, base
    while name in taken:
        number += 1
        name = f"{base} ({number})"
    return name


def unnamed_players_numbered(data: list[dict], players_per_side: int) -> list[dict]:
    """Each alone, a box left empty is "Player N" (its placeholder on the new-game form)."""
    if players_per_side > 1:
        return data
    return [
        {
            **side,
            "name": (side.get("name") or "").strip()
            or gettext("Player %(number)s", number=i + 1),
        }
        for i, side in enumerate(data)
    ]


def sides_from_form(data: list[dict], players_per_side: int):
    """The record's sides from the form, or a problem: name every player or none."""
    sides = []
    for side in data:
        players = [
            (side.get(f"player{k}") or "").strip()
            for k in range(players_per_side if players_per_side > 1 else 0)
        ]
        if players_per_side == 1:
            # Each alone: the side is its player. Listing them says so in the record, so rules whose
            # seatings differ (Hand and Foot alone needs fewer canastas) read it as individual play.
            players = [side["name"].strip()]
        sides.append(
            {"name": side["name"].strip(), "players": [p for p in players if p]}
        )
    counts = {len(side["players"]) for side in sides}
    if counts - {0, players_per_side} or len(counts) > 1:
        return sides, gettext(
            "Name every player of every side, or leave all player names empty."
        )
    partners = (
        [p for side in sides for p in side["players"]] if players_per_side > 1 else []
    )
    names = [side["name"] for side in sides] + partners
    if len(set(names)) != len(names) or not all(names):
        return sides, gettext("Every side and every player needs a different name.")
    return sides, None
