"""What was typed for a hand, in words, for the scoreboard's hand detail: the melds as entered, not
only the points they made ("K 7 · J 3 + 1 deuce · 10 4; red threes 1; 35 left in hand")."""

from ..rules.cards import plural

WILD_WORDS = (("twos", "deuce"), ("jokers", "joker"))


def meld_words(meld: dict) -> str:
    """One meld: its rank and cards, e.g. "J 3 + 1 deuce", "run 4♥ 7", "wild 2 deuces + 1 joker"."""
    wild = [plural(meld[key], word) for key, word in WILD_WORDS if meld.get(key)]
    if meld.get("rank") == "run":
        head = f"run from {meld.get('low', '?')}{' ' + meld['suit'] if meld.get('suit') else ''}: {meld.get('natural', 0)}"
    elif meld.get("rank") == "wild":
        return "wild " + " + ".join(wild)
    else:
        head = f"{'3♠' if meld.get('rank') == '3' else meld.get('rank')} {meld.get('natural', 0)}"
    return " + ".join([head, *wild]) + (" (from hand)" if meld.get("concealed") else "")


def typed(result: dict) -> str:
    """One side's entry for one hand, as typed."""
    if result.get("special_hand"):
        return f"special hand: {result['special_hand']}"
    parts = []
    if "melds" in result:
        parts.append(" · ".join(meld_words(m) for m in result["melds"]) or "no melds")
    if "meld_points" in result:
        canastas = ", ".join(plural(n, f"{kind} canasta") for kind, n in (result.get("canastas") or {}).items() if n)
        parts.append(f"{result['meld_points']} card points melded" + (f", {canastas}" if canastas else ""))
    if result.get("red_threes"):
        parts.append(plural(result["red_threes"], "red three"))
    if result.get("black_threes"):
        parts.append(f"{plural(result['black_threes'], 'black three')} laid")
    left = result.get("in_hand")
    if isinstance(left, dict) and "points" in left:
        parts.append(f"{left['points']} left in hand")
    elif left:
        hands = left if isinstance(left, list) else [left]
        cards = ", ".join(f"{n}×{card}" for cards in hands for card, n in cards.items() if n)
        parts.append(f"left in hand: {cards}" if cards else "nothing left in hand")
    elif result.get("hand_points"):
        parts.append(f"{result['hand_points']} left in hand")
    if result.get("adjustment"):
        parts.append(f"adjustment {result['adjustment']:+d}")
    return "; ".join(parts)
