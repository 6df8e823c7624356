"""The web app, by kind: the factory (app.py); the blueprints (pages/); forms and what turns
form data into a record (entry/); the page's language (words/); what pages read (boards/: the
scoreboard, a club night's board, the summary cache); how a page is sent to a phone (delivery/:
compressed, versioned, bundled, drawn once); and the plumbing a page needs but never shows
(plumbing/: access table, database handle, errors, headers, throttle, devices).
Imports point one way (tests/test_layout.py): pages -> boards, entry, words, delivery, plumbing;
entry -> words, plumbing; words and plumbing import neither pages nor entry."""
