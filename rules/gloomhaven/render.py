"""A scenario in progress as SVG, drawn from one seat's view (``Game.render``).

The picture: the map of the revealed rooms (``render_map.py``: pointy-topped hexes, the
project's odd-r rows, hex ``(q, r)`` centred at ``(sqrt(3) * (q + r / 2), 1.5 * r)`` hex
radii, as ``sight.py`` and the scenario files place them), its walls, doors and overlays,
and every figure with its hit points and conditions; above it the round's initiative order;
beside it (``render_panel.py``) the element board, one block per character and the monsters.

Only the view is read, and the scenario's fixed map (public, as ``components`` publishes it)
for the geometry of the rooms the view says are revealed, so the picture shows nothing the
view hides. Lists are drawn in the view's order and coordinates printed with one decimal, so
the same view gives the same bytes. No external assets: every shape is drawn inline.
"""

from __future__ import annotations

import math
from typing import Any
from xml.sax.saxutils import escape

from rules.core.svg import opening, whose

from . import content, decks, scenarios

MARGIN = 20
RADIUS = 26  # of a hex, centre to corner, in pixels
HEX_W = math.sqrt(3) * RADIUS
ROW_H = 1.5 * RADIUS
LINE = 15  # pixels per line of panel text
#: Seat colours: light enough for black text.
SEAT_COLOURS = ("#4fc3f7", "#ffb74d", "#aed581", "#f48fb1")
NEUTRAL_COLOUR = "#9e9e9e"
ELITE_COLOUR = "#d4a017"
CLASS_ABBREVIATIONS = {
    "brute": "BR",
    "tinkerer": "TI",
    "spellweaver": "SW",
    "scoundrel": "SC",
    "cragheart": "CH",
    "mindthief": "MT",
}
#: Condition markers: a letter each, red for the negative ones, green for the positive.
CONDITION_LETTERS = {
    "poison": "P",
    "wound": "W",
    "immobilize": "I",
    "disarm": "D",
    "stun": "S",
    "muddle": "M",
    "curse": "C",
    "invisible": "V",
    "strengthen": "+",
    "bless": "B",
}
POSITIVE = ("invisible", "strengthen", "bless")
ELEMENT_STATES = ("inert", "waning", "strong")


def view_svg(view: dict[str, Any]) -> str:
    """``view`` (a Gloomhaven view) as an SVG document."""
    from .render_map import MapPicture  # they import this module's helpers
    from .render_panel import PANEL_WIDTH, initiative_strip, panel

    scenario = scenarios.of(view["options"])
    picture = MapPicture(view, scenario)
    strip, strip_h = initiative_strip(view, MARGIN, MARGIN + 26, picture.width)
    map_top = MARGIN + 26 + strip_h + 10
    board, board_h = picture.draw(MARGIN, map_top)
    legend, legend_h = picture.legend(MARGIN, map_top + board_h + 12)
    panel_x = MARGIN + max(picture.width, 520) + 24
    side, panel_h = panel(view, panel_x, MARGIN)
    width = panel_x + PANEL_WIDTH + MARGIN
    height = max(map_top + board_h + 12 + legend_h, panel_h) + MARGIN
    viewer = view["viewer"]
    title = f"Gloomhaven #{scenario.number} {scenario.name}: round {view['round']}, {view['phase']} ({whose(viewer)})"
    parts = [
        *opening(width, height, title),
        f'<rect width="{width}" height="{height}" fill="#ffffff"/>',
        text(MARGIN, MARGIN + 14, title, 15, ' class="caption" font-weight="bold"'),
        *strip,
        *board,
        *legend,
        *side,
        "</svg>",
    ]
    return "\n".join(parts) + "\n"


# --- shared by render_map.py and render_panel.py ---------------------------------------------
def attr(value: object) -> str:
    """``value`` as the text of a double-quoted attribute."""
    return escape(str(value), {'"': "&quot;"})


def num(value: float) -> str:
    """A coordinate with one decimal (``-0.0`` printed as ``0.0``)."""
    shown = f"{value:.1f}"
    return "0.0" if shown == "-0.0" else shown


def text(x: float, y: float, words: str, size: int = 11, extra: str = "") -> str:
    """A ``<text>`` element of ``words`` (escaped); ``extra``: more attributes, each with a leading space."""
    return f'<text x="{num(x)}" y="{num(y)}" font-size="{size}"{extra}>{escape(words)}</text>'


def seat_colour(seat: int | None) -> str:
    return SEAT_COLOURS[seat] if seat is not None and 0 <= seat < len(SEAT_COLOURS) else NEUTRAL_COLOUR


def class_name(cls: str) -> str:
    try:
        return str(content.character_class(cls)["name"])
    except KeyError:
        return cls.capitalize()


def class_abbreviation(cls: str) -> str:
    return CLASS_ABBREVIATIONS.get(cls, cls[:2].upper())


def monster_name(kind: str) -> str:
    found = content.monsters().get(kind)
    return str(found["name"]) if found else kind.replace("-", " ").title()


def monster_abbreviation(kind: str) -> str:
    """Initials of a monster type's name ("Bandit Guard": BG), or its first two letters."""
    words = [w for w in monster_name(kind).replace("-", " ").split() if w[0].isalpha()]
    if len(words) > 1:
        return "".join(w[0] for w in words)[:3].upper()
    return (words[0] if words else kind)[:2].capitalize()


def card_name(card: int) -> str:
    found = content.cards_by_id().get(card)
    return str(found["name"]) if found else f"card {card}"


def card_initiative(card: int) -> int | None:
    found = content.cards_by_id().get(card)
    return int(found["initiative"]) if found else None


def summon_name(card: int) -> str:
    from .summons import spec

    try:
        found = spec(card)
    except KeyError:
        found = None
    return str(found["name"]) if found else "Summon"


def monster_initiative(view: dict[str, Any], kind: str) -> int | None:
    """The initiative of the ability card turned up for a monster type (public once shown)."""
    found = content.monsters().get(kind)
    if found is None:
        return None
    deck = view["monster_decks"].get(found["deck"])
    if not deck or deck["shown"] is None:
        return None
    try:
        return int(decks.card(found["deck"], deck["shown"])["initiative"])
    except KeyError:
        return None


def pick_initiative(played: dict[str, Any] | None) -> int | None:
    """A character's initiative from its revealed (or own) pick: the leading card's, 99 for a
    long rest."""
    if not played:
        return None
    if played.get("rest"):
        return 99
    if played.get("cards"):
        return card_initiative(played["cards"][0])
    return None


def pick_words(played: dict[str, Any] | None) -> str:
    """A pick in words: "Card (23) + Card (75)", "long rest", ..."""
    if not played:
        return "none"
    if played.get("rest"):
        return "long rest (99)"
    if played.get("exhausted"):
        return "exhausted"
    if played.get("cards"):
        return " + ".join(f"{card_name(c)} ({card_initiative(c)})" for c in played["cards"])
    if "hand" in played:
        return f"a hand of {len(played['hand'])} cards"
    return "chosen"
