"""Paper sizes, and which one a player gets when they have not said.

The choice comes from the request (?paper=), then the player's remembered choice (a cookie),
then the browser's language: in the few territories that use US Letter, Letter; else A4.
"""

from dataclasses import dataclass

MM = 72 / 25.4  # points per millimetre
SIDE_MARGINS_MM = 24  # left + right page margins, as in static/sheet.css's @page


@dataclass(frozen=True)
class Paper:
    id: str
    label: str
    css_size: str  # the name CSS @page `size` knows
    width_mm: float
    height_mm: float

    def content_width_pt(self, landscape: bool = False) -> float:
        """How wide the printed area is, between the side margins."""
        return ((self.height_mm if landscape else self.width_mm) - SIDE_MARGINS_MM) * MM


PAPERS = {
    "a4": Paper("a4", "A4", "A4", 210, 297),
    "letter": Paper("letter", "US Letter", "letter", 215.9, 279.4),
}
DEFAULT = "a4"

LETTER_TERRITORIES = frozenset(
    ["BZ", "CA", "CL", "CO", "CR", "GT", "MX", "NI", "PA", "PH", "PR", "SV", "US", "VE"]
)
"""Where US Letter is the usual paper (Unicode CLDR supplemental data, paperSize)."""


def paper_for_languages(tags) -> str:
    """Letter or A4 for the languages a browser accepts, best first ('en-US', 'es-MX', 'de').

    The first tag that names a territory decides: 'en' alone says nothing about the paper
    in the printer, so it is skipped."""
    for tag in tags:
        parts = tag.replace("_", "-").split("-")
        # The territory is the two-letter (or three-digit) subtag after the language (and script).
        territories = [
            p for p in parts[1:] if len(p) == 2 or (len(p) == 3 and p.isdigit())
        ]
        if territories:
            return "letter" if territories[0].upper() in LETTER_TERRITORIES else "a4"
    return DEFAULT


def choose_paper(requested: str | None, remembered: str | None, languages=()) -> str:
    """The paper id to print on: asked for, else remembered, else guessed from the languages."""
    for choice in (requested, remembered):
        if choice and choice.lower() in PAPERS:
            return choice.lower()
    return paper_for_languages(languages)
