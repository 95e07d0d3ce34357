"""Small maps for the Gloomhaven tests, drawn as text.

Row ``r`` of the drawing is axial row ``r`` (first line r = 0), its tokens are q = 0, 1, ...
Indenting each row one more space than the previous one shows the hexes as they touch:
(+1, 0) is to the right, (0, +1) down-right, (-1, +1) down-left.

Tokens: ``.`` hex, ``#`` no hex (wall), ``O`` obstacle, ``T`` trap, ``H`` hazardous,
``D`` difficult, ``A`` the active monster, ``M`` another monster (M1, M2, ...), ``1``-``9``
characters C1-C9 (initiative 10 x the digit unless given).
"""

from __future__ import annotations


def parse(drawing: str, initiatives: dict[str, int | None] | None = None) -> tuple[dict, list[dict]]:
    """(map, figures) of a drawing."""
    game_map = {"hexes": [], "thin_walls": [], "obstacles": [], "traps": [], "hazardous": [], "difficult": []}
    figures = []
    monsters = 0
    lines = [line for line in drawing.strip("\n").splitlines() if line.strip()]
    for r, line in enumerate(lines):
        for q, token in enumerate(line.split()):
            h = [q, r]
            if token == "#":
                continue
            game_map["hexes"].append(h)
            kind = {"O": "obstacles", "T": "traps", "H": "hazardous", "D": "difficult"}.get(token)
            if kind:
                game_map[kind].append(h)
            elif token == "A":
                figures.append({"id": "A", "side": "monster", "hex": h})
            elif token == "M":
                monsters += 1
                figures.append({"id": f"M{monsters}", "side": "monster", "hex": h})
            elif token.isdigit():
                fid = f"C{token}"
                init = (initiatives or {}).get(fid, 10 * int(token))
                figure = {"id": fid, "side": "character", "hex": h}
                if init is not None:
                    figure["initiative"] = init
                figures.append(figure)
            elif token != ".":
                raise ValueError(f"unknown map token {token!r}")
    return game_map, figures


def request(drawing: str, walls=(), initiatives=None, **ability) -> dict:
    """A monster-moves request for the drawing; ``ability`` overrides the defaults
    (move 2, melee, one target)."""
    game_map, figures = parse(drawing, initiatives)
    game_map["thin_walls"] = [[list(a), list(b)] for a, b in walls]
    full = {"move": 2, "range": 0, "target": 1, "flying": False, "jump": False, "muddled": False}
    full.update(ability)
    return {"map": game_map, "figures": figures, "active": "A", "ability": full}


def options(result: dict) -> set[tuple[tuple[int, int], tuple[tuple[int, int], ...]]]:
    """The options of a response as a set of (destination, sorted targets)."""
    return {(tuple(o["destination"]), tuple(sorted(tuple(t) for t in o["targets"]))) for o in result["options"]}


def parallelogram(width: int, height: int, q0: int = 0, r0: int = 0) -> list[tuple[int, int]]:
    return [(q, r) for q in range(q0, q0 + width) for r in range(r0, r0 + height)]


def tied_ring_request() -> dict:
    """A monster with Target 10 and range 3 amid 18 characters with no initiative, all at
    range 3: the tied target groups number in the tens of thousands (too many to list)."""
    ring = [(3, 0), (3, -1), (3, -2), (3, -3), (2, -3), (1, -3), (0, -3), (-1, -2), (-2, -1),
            (-3, 0), (-3, 1), (-3, 2), (-3, 3), (-2, 3), (-1, 3), (0, 3), (1, 2), (2, 1)]  # fmt: skip
    return {
        "map": {"hexes": [[q, r] for q in range(-6, 7) for r in range(-6, 7)]},
        "figures": [{"id": "A", "side": "monster", "hex": [0, 0]}]
        + [{"id": f"C{k}", "side": "character", "hex": list(h)} for k, h in enumerate(ring)],
        "active": "A",
        "ability": {"move": 0, "range": 3, "target": 10},
    }
