"""A Foundations of Rome game as SVG, drawn from one seat's view (``Game.render``): the City
board (``render_board.py``: the play area, lot markers, buildings, Monuments and the Consul's
tokens), the Deed board and a panel per player (``render_panel.py``), and under the board a
legend, the Monument pool and the Public Objectives.

Only the view is read, so the picture shows nothing the view hides (the other seats' draft
hands, Hidden Objectives and unused Invocations, the Era decks' order). Names come from the
game's components; every coordinate is an integer and every list is drawn in the view's
order, so the same view gives the same bytes. The canvas has one size for every state.
"""

from __future__ import annotations

from typing import Any
from xml.sax.saxutils import escape

from rules.core.svg import opening, whose

from . import components as component_facts

WIDTH, HEIGHT = 1240, 840
MARGIN = 20
#: Seat colours (Okabe–Ito, told apart with colour blindness) and the ink of a number on them;
#: every seat marker also carries its seat number.
SEAT_COLOURS = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9")
SEAT_INK = ("#ffffff", "#000000", "#ffffff", "#000000", "#000000")
NEUTRAL_COLOUR = "#7a7a7a"  # the Will of the Consul's tokens and lot markers
#: Building fills by type; Monuments are striped (``MONUMENT_FILL``) whatever their type.
TYPE_FILLS = {"residential": "#f6deb0", "commercial": "#c9d6e3", "civic": "#cfe8c0"}
MONUMENT_FILL = "url(#monument)"
CONSUL_FILL = "#c4c4c4"
LINE = 15  # pixels per line of panel text


def state_svg(view: dict[str, Any], facts: dict[str, Any] | None = None) -> str:
    """``view`` (a Foundations of Rome view) as an SVG document; ``facts``: the game's
    components (default: the shipped ones)."""
    from .render_board import board
    from .render_panel import deed_board, players, pools

    names = Names(component_facts.components() if facts is None else facts)
    title = f"Foundations of Rome: {whose(view['viewer'])}, Era {view['era']}, {view['phase'].replace('_', ' ')}"
    parts = [
        *opening(WIDTH, HEIGHT, title),
        "<defs>"
        '<pattern id="monument" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">'
        '<rect width="8" height="8" fill="#efe6d2"/><rect width="3" height="8" fill="#c9b68f"/></pattern>'
        "</defs>",
        f'<rect width="{WIDTH}" height="{HEIGHT}" fill="#ffffff"/>',
        text(MARGIN, 30, title, 16, ' class="caption" font-weight="bold"'),
        *board(view, names),
        *pools(view, names),
        *deed_board(view, names),
        *players(view, names),
        "</svg>",
    ]
    return "\n".join(parts) + "\n"


# --- shared by render_board.py and render_panel.py ---------------------------------------
class Names:
    """Display names of the buildings (with the Monuments), their types, and the modules' cards."""

    def __init__(self, facts: dict[str, Any]) -> None:
        self.building: dict[str, str] = {b["kind"]: b["name"] for b in facts["buildings"]}
        self.type: dict[str, str] = {b["kind"]: b["type"] for b in facts["buildings"]}
        self.monument: dict[str, str] = {m["id"]: m["name"] for m in facts["monuments"]}
        for m in facts["monuments"]:
            self.building[m["id"]], self.type[m["id"]] = m["name"], m["type"]
        cards = [c for family in facts["cards"].values() for c in family]
        self.cards: dict[str, str] = {c["id"]: c["name"] for c in cards}
        self.texts: dict[str, str] = {c["id"]: c["text"] for c in cards}
        self.deed_prices: list[int] = list(facts["deed_prices"])

    def card(self, card: str) -> str:
        return self.cards.get(card, card.replace("_", " "))

    def kind(self, kind: str) -> str:
        return self.building.get(kind, kind.replace("_", " "))


def attr(value: object) -> str:
    """``value`` as the text of a double-quoted attribute."""
    return escape(str(value), {'"': "&quot;"})


def text(x: int, y: int, words: str, size: int = 11, extra: str = "") -> str:
    """A ``<text>`` element of ``words`` (escaped); ``extra``: more attributes, each with a leading space."""
    return f'<text x="{x}" y="{y}" font-size="{size}"{extra}>{escape(words)}</text>'


def seat_colour(seat: int | None) -> str:
    """A seat's colour; None (the Consul) grey."""
    return SEAT_COLOURS[seat] if seat is not None and 0 <= seat < len(SEAT_COLOURS) else NEUTRAL_COLOUR


def seat_ink(seat: int | None) -> str:
    return SEAT_INK[seat] if seat is not None and 0 <= seat < len(SEAT_INK) else "#ffffff"


def badge(cx: int, cy: int, seat: int | None, r: int = 8, cls: str = "badge") -> str:
    """A disc in a seat's colour with the seat number on it (C: the Consul)."""
    label = "C" if seat is None else str(seat)
    return (
        f'<g class="{cls}" data-seat="{"" if seat is None else seat}">'
        f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{seat_colour(seat)}" stroke="#000000" stroke-width="1"/>'
        f'<text x="{cx}" y="{cy + r // 2 + 1}" font-size="{r + 3}" font-weight="bold" text-anchor="middle" '
        f'fill="{seat_ink(seat)}">{label}</text></g>'
    )


def fit(words: str, chars: int) -> str:
    """``words`` cut to ``chars`` characters (an ellipsis marks the cut)."""
    return words if len(words) <= chars else words[: max(chars - 1, 0)].rstrip(" ,·") + "…"


def listing(names: list[str], chars: int) -> str:
    """Names joined by commas, within ``chars`` characters: the rest counted ("+2 more")."""
    shown: list[str] = []
    for i, name in enumerate(names):
        rest = len(names) - i - 1
        candidate = ", ".join([*shown, name]) + (f", +{rest} more" if rest else "")
        if len(candidate) > chars:
            return ", ".join(shown) + f"{', ' if shown else ''}+{len(names) - i} more"
        shown.append(name)
    return ", ".join(shown)
