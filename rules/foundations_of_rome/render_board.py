"""The City board of a game in progress (``render.py``): the 10×10 lots with the play area of
the player count (the rest greyed), each building as one shape filled by its type with a band
and a badge in its owner's colour, the Consul's tokens in grey, and a lot marker on every owned
empty lot."""

from __future__ import annotations

from typing import Any
from xml.sax.saxutils import escape

from .render import (
    CONSUL_FILL,
    MONUMENT_FILL,
    NEUTRAL_COLOUR,
    TYPE_FILLS,
    Names,
    attr,
    badge,
    seat_colour,
    text,
)

COLUMNS = "ABCDEFGHIJ"
ROWS = 10
CELL = 56  # pixels per lot
BOARD_X, BOARD_Y = 44, 64  # the board's top left corner (room for the row and column names)
BOARD_SIDE = CELL * ROWS
BAND = 5  # the owner's band inside a building's edge
IN_PLAY, OUT_OF_PLAY = "#fbf7ec", "#d6d6d6"
#: The side of the play area (a square from A1) per player count: "2 → 7×7 ... 5 → 10×10".
SIDES = {2: 7, 3: 8, 4: 9, 5: 10}
#: A pale rim around a label, so that it reads over a Monument's stripes.
HALO = ' stroke="#ffffff" stroke-width="2.5" stroke-opacity="0.8" paint-order="stroke"'


def board(view: dict[str, Any], names: Names) -> list[str]:
    """The board's SVG elements, bottom layer first."""
    side = SIDES.get(view["options"]["players"], ROWS)
    consul = view["consul"]
    tokens = consul["tokens"] if consul else []
    out = ['<g class="board">', *_lots(side)]
    out += [line for b in view["buildings"] for line in _building(b, names)]
    out += [line for t in tokens for line in _token(t)]
    out += _lot_names()
    out += _markers(view, tokens)
    out.append("</g>")
    return out


def cell(lot: str) -> tuple[int, int]:
    """A lot's column and row, both from 0: ``"C7"`` → ``(2, 6)``."""
    return COLUMNS.index(lot[0]), int(lot[1:]) - 1


def corner(col: int, row: int) -> tuple[int, int]:
    return BOARD_X + col * CELL, BOARD_Y + row * CELL


def _lots(side: int) -> list[str]:
    out = []
    for row in range(ROWS):
        for col in range(len(COLUMNS)):
            x, y = corner(col, row)
            inside = col < side and row < side
            out.append(
                f'<rect class="lot {"in-play" if inside else "out-of-play"}" data-lot="{COLUMNS[col]}{row + 1}" '
                f'x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{IN_PLAY if inside else OUT_OF_PLAY}" '
                'stroke="#b9ae98" stroke-width="0.6"/>'
            )
    out.append(
        f'<rect class="play-area" data-side="{side}" x="{BOARD_X}" y="{BOARD_Y}" width="{side * CELL}" '
        f'height="{side * CELL}" fill="none" stroke="#5b4636" stroke-width="3"/>'
    )
    out.append(
        f'<rect x="{BOARD_X}" y="{BOARD_Y}" width="{BOARD_SIDE}" height="{BOARD_SIDE}" fill="none" '
        'stroke="#5b4636" stroke-width="1"/>'
    )
    for i, letter in enumerate(COLUMNS):
        out.append(text(BOARD_X + i * CELL + CELL // 2, BOARD_Y - 8, letter, 13, ' text-anchor="middle"'))
    for row in range(ROWS):
        out.append(text(BOARD_X - 8, BOARD_Y + row * CELL + CELL // 2 + 5, str(row + 1), 13, ' text-anchor="end"'))
    return out


def _lot_names() -> list[str]:
    """Each lot's name in its top left corner, over the buildings."""
    return [
        text(x + 3, y + 10, f"{COLUMNS[col]}{row + 1}", 8, ' class="lot-name" fill="#6b6b6b"')
        for row in range(ROWS)
        for col in range(len(COLUMNS))
        for x, y in [corner(col, row)]
    ]


def _shape(cells: list[tuple[int, int]], fill: str, band: str) -> list[str]:
    """Cells filled as one shape: no inner lines, a band of ``band`` inside its outer edge
    (corner squares fill the band's inner corners) and a thin black outline."""
    inside = set(cells)
    out, edges = [], []
    for col, row in cells:
        x, y = corner(col, row)
        out.append(f'<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{fill}"/>')
    for col, row in cells:
        x, y = corner(col, row)
        strips = []
        if (col, row - 1) not in inside:
            strips.append((x, y, CELL, BAND))
            edges.append(f"M{x} {y}H{x + CELL}")
        if (col, row + 1) not in inside:
            strips.append((x, y + CELL - BAND, CELL, BAND))
            edges.append(f"M{x} {y + CELL}H{x + CELL}")
        if (col - 1, row) not in inside:
            strips.append((x, y, BAND, CELL))
            edges.append(f"M{x} {y}V{y + CELL}")
        if (col + 1, row) not in inside:
            strips.append((x + CELL - BAND, y, BAND, CELL))
            edges.append(f"M{x + CELL} {y}V{y + CELL}")
        for dx in (-1, 1):
            for dy in (-1, 1):
                if (col + dx, row) in inside and (col, row + dy) in inside and (col + dx, row + dy) not in inside:
                    strips.append((x if dx < 0 else x + CELL - BAND, y if dy < 0 else y + CELL - BAND, BAND, BAND))
        out += [f'<rect x="{sx}" y="{sy}" width="{w}" height="{h}" fill="{band}"/>' for sx, sy, w, h in strips]
    out.append(f'<path class="edge" d="{"".join(edges)}" fill="none" stroke="#000000" stroke-width="1.5"/>')
    return out


def _runs(cells: list[tuple[int, int]]) -> tuple[list[tuple[int, int]], bool]:
    """The longest straight run of cells (rows preferred) and whether it is vertical."""
    inside = set(cells)
    best: list[tuple[int, int]] = []
    vertical = False
    for is_vertical in (False, True):
        for col, row in sorted(cells, key=lambda c: (c[1], c[0])):
            step = (0, 1) if is_vertical else (1, 0)
            if (col - step[0], row - step[1]) in inside:
                continue  # not the start of a run
            run = [(col, row)]
            while (run[-1][0] + step[0], run[-1][1] + step[1]) in inside:
                run.append((run[-1][0] + step[0], run[-1][1] + step[1]))
            if len(run) > len(best):
                best, vertical = run, is_vertical
    return best, vertical


def label_lines(name: str, chars: int) -> list[str]:
    """A building's name on one or two lines of at most ``chars`` characters: whole, split,
    with its long words shortened ("Resplendent" → "Resp."), or cut."""
    name = name.split(" (")[0]
    words = name.split()
    short = [w if len(w) <= 5 else w[:4] + "." for w in words]
    for candidate in (words, short):
        if len(" ".join(candidate)) <= chars:
            return [" ".join(candidate)]
        for split in sorted(range(1, len(candidate)), key=lambda i: abs(2 * i - len(candidate))):
            top, bottom = " ".join(candidate[:split]), " ".join(candidate[split:])
            if len(top) <= chars and len(bottom) <= chars:
                return [top, bottom]
    return [" ".join(short)[: max(chars - 1, 1)] + "."]


def _label(cells: list[tuple[int, int]], name: str, colour: str = "#000000") -> list[str]:
    """The name along the building's longest run (turned for a vertical one)."""
    run, vertical = _runs(cells)
    size = 9 if len(run) == 1 else 10  # a one-lot building's name in smaller type
    lines = label_lines(name, (len(run) * CELL - 12) * 10 // (6 * size))
    first, last = corner(*run[0]), corner(*run[-1])
    cx, cy = (first[0] + last[0] + CELL) // 2, (first[1] + last[1] + CELL) // 2
    if vertical:
        cx -= 6  # clear of the badge
    else:
        cy += 6
    out = []
    for i, line in enumerate(lines):
        offset = 11 * i - 11 * (len(lines) - 1) // 2 + 4
        turn = f' transform="rotate(-90 {cx} {cy})"' if vertical else ""
        out.append(
            text(
                cx,
                cy + offset,
                line,
                size,
                f' class="label" font-weight="bold" text-anchor="middle" fill="{colour}"{HALO}{turn}',
            )
        )
    return out


def _building(b: dict[str, Any], names: Names) -> list[str]:
    kind, owner, lots = b["kind"], b["owner"], b["lots"]
    cells = [cell(lot) for lot in lots]
    monument = kind in names.monument
    kind_type = names.type.get(kind, "civic")
    what = f"{names.kind(kind)} ({'Monument, ' if monument else ''}{kind_type}), seat {owner}: {', '.join(lots)}"
    out = [
        f'<g class="building{" monument" if monument else ""}" data-kind="{attr(kind)}" data-type="{kind_type}" '
        f'data-owner="{owner}" data-lots="{attr(" ".join(lots))}">',
        f"<title>{escape(what)}</title>",
        *_shape(cells, MONUMENT_FILL if monument else TYPE_FILLS.get(kind_type, "#eeeeee"), seat_colour(owner)),
        *_label(cells, names.kind(kind)),
    ]
    col, row = min(cells, key=lambda c: (c[1], c[0]))
    x, y = corner(col, row)
    out += [badge(x + CELL - 13, y + 13, owner, 7), "</g>"]
    return out


def _token(t: dict[str, Any]) -> list[str]:
    """A Will of the Consul token: grey, its type and size in its label."""
    cells = [cell(lot) for lot in t["lots"]]
    what = f"the Consul's {t['type']} token {t['token']} (size {t['size']}): {', '.join(t['lots'])}"
    return [
        f'<g class="consul-token" data-token="{attr(t["token"])}" data-type="{attr(t["type"])}" '
        f'data-lots="{attr(" ".join(t["lots"]))}">',
        f"<title>{escape(what)}</title>",
        *_shape(cells, CONSUL_FILL, NEUTRAL_COLOUR),
        *_label(cells, f"Consul {t['type'][:3]}."),
        "</g>",
    ]


def _markers(view: dict[str, Any], tokens: list[dict[str, Any]]) -> list[str]:
    """A lot marker on each owned lot no building or Consul token covers."""
    covered = {lot for b in view["buildings"] for lot in b["lots"]} | {lot for t in tokens for lot in t["lots"]}
    owners: list[tuple[str, int | None]] = [
        (lot, seat) for seat, p in enumerate(view["players"]) for lot in p["deeds"] if lot not in covered
    ]
    if view["consul"]:
        owners += [(lot, None) for lot in view["consul"]["deeds"] if lot not in covered]
    out = []
    for lot, seat in owners:
        x, y = corner(*cell(lot))
        owner = "consul" if seat is None else str(seat)
        out.append(f'<g class="lot-marker" data-lot="{lot}" data-owner="{owner}">')
        out.append(f"<title>{'the Consul' if seat is None else f'seat {seat}'}'s lot {lot}</title>")
        out += [badge(x + CELL // 2, y + CELL // 2 + 3, seat, 13, "marker"), "</g>"]
    return out
