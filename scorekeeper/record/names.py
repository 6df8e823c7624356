"""When two typed names are one person: the rule the players page, the roster and the move into a
group share, so "ana " and "Ana" are one player everywhere. Pure: no Flask, no SQLite."""


def name_key(name: str) -> str:
    """What makes two spellings one player by default: " ana  " and "Ana" are the same person."""
    return " ".join(name.split()).casefold()


def tidy(name: str) -> str:
    """A name as it is kept: spaces at the ends gone, runs of spaces inside made one."""
    return " ".join(name.split())


def side_people(side: dict) -> list[str]:
    """The people of one side of a record: its players, or the side's name where it lists none."""
    return list(side.get("players") or []) or [side["name"]]
