"""A club night's blueprints: the director's pages (event_pages.py, event_console.py), its paper
(event_paper.py), the room and a table's phone (event_room.py), a hand's confirmation
(event_confirm.py)."""
