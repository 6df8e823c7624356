"""A club night's blueprints: the director's pages (event_pages.py, event_console.py), its paper
(event_paper.py), the room and a table's phone (event_room.py), a hand's confirmation
(event_confirm.py); what the director's page shows (director_view.py), its table cards kept drawn
(director_cards.py), and the one path every director's change answers by (director_answers.py),
shared by the director's blueprints."""
