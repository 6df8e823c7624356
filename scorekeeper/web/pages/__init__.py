"""The blueprints, one module an area; what they read is in web/boards/, what several share
(loading by key, paper, new-game sides) in shared.py. No page imports another.

A game: game_pages.py, game_setup.py, sharing.py, view_only.py, live.py (the version a phone polls),
sheet_pages.py, csv_exports.py. Its hands: hand_pages.py, hand_removal.py. A group: group_pages.py,
group_links.py, group_files.py, roster_pages.py, player_pages.py, season_pages.py. The app itself:
installable.py (manifest, service worker), language_menu.py. Club nights: event_views/."""
