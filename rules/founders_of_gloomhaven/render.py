"""The board of a content pack as SVG: every square in its terrain's colour, the river and
wall squares between the sections, the section names, and the fixed spots of the Gatehouses
and the Ghost Fortress (blue-bordered on the printed board). ``render_state.py`` draws a game
in progress over the same layers (``board_layers``)."""

from __future__ import annotations

from typing import Any
from xml.sax.saxutils import escape

from . import pack
from .content import Content

SQUARE = 40  # pixels
MARGIN = 20
#: Seat colours (and neutral's): light enough for black text, unlike any terrain colour.
SEAT_COLOURS = ("#ffd400", "#00b8d9", "#ff7a00", "#e040fb")
NEUTRAL_COLOUR = "#7f7f7f"
#: Tile colours of the shipped resources; another pack's resources get ``_fallback`` colours.
RESOURCE_COLOURS = {
    "knowledge": "#8ecae6",
    "population": "#ffb4a2",
    "livestock": "#d4a373",
    "crops": "#f6e05e",
    "stone": "#c9c9c9",
    "wood": "#c8a27a",
    "metal": "#9fb3c8",
    "gems": "#e0a9f5",
    "machinery": "#a3c4bc",
    "jewelry": "#ffd6e0",
    "leather": "#b08968",
    "food": "#c7e9b0",
    "brick": "#e9967a",
    "books": "#cdb4db",
    "labor": "#f4a261",
    "weapons": "#adb5bd",
    "cloth": "#90e0ef",
    "government": "#ffe066",
}
#: Terrain codes of ``board.terrain`` (``schema.py``) and how they are drawn.
TERRAIN = {
    "r": ("entrance", "#c0392b"),
    "b": ("coastal", "#e8d5a9"),
    "g": ("forested", "#5e9c4a"),
    "c": ("central", "#9aa0a6"),
    "k": ("river", "#3b6fb6"),
    "p": ("purple", "#7d3c98"),
}


def board_svg(content: dict[str, Any] | None = None) -> str:
    """The pack's board (the shipped pack when none is given) as an SVG document."""
    content = pack.load() if content is None else content
    board = content["board"]
    width, height = board["width"], board["height"]
    size = (2 * MARGIN + width * SQUARE, 2 * MARGIN + height * SQUARE + 40)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{size[0]}" height="{size[1]}" '
        f'viewBox="0 0 {size[0]} {size[1]}" font-family="sans-serif">',
        f"<title>{escape(_title(content))}</title>",
        f'<rect width="{size[0]}" height="{size[1]}" fill="#ffffff"/>',
    ]
    parts += board_layers(board)
    legend = ", ".join(f"{code} {name}" for code, (name, _) in TERRAIN.items())
    parts.append(f'<text x="{MARGIN}" y="{size[1] - 30}" font-size="12">{escape(_title(content))}</text>')
    parts.append(f'<text x="{MARGIN}" y="{size[1] - 12}" font-size="12">terrain: {escape(legend)}</text>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def board_layers(board: dict[str, Any]) -> list[str]:
    """The empty board's SVG elements: squares, fixed spots, section names."""
    return _squares(board) + _fixed(board) + _section_names(board)


def _title(content: dict[str, Any]) -> str:
    return f"Founders of Gloomhaven board ({content['source']['kind']}, pack {content['version']})"


def _corner(x: int, y: int) -> tuple[int, int]:
    return MARGIN + x * SQUARE, MARGIN + y * SQUARE


def _squares(board: dict[str, Any]) -> list[str]:
    out = []
    for y, row in enumerate(board["terrain"]):
        for x, code in enumerate(row):
            if code not in TERRAIN:
                continue  # off the board
            name, colour = TERRAIN[code]
            left, top = _corner(x, y)
            out.append(
                f'<rect class="square {name}" data-x="{x}" data-y="{y}" x="{left}" y="{top}" '
                f'width="{SQUARE}" height="{SQUARE}" fill="{colour}" stroke="#333333" stroke-width="0.5"/>'
            )
    return out


def _fixed(board: dict[str, Any]) -> list[str]:
    out = []
    for spot, squares in sorted(board["fixed"].items()):
        for x, y in squares:
            left, top = _corner(x, y)
            out.append(
                f'<rect class="fixed" data-spot="{escape(spot)}" x="{left + 2}" y="{top + 2}" '
                f'width="{SQUARE - 4}" height="{SQUARE - 4}" fill="none" stroke="#1f4fd8" stroke-width="3"/>'
            )
        x, y = squares[0]
        left, top = _corner(x, y)
        label = escape(spot.replace("_", " "))
        out.append(f'<text class="fixed-label" x="{left + 3}" y="{top + 12}" font-size="9">{label}</text>')
    return out


def _section_names(board: dict[str, Any]) -> list[str]:
    """Each section's name at the middle of its squares."""
    cells: dict[int, list[tuple[int, int]]] = {}
    for y, row in enumerate(board["sections"]):
        for x, mark in enumerate(row):
            if mark.isdigit():
                cells.setdefault(int(mark), []).append((x, y))
    out = []
    for number, squares in sorted(cells.items()):
        cx = sum(x for x, _ in squares) / len(squares)
        cy = sum(y for _, y in squares) / len(squares)
        left, top = MARGIN + (cx + 0.5) * SQUARE, MARGIN + (cy + 0.5) * SQUARE
        name = escape(board["names"][number])
        out.append(
            f'<text class="section" x="{left:.0f}" y="{top:.0f}" font-size="20" text-anchor="middle" '
            f'fill="#ffffff" stroke="#000000" stroke-width="0.6">{name}</text>'
        )
    return out


# --- shared by the pictures of a state (render_state.py, render_panel.py) ---------------------
def attr(value: object) -> str:
    """``value`` as the text of a double-quoted attribute."""
    return escape(str(value), {'"': "&quot;"})


def seat_colour(seat: int | None) -> str:
    """A seat's colour; -1 (neutral) and None grey."""
    return SEAT_COLOURS[seat] if seat is not None and 0 <= seat < len(SEAT_COLOURS) else NEUTRAL_COLOUR


def _fallback(index: int) -> str:
    return f"hsl({index * 47 % 360}, 60%, 78%)"


class Names:
    """Display names, short labels and colours of the pack's resources, buildings and cards."""

    def __init__(self, c: Content) -> None:
        pack = c.pack
        self.resource = {r["id"]: r["name"] for r in pack["resources"]}
        self.colour = {r["id"]: RESOURCE_COLOURS.get(r["id"], _fallback(i)) for i, r in enumerate(pack["resources"])}
        self.short: dict[str, str] = {}
        for r in pack["resources"]:
            size = 3
            while r["name"][:size] in self.short.values() and size < len(r["name"]):
                size += 1
            self.short[r["id"]] = r["name"][:size]
        self.building = {b["id"]: b["name"] for b in pack["prestige_buildings"]}
        self.requires = {b["id"]: [q["resource"] for q in b["requires"]] for b in pack["prestige_buildings"]}
        self.race = {r["id"]: r["name"] for r in pack["races"]}
        self.adviser = {a["id"]: a for a in pack["advisers"]}

    def card(self, card: str) -> str:
        return str(self.adviser[card]["name"]) if card in self.adviser else card.capitalize()


def text(x: int, y: int, words: str, size: int = 11, extra: str = "") -> str:
    """A ``<text>`` element of ``words`` (escaped); ``extra``: more attributes, each with a leading space."""
    return f'<text x="{x}" y="{y}" font-size="{size}"{extra}>{escape(words)}</text>'
