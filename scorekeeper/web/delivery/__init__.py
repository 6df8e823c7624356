"""How a page reaches a phone on a weak signal: static files compressed and versioned by their
content (assets.py, lean_assets.py), one script bundle a page kind (bundles.py), the stylesheet
inside the page so it paints from its HTML alone (first_paint.py), and the parts of a page that never
change drawn once (rendered_once.py), and the templates compiled once per process
(compiled_templates.py)."""
