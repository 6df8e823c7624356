"""A refused save's summary: each problem with a link to the box at fault, so a player on a phone
need not scroll the whole form to find what is marked in red."""

from scorekeeper.rules.card_counts import VALUES


def refusals(errors: dict, form) -> list[tuple[str, str]]:
    """After a refused save, each problem with the id of the box at fault, for the summary's links."""
    found = [
        (message, _anchor(key))
        for key, messages in errors.items()
        for message in messages
    ]
    found += [(message, field_id) for field_id, message in _form_errors(form)]
    return found


def _anchor(key: str) -> str:
    """The element a problem's key ("s0.red_threes", "s1.melds.2", "went_out"…) points at."""
    parts = key.split(".")
    if key in ("went_out", "acaba", "special_hand") or not (
        parts[0][:1] == "s" and parts[0][1:].isdigit()
    ):
        return {
            "went_out": "went-out",
            "acaba": "acaba",
            "special_hand": "special_hand",
        }.get(key, "hand-form")
    side = parts[0][1:]
    if len(parts) == 1 or parts[1] == "melds" and len(parts) == 2:
        return f"side-{side}"
    if parts[1] == "melds":
        return f"sides-{side}-melds-{parts[2]}-natural"
    if parts[1] == "meld_cards":
        return f"sides-{side}-meld_cards-{VALUES[0]}"
    if parts[1] == "in_hand":
        return f"sides-{side}-hand_points"
    return f"sides-{side}-" + "-".join(parts[1:])


def _form_errors(form):
    """(field id, message) for every error WTForms found (a box left at something not a number…)."""
    stack = list(form)
    while stack:
        field = stack.pop(0)
        if hasattr(field, "entries"):
            stack.extend(field.entries)
        elif hasattr(field, "form"):
            stack.extend(field.form)
        elif field.errors and field.type not in ("CSRFTokenField", "HiddenField"):
            for error in field.errors:
                yield field.id, f"{field.label.text}: {error}"
