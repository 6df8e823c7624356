"""The fixed-width fields a score sheet prints a side's items in (pure, no PDF)."""

import pytest
from fontTools.ttLib import TTFont  # WeasyPrint's own dependency

from scorekeeper.printing.ledger import (
    MONO_ADVANCE,
    canasta_kinds_text,
    field_points,
    field_widths,
    fit_fields,
    kind_letters,
    line,
    points_text,
)


@pytest.mark.parametrize(
    "value, text", [(0, "–"), (135, "135"), (-45, "−45"), (-1100, "−1100")]
)
def test_points_print_with_a_true_minus_and_a_dash_for_nothing(value, text):
    assert points_text(value) == text


def test_canasta_kinds_are_counted_by_letter_in_the_engines_order():
    letters = {"natural": "N", "mixed": "M", "samba": "S"}
    assert canasta_kinds_text({"natural": 1, "mixed": 2}, letters) == "1N 2M"
    # stored the other way round, printed the same way round
    assert canasta_kinds_text({"mixed": 2, "natural": 1}, letters) == "1N 2M"
    assert canasta_kinds_text({"samba": 1, "mixed": 0}, letters) == "1S"
    assert canasta_kinds_text({"something_new": 2}, letters) == "2So"


@pytest.mark.parametrize(
    "names, letters",
    [
        ({"natural": "natural", "mixed": "mixed"}, {"natural": "N", "mixed": "M"}),
        ({"natural": "pulita", "mixed": "sporca"}, {"natural": "P", "mixed": "S"}),
        ({"natural": "rein", "mixed": "gemischt"}, {"natural": "R", "mixed": "G"}),
        # Italian Samba: sporca and samba share the S, so both take a second letter
        (
            {"natural": "pulita", "mixed": "sporca", "samba": "samba"},
            {"natural": "P", "mixed": "Sp", "samba": "Sa"},
        ),
        (
            {"wild": "wild cards", "wild_twos": "wild, all deuces"},
            {"wild": "WC", "wild_twos": "WA"},
        ),
        (
            {"escalera": "escalera", "dirty_escalera": "dirty escalera"},
            {"escalera": "E", "dirty_escalera": "DE"},
        ),
    ],
)
def test_kind_codes_come_from_the_kinds_names_in_the_sheets_language(names, letters):
    assert kind_letters(names) == letters


def test_each_column_is_as_wide_as_its_widest_text_plus_two_spaces():
    # "120" 3 + 2, "−1100" 5 + 2, "1N 2M" 5 + 2: one space between "–" and "−100" read as one figure
    rows = [[["50", "190", "800"], ["50", "130", "–"]], [["120", "−1100", "1N 2M"]]]
    assert field_widths(rows) == [5, 7, 7]


def test_a_column_of_short_numbers_still_holds_a_minus_and_two_digits_and_its_gap():
    assert field_widths([[["5"], ["–"]]]) == [5]


def test_fields_are_right_aligned_so_digits_line_up():
    assert line(["50", "190", "–"], [4, 6, 6]) == "  50   190     –"
    assert line(["", "", "1N 1M"], [4, 6, 6]) == "           1N 1M"
    assert line(["", "", ""], [4, 6, 6]) == ""


def test_fields_grow_to_fill_the_room_but_not_beyond_the_most():
    char = MONO_ADVANCE * 10
    assert fit_fields([4, 5], room_pt=char * 12, font_pt=10) == ([6, 6], 10)
    assert fit_fields([4, 5], room_pt=char * 100, font_pt=10, most=9) == ([9, 9], 10)


def test_fields_that_cannot_fit_get_a_smaller_font_instead():
    widths, font_pt = fit_fields([10, 10], room_pt=MONO_ADVANCE * 10 * 10, font_pt=10)
    assert widths == [10, 10] and font_pt == pytest.approx(5)


def test_column_widths_in_points_hold_exactly_their_characters():
    assert field_points([4, 6], 7.5) == [
        round(4 * MONO_ADVANCE * 7.5, 3),
        round(6 * MONO_ADVANCE * 7.5, 3),
    ]


def test_every_character_a_field_holds_is_as_wide_as_mono_advance_says():
    # The columns are measured in characters; a glyph of another width would break the alignment.
    font = TTFont("/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf")
    cmap, metrics = font.getBestCmap(), font["hmtx"].metrics
    em = font["head"].unitsPerEm
    for char in "0123456789 −–│NMSEBWAcej":
        assert metrics[cmap[ord(char)]][0] / em == MONO_ADVANCE, char
