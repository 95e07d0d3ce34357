"""A game in progress as SVG, drawn from a seat's view (``Game.render``): the board of
``render.py`` with the tiles, roads, houses, bridges and prestige buildings over it, and a side
panel with each player, the proposals, the adviser offer and the turn.

Only the view is read, so the picture shows nothing the view hides (another seat's hand, the
identity of its face-down cards, the decks). Every list is drawn in the view's order and every
number is an integer, so the same view gives the same bytes.
"""

from __future__ import annotations

from typing import Any
from xml.sax.saxutils import escape

from .content import Content, content
from .render import MARGIN, SQUARE, board_layers

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
ROAD_COLOUR = "#6b4a2b"
PANEL_WIDTH = 470
CARD_W, CARD_H = 62, 22
LINE = 16  # pixels per line of panel text


def state_svg(view: dict[str, Any], c: Content | None = None) -> str:
    """``view`` (a Founders of Gloomhaven view) as an SVG document."""
    c = content() if c is None else c
    board = c.pack["board"]
    names = _Names(c)
    board_w, board_h = 2 * MARGIN + board["width"] * SQUARE, 2 * MARGIN + board["height"] * SQUARE
    panel_x = board_w + 20
    legend = _legend(c, names, board_h)
    panel, panel_h = _panel(view, c, names, panel_x)
    width = panel_x + PANEL_WIDTH
    rows = (len(c.pack["resources"]) + 5) // 6
    height = max(board_h + 16 + LINE * (rows + 1), panel_h) + MARGIN
    viewer = view["viewer"]
    who = "a spectator's view" if viewer is None else f"seat {viewer}'s view"
    title = f"Founders of Gloomhaven: {who}, {view['phase']}"
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" font-family="sans-serif">',
        f"<title>{escape(title)}</title>",
        f'<rect width="{width}" height="{height}" fill="#ffffff"/>',
        *board_layers(board),
        *_roads(view["roads"]),
        *(line for i, tile in enumerate(view["tiles"]) for line in _tile(i, tile, names)),
        *(line for building in view["buildings"] for line in _building(building, c, names, board_w)),
        *_personal(view["players"]),
        *legend,
        _text(MARGIN, board_h + 10 + LINE * (rows + 1), title, 12, ' class="caption"'),
        *panel,
        "</svg>",
    ]
    return "\n".join(parts) + "\n"


# --- helpers ---------------------------------------------------------------------------------
def _attr(value: object) -> str:
    return escape(str(value), {'"': "&quot;"})


def seat_colour(seat: int | None) -> str:
    """A seat's colour; -1 (neutral) and None grey."""
    return SEAT_COLOURS[seat] if seat is not None and 0 <= seat < len(SEAT_COLOURS) else NEUTRAL_COLOUR


def _fallback(index: int) -> str:
    return f"hsl({index * 47 % 360}, 60%, 78%)"


class _Names:
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


def _tile(index: int, tile: dict[str, Any], names: _Names) -> list[str]:
    """A tile: its squares in its resource's colour, outlined in its owner's, with a label,
    an owner disc and a marker per seat with access."""
    resource, owner = tile["resource"], tile["owner"]
    out = [
        f'<g class="tile" data-index="{index}" data-resource="{_attr(resource)}" data-owner="{owner}">',
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


def _building(building: dict[str, Any], c: Content, names: _Names, board_w: int) -> list[str]:
    """A prestige building: its squares outlined in its card colour, and a label with its name,
    one marker per required resource (filled in the deliverer's colour) and its worker."""
    bid, squares = building["id"], building["squares"]
    colour = {"grey": "#4d4d4d", "green": "#1e6b2f", "red": "#9b1d1d", "beige": "#9c7a3c"}.get(
        c.prestige[bid]["colour"], "#333333"
    )
    out = [f'<g class="building" data-id="{_attr(bid)}">', f"<title>{escape(names.building[bid])}</title>"]
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
            f'<g class="delivery" data-resource="{_attr(resource)}" data-by="{"" if by is None else by}">'
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
        f'<circle cx="{x}" cy="{y - 3}" r="3"/><path d="M{x - 5} {y + 8}L{x - 3} {y + 1}H{x + 3}L{x + 5} {y + 8}Z"/></g>'
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


def _legend(c: Content, names: _Names, board_h: int) -> list[str]:
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


# --- the panel -------------------------------------------------------------------------------
def _text(x: int, y: int, text: str, size: int = 11, extra: str = "") -> str:
    return f'<text x="{x}" y="{y}" font-size="{size}"{extra}>{escape(text)}</text>'


def _panel(view: dict[str, Any], c: Content, names: _Names, x: int) -> tuple[list[str], int]:
    """The side panel and its bottom edge."""
    out, y = ['<g class="panel">'], MARGIN
    for seat, player in enumerate(view["players"]):
        lines, y = _player(seat, player, view, names, x, y)
        out += lines
    out.append(_text(x, y + 4, "Proposals", 13, ' font-weight="bold"'))
    y += 4 + LINE
    for slot, building in enumerate(view["proposals"]):
        if building is None:
            text = "(empty)"
        else:
            needs = ", ".join(names.resource[r] for r in names.requires[building])
            text = f"{names.building[building]}: {needs}"
        out.append(f'<g class="proposal" data-slot="{slot}" data-id="{_attr(building or "")}">')
        out += [_text(x + 8, y, f"{slot + 1}. {text}"), "</g>"]
        y += LINE
    out.append(_text(x, y + 4, "Adviser offer", 13, ' font-weight="bold"'))
    y += 4 + LINE
    for slot, adviser in enumerate(view["advisers"]):
        cost = c.slot_costs[slot] if slot < len(c.slot_costs) else 0
        if adviser is None:
            text = "(empty)"
        else:
            a = names.adviser[adviser]
            text = f"{a['name']} ({a['type']}, {names.resource[a['resource']]}, {a['points']} pts)"
        out.append(f'<g class="adviser" data-slot="{slot}" data-id="{_attr(adviser or "")}">')
        out += [_text(x + 8, y, f"${cost}: {text}"), "</g>"]
        y += LINE
    y += 6
    deck = view["prestige_deck"]
    out.append(_text(x, y, f"Completions: {view['completions']} of 6", 12, ' class="completions"'))
    y += LINE
    out.append(_text(x, y, f"Prestige deck: {deck['unseen']} unseen, {len(deck['bottom'])} at the bottom"))
    y += LINE
    out.append(_text(x, y, f"Phase: {view['phase']}; active player: seat {view['active']}", 12, ' class="active"'))
    y += LINE
    decision = view["decision"]
    if decision is not None:
        if "chosen" in decision:
            waiting = [str(s) for s, done in enumerate(decision["chosen"]) if not done]
            text = f"Awaiting: {decision['kind']} (seats {', '.join(waiting)} to choose)"
        else:
            text = f"Awaiting: {decision['kind'].replace('_', ' ')}, seat {decision['seat']}"
        out.append(_text(x, y, text, 11, ' class="decision"'))
        y += LINE
    out.append("</g>")
    return out, y


def _player(
    seat: int, player: dict[str, Any], view: dict[str, Any], names: _Names, x: int, y: int
) -> tuple[list[str], int]:
    """One player's block in the panel and the y below it."""
    top = y
    race = names.race.get(player["race"] or "", "no race yet")
    badges = [b for b, on in (("active", view["active"] == seat), ("you", view["viewer"] == seat)) if on]
    resources = ", ".join(names.resource[r] for r in player["resources"])
    out = [
        f'<g class="player" data-seat="{seat}">',
        f'<rect class="seat-colour" data-seat="{seat}" x="{x}" y="{y}" width="16" height="16" '
        f'fill="{seat_colour(seat)}" stroke="#000000" stroke-width="1"/>',
        _text(x + 22, y + 13, f"Seat {seat}: {race}" + (f" ({', '.join(badges)})" if badges else ""), 13,
              ' font-weight="bold"'),
    ]
    y += 16 + LINE
    out.append(_text(x + 22, y, f"resources: {resources or 'none yet'}"))
    y += LINE
    out.append(
        _text(
            x + 22,
            y,
            f"${player['money']} · {player['points']} points · influence {player['fleeting']} fleeting, "
            f"{player['lasting']} lasting · income {player['income']}",
        )
    )
    y += LINE
    out.append(
        _text(
            x + 22,
            y,
            f"workers {player['workers']} free · houses {len(player['houses'])}/3 · "
            f"bridges {len(player['bridges'])}/3 · hand {player['hand_size']} cards",
        )
    )
    y += LINE
    if player["hand"] is not None:
        hand = ", ".join(names.card(card) for card in player["hand"])
        out.append(_text(x + 22, y, f"hand: {hand or 'empty'}", 11, ' class="hand"'))
        y += LINE
    y -= 10
    per_row = (PANEL_WIDTH - 22) // (CARD_W + 4)
    for n, played in enumerate(player["played"]):
        cx = x + 22 + (CARD_W + 4) * (n % per_row)
        cy = y + (CARD_H + 4) * (n // per_row)
        out += _card(cx, cy, played, names)
    if player["played"]:
        y += (CARD_H + 4) * ((len(player["played"]) - 1) // per_row + 1)
    out.insert(
        1,
        f'<rect x="{x - 6}" y="{top - 4}" width="{PANEL_WIDTH - 14}" height="{y - top + 8}" rx="6" '
        f'fill="{seat_colour(seat)}" fill-opacity="0.12" stroke="{seat_colour(seat)}"/>',
    )
    out.append("</g>")
    return out, y + 16


def _card(x: int, y: int, played: dict[str, Any], names: _Names) -> list[str]:
    """A played card: face up with its name, face down as a back (with its name in italics
    when the viewer may know it: their own)."""
    card, up = played["card"], played["up"]
    if up:
        return [
            f'<g class="card up" data-card="{_attr(card)}">'
            f'<rect x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="3" fill="#fffdf5" stroke="#333333"/>',
            _text(x + 4, y + 15, names.card(card)[:10], 10),
            "</g>",
        ]
    known = "" if card is None else f' data-card="{_attr(card)}"'
    label = "?" if card is None else names.card(card)[:10]
    return [
        f'<g class="card down"{known}>'
        f'<rect x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="3" fill="#3d3a66" stroke="#111111"/>',
        f'<path d="M{x + 3} {y + 3}L{x + CARD_W - 3} {y + CARD_H - 3}M{x + 3} {y + CARD_H - 3}L{x + CARD_W - 3} {y + 3}" '
        'stroke="#6b67a8" stroke-width="1"/>',
        _text(x + 4, y + 15, label, 10, ' fill="#ffffff" font-style="italic"'),
        "</g>",
    ]
