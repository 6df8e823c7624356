"""The web app, by kind: the factory (app.py); the blueprints (pages/); forms and what turns
form data into a record (entry/); the page's language (words/); what pages read (boards/: the scoreboard, a club night's board, the summary cache); and the plumbing a page needs
but never shows (plumbing/: database handle, errors, headers, throttle, assets, devices).
Imports point one way: pages -> entry, words, plumbing; entry -> words; words and plumbing
import neither pages nor entry."""
