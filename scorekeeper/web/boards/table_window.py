"""Which tables the director's page draws: at a championship's 400 tables, drawing every table's
card, forms, seats and link on each request cost 1.3-1.9 s of CPU and 1.8 MB a page (issue 41).
The page shows the tables needing attention first (a disputed hand, late once time ran out), then
a window of TABLES_PAGE tables by number (`?page=N`, or `?table=T` for the window holding table
T); the earlier rounds, the next round's seats and the tables' links follow the same window."""

from dataclasses import dataclass

from scorekeeper.events.round_results import TableState

TABLES_PAGE = 40  # tables a page: a 40-table club night still sees every table at once


@dataclass(frozen=True)
class Window:
    page: int  # 1-based
    pages: int
    first: int  # the window's first and last table numbers
    last: int
    count: int  # tables in the round (or the movement, before round 1)

    def holds(self, table: int) -> bool:
        return self.first <= table <= self.last


def window(count: int, page: int | None = None, table: int | None = None) -> Window:
    """The window asked for: the one holding `table` when given, else page `page` (clamped)."""
    pages = max((count + TABLES_PAGE - 1) // TABLES_PAGE, 1)
    if table is not None and 1 <= table <= count:
        page = (table - 1) // TABLES_PAGE + 1
    page = min(max(page or 1, 1), pages)
    first = (page - 1) * TABLES_PAGE + 1
    return Window(page, pages, first, min(first + TABLES_PAGE - 1, count), count)


def needing_attention(
    tables: list[TableState], late: set[int], limit: int = TABLES_PAGE
) -> tuple[list[TableState], int]:
    """The round's tables with a disputed hand first, then the late ones, by number; at most
    `limit` of them, and how many more there are."""
    wanted = sorted(
        (t for t in tables if t.disputed or t.table in late),
        key=lambda t: (not t.disputed, t.table),
    )
    return wanted[:limit], max(len(wanted) - limit, 0)


def in_window(
    tables: list[TableState], shown: Window, drawn: list[TableState] = ()
) -> list[TableState]:
    """The window's tables, but those already drawn above it (each table's card appears once)."""
    above = {t.table for t in drawn}
    return [t for t in tables if shown.holds(t.table) and t.table not in above]
