"""The web app, by kind: the factory (app.py); the blueprints (pages/); what a button does, one use
case a module (actions/); forms and what turns form data into a record (entry/); the page's
language (words/); what pages read (boards/: the scoreboard, a club night's board, the summary
cache); how a page is sent to a phone (delivery/: compressed, versioned, bundled, drawn once); and
the plumbing a page needs but never shows (plumbing/: access table, database handle, errors,
headers, throttle, devices).
Imports point one way (tests/test_layout.py ALLOWED says it whole): app -> pages, entry, boards,
words, delivery, plumbing; pages -> actions, entry, boards, words, delivery, plumbing; actions ->
entry, boards, words, delivery, plumbing; entry -> boards, words, delivery, plumbing; boards ->
words, delivery, plumbing; plumbing -> delivery; delivery -> words; words -> none of the web's
folders. Nothing imports pages but app, and nothing imports actions but pages."""
