"""A game in progress as SVG, drawn from a seat's view (``Game.render``): the board of
``render.py`` with the tiles, roads, houses, bridges and prestige buildings over it, and a side
panel (``render_panel.py``) with each player, the proposals, the adviser offer and the turn.

Only the view is read, so the picture shows nothing the view hides (another seat's hand, the
identity of its face-down cards, the decks). Every list is drawn in the view's order and every
number is an integer, so the same view gives the same bytes.
"""

from __future__ import annotations

from typing import Any
from xml.sax.saxutils import escape

from rules.core.svg import opening, whose

from .content import Content, content
from .render import MARGIN, SQUARE, Names, attr, board_layers, seat_colour, text
from .render_panel import LINE, PANEL_WIDTH, panel

ROAD_COLOUR = "#6b4a2b"


def state_svg(view: dict[str, Any], c: Content | None = None) -> str:
    """``view`` (a Founders of Gloomhaven view) as an SVG document."""
    c = content() if c is None else c
    board = c.pack["board"]
    names = Names(c)
    board_w, board_h = 2 * MARGIN + board["width"] * SQUARE, 2 * MARGIN + board["height"] * SQUARE
    panel_x = board_w + 20
    legend = _legend(c, names, board_h)
    side, panel_h = panel(view, c, names, panel_x)
    width = panel_x + PANEL_WIDTH
    rows = (len(c.pack["resources"]) + 5) // 6
    height = max(board_h + 16 + LINE * (rows + 1), panel_h) + MARGIN
    viewer = view["viewer"]
    title = f"Founders of Gloomhaven: {whose(viewer)}, {view['phase']}"
    parts = [
        *opening(width, height, title),
        f'<rect width="{width}" height="{height}" fill="#ffffff"/>',
        *board_layers(board),
        *_roads(view["roads"]),
        *(line for i, tile in enumerate(view["tiles"]) for line in _tile(i, tile, names)),
        *(line for building in view["buildings"] for line in _building(building, c, names, board_w)),
        *_personal(view["players"]),
        *legend,
        text(MARGIN, board_h + 10 + LINE * (rows + 1), title, 12, ' class="caption"'),
        *side,
        "</svg>",
    ]
    return "\n".join(parts) + "\n"


# --- helpers ---------------------------------------------------------------------------------
def _centre(x: int, y: int) -> tuple[int, int]:
    return MARGIN + x * SQUARE + SQUARE // 2, MARGIN + y * SQUARE + SQUARE // 2


def _outline(squares: list[list[int]], colour: str, width: int, cls: str) -> str:
    """The outer edges of a group of squares (the sides no other square of it shares)."""
    inside = {(x, y) for x, y in squares}
    segments = []
    for x, y in squares:
        left, top = MARGIN + x * SQUARE, MARGIN + y * SQUARE
        right, bottom = left + SQUARE, top + SQUARE
        if (x, y - 1) not in inside:
            segments.append(f"M{left} {top}H{right}")
        if (x, y + 1) not in inside:
            segments.append(f"M{left} {bottom}H{right}")
        if (x - 1, y) not in inside:
            segments.append(f"M{left} {top}V{bottom}")
        if (x + 1, y) not in inside:
            segments.append(f"M{right} {top}V{bottom}")
    return (
        f'<path class="{cls}" d="{"".join(segments)}" fill="none" stroke="{colour}" '
        f'stroke-width="{width}" stroke-linecap="square"/>'
    )


# --- the board -------------------------------------------------------------------------------
def _roads(roads: list[list[int]]) -> list[str]:
    """Each road square as a disc, joined to every adjacent road square (diagonals too)."""
    on = {(x, y) for x, y in roads}
    out = []
    for x, y in roads:
        cx, cy = _centre(x, y)
        for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
            if (x + dx, y + dy) in on:
                ex, ey = _centre(x + dx, y + dy)
                out.append(
                    f'<line class="road-link" x1="{cx}" y1="{cy}" x2="{ex}" y2="{ey}" '
                    f'stroke="{ROAD_COLOUR}" stroke-width="7" stroke-linecap="round"/>'
                )
    for x, y in roads:
        cx, cy = _centre(x, y)
        out.append(
            f'<circle class="road" data-x="{x}" data-y="{y}" cx="{cx}" cy="{cy}" r="8" '
            f'fill="{ROAD_COLOUR}" stroke="#2b1d10" stroke-width="1"/>'
        )
    return out


def _tile(index: int, tile: dict[str, Any], names: Names) -> list[str]:
    """A tile: its squares in its resource's colour, outlined in its owner's, with a label,
    an owner disc and a marker per seat with access."""
    resource, owner = tile["resource"], tile["owner"]
    out = [
        f'<g class="tile" data-index="{index}" data-resource="{attr(resource)}" data-owner="{owner}">',
        f"<title>{escape(names.resource[resource])}, {'neutral' if owner < 0 else f'seat {owner}'}</title>",
    ]
    for x, y in tile["squares"]:
        left, top = MARGIN + x * SQUARE, MARGIN + y * SQUARE
        out.append(
            f'<rect class="tile-square" data-x="{x}" data-y="{y}" x="{left}" y="{top}" width="{SQUARE}" '
            f'height="{SQUARE}" fill="{names.colour[resource]}"/>'
        )
    out.append(_outline(tile["squares"], "#000000", 5, "tile-edge"))
    out.append(_outline(tile["squares"], seat_colour(owner), 3, "tile-owner"))
    x, y = min(tile["squares"], key=lambda sq: (sq[1], sq[0]))
    left, top = MARGIN + x * SQUARE, MARGIN + y * SQUARE
    out.append(
        f'<text class="tile-label" x="{left + 4}" y="{top + 22}" font-size="11" font-weight="bold">'
        f"{escape(names.short[resource])}</text>"
    )
    out.append(
        f'<circle class="owner" data-seat="{owner}" cx="{left + SQUARE - 8}" cy="{top + 8}" r="5" '
        f'fill="{seat_colour(owner)}" stroke="#000000" stroke-width="1"/>'
    )
    for n, seat in enumerate(tile["access"]):
        out.append(
            f'<rect class="access" data-seat="{seat}" x="{left + 4 + 8 * n}" y="{top + SQUARE - 11}" width="7" '
            f'height="7" fill="{seat_colour(seat)}" stroke="#000000" stroke-width="1"/>'
        )
    out.append("</g>")
    return out


def _building(building: dict[str, Any], c: Content, names: Names, board_w: int) -> list[str]:
    """A prestige building: its squares outlined in its card colour, and a label with its name,
    one marker per required resource (filled in the deliverer's colour) and its worker."""
    bid, squares = building["id"], building["squares"]
    colour = {"grey": "#4d4d4d", "green": "#1e6b2f", "red": "#9b1d1d", "beige": "#9c7a3c"}.get(
        c.prestige[bid]["colour"], "#333333"
    )
    out = [f'<g class="building" data-id="{attr(bid)}">', f"<title>{escape(names.building[bid])}</title>"]
    for x, y in squares:
        left, top = MARGIN + x * SQUARE, MARGIN + y * SQUARE
        out.append(
            f'<rect class="building-square" data-x="{x}" data-y="{y}" x="{left}" y="{top}" width="{SQUARE}" '
            f'height="{SQUARE}" fill="#f3ead8"/>'
        )
    out.append(_outline(squares, colour, 4, "building-edge"))
    requires = names.requires[bid]
    cx = MARGIN + SQUARE * (2 * sum(x for x, _ in squares) + len(squares)) // (2 * len(squares))
    cy = MARGIN + SQUARE * (2 * sum(y for _, y in squares) + len(squares)) // (2 * len(squares))
    label = names.building[bid]
    box_w = max(6 * len(label) + 8, 40 * len(requires) + 4 + (16 if building["worker"] is not None else 0))
    left, top = min(max(cx - box_w // 2, 2), board_w - 2 - box_w), cy - 18  # on the board
    cx = left + box_w // 2
    out.append(
        f'<rect class="building-label" x="{left}" y="{top}" width="{box_w}" height="36" rx="4" '
        f'fill="#ffffff" fill-opacity="0.9" stroke="{colour}" stroke-width="1"/>'
    )
    out.append(
        f'<text class="building-name" x="{cx}" y="{top + 12}" font-size="10" font-weight="bold" '
        f'text-anchor="middle" fill="{colour}">{escape(label)}</text>'
    )
    for n, resource in enumerate(requires):
        by = building["deliveries"].get(resource)
        mx, my = left + 4 + 40 * n, top + 17
        dash = "" if by is not None else ' stroke-dasharray="2 2" fill-opacity="0.45"'
        out.append(
            f'<g class="delivery" data-resource="{attr(resource)}" data-by="{"" if by is None else by}">'
            f'<rect x="{mx}" y="{my}" width="37" height="14" rx="2" fill="{names.colour[resource]}" '
            f'stroke="#000000" stroke-width="1"{dash}/>'
            f'<text x="{mx + 2}" y="{my + 10}" font-size="8">{escape(names.short[resource])}</text>'
        )
        if by is not None:
            out.append(
                f'<circle cx="{mx + 30}" cy="{my + 7}" r="4.5" fill="{seat_colour(by)}" stroke="#000000" '
                'stroke-width="1"/>'
            )
        out.append("</g>")
    if building["worker"] is not None:
        out.append(_worker(left + box_w - 12, top + 24, building["worker"]))
    out.append("</g>")
    return out


def _worker(x: int, y: int, seat: int) -> str:
    """A worker figure (head and body) centred on ``x``, its feet at ``y + 8``."""
    return (
        f'<g class="worker" data-seat="{seat}" fill="{seat_colour(seat)}" stroke="#000000" stroke-width="1">'
        f'<circle cx="{x}" cy="{y - 3}" r="3"/>'
        f'<path d="M{x - 5} {y + 8}L{x - 3} {y + 1}H{x + 3}L{x + 5} {y + 8}Z"/></g>'
    )


def _personal(players: list[dict[str, Any]]) -> list[str]:
    """Houses (a house shape) and bridges (a plank) in their owner's colour."""
    out = []
    for seat, player in enumerate(players):
        fill = seat_colour(seat)
        for x, y in player["houses"]:
            cx, cy = _centre(x, y)
            out.append(
                f'<path class="house" data-seat="{seat}" data-x="{x}" data-y="{y}" '
                f'd="M{cx - 10} {cy + 10}V{cy - 2}L{cx} {cy - 12}L{cx + 10} {cy - 2}V{cy + 10}Z" '
                f'fill="{fill}" stroke="#000000" stroke-width="1.5"/>'
            )
        for x, y in player["bridges"]:
            cx, cy = _centre(x, y)
            out.append(
                f'<g class="bridge" data-seat="{seat}" data-x="{x}" data-y="{y}">'
                f'<rect x="{cx - 16}" y="{cy - 8}" width="32" height="16" fill="{fill}" stroke="#000000" '
                f'stroke-width="1.5"/><path d="M{cx - 16} {cy}H{cx + 16}" stroke="#000000" stroke-width="1"/></g>'
            )
    return out


def _legend(c: Content, names: Names, board_h: int) -> list[str]:
    """The resource colours under the board, six to a line."""
    out = []
    for i, r in enumerate(c.pack["resources"]):
        x, y = MARGIN + 120 * (i % 6), board_h + 10 + LINE * (i // 6)
        out.append(
            f'<rect class="legend" x="{x}" y="{y}" width="12" height="12" fill="{names.colour[r["id"]]}" '
            f'stroke="#000000" stroke-width="0.5"/><text x="{x + 16}" y="{y + 10}" font-size="10">'
            f"{escape(names.short[r['id']])} {escape(r['name'])} ({r['tier']})</text>"
        )
    return out
