"""The map of a view (``render.py``): the revealed rooms' hexes, their walls, doors and
overlays, and every figure on them with its hit points and conditions."""

from __future__ import annotations

from typing import Any

from . import hexes as hx
from . import scenarios
from .render import (
    CONDITION_LETTERS,
    ELITE_COLOUR,
    HEX_W,
    RADIUS,
    ROW_H,
    attr,
    num,
    text,
)
from .render_figures import figures
from .scenarios import Scenario

Hex = tuple[int, int]
PAD = 12
FLOOR, MAP_BACKGROUND, WALL = "#ece4d2", "#3a3430", "#1b1714"
#: Corner ``d`` of a hexagon in units of (HEX_W / 2, RADIUS / 2) from its centre; edge ``d``
#: (towards ``hexes.DIRECTIONS[d]``) joins corners ``d`` and ``d + 1`` (as in ``sight.py``).
CORNERS = ((1, 1), (1, -1), (0, -2), (-1, -1), (-1, 1), (0, 2))
#: Overlay types (``scenarios.OVERLAY_TYPES`` in play) and how the legend names and colours them.
TOKEN_STYLE = {
    "corridor": ("corridor", "#c5cdd3"),
    "pressure-plate": ("pressure plate", "#90a4ae"),
    "difficult": ("difficult terrain", "#9ccc65"),
    "hazardous": ("hazardous terrain", "#ff8a50"),
    "obstacle": ("obstacle", "#6d5d4b"),
    "trap": ("trap", "#c62828"),
    "coin": ("coin", "#fbc02d"),
    "treasure": ("treasure", "#8d6e63"),
    "start": ("starting hex", "#ffffff"),
}
TERRAIN = ("difficult", "hazardous")  # drawn as the hex's colour, under everything else


class MapPicture:
    """The revealed map of ``view`` laid out: its size and each hex's centre."""

    def __init__(self, view: dict[str, Any], scenario: Scenario) -> None:
        self.view = view
        self.scenario = scenario
        self.rooms = set(view["rooms"])
        self.cells: list[Hex] = sorted(scenario.open_hexes(sorted(self.rooms)))
        xs = [HEX_W * (q + r / 2) for q, r in self.cells] or [0.0]
        ys = [ROW_H * r for _, r in self.cells] or [0.0]
        self.x_min, self.y_min = min(xs), min(ys)
        self.width = round(max(xs) - self.x_min + HEX_W + 2 * PAD)
        self.height = round(max(ys) - self.y_min + 2 * RADIUS + 2 * PAD)
        self.left, self.top = 0.0, 0.0

    def centre(self, h: Any) -> tuple[float, float]:
        q, r = int(h[0]), int(h[1])
        return (
            self.left + PAD + HEX_W / 2 + HEX_W * (q + r / 2) - self.x_min,
            self.top + PAD + RADIUS + ROW_H * r - self.y_min,
        )

    def corner(self, h: Hex, d: int, scale: float = 1.0) -> tuple[float, float]:
        cx, cy = self.centre(h)
        fx, fy = CORNERS[d % 6]
        return cx + fx * HEX_W / 2 * scale, cy + fy * RADIUS / 2 * scale

    def points(self, h: Hex, scale: float = 1.0) -> str:
        return " ".join(f"{num(x)},{num(y)}" for x, y in (self.corner(h, d, scale) for d in range(6)))

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, left: int, top: int) -> tuple[list[str], int]:
        """The map's SVG elements with its top-left corner at (``left``, ``top``), and its height."""
        self.left, self.top = float(left), float(top)
        out = [
            f'<g class="map" data-scenario="{self.scenario.number}" '
            f'data-rooms="{attr(" ".join(map(str, sorted(self.rooms))))}">',
            f'<rect class="map-background" x="{left}" y="{top}" width="{self.width}" height="{self.height}" '
            f'rx="8" fill="{MAP_BACKGROUND}"/>',
        ]
        terrain = {tuple(t["hex"]): t for t in self.view["overlays"] if t["type"] in TERRAIN}
        for h in self.cells:
            fill = TOKEN_STYLE[terrain[h]["type"]][1] if h in terrain else FLOOR
            out.append(
                f'<polygon class="hex" data-q="{h[0]}" data-r="{h[1]}" points="{self.points(h)}" fill="{fill}" '
                'stroke="#9a8f7c" stroke-width="1"/>'
            )
        out += self._scenario_overlays()
        out += [line for t in self.view["overlays"] for line in self._token(t, before_figures=True)]
        out += self._walls()
        out += self._doors()
        out += figures(self)
        out += [line for t in self.view["overlays"] for line in self._token(t, before_figures=False)]
        out.append("</g>")
        return out, self.height

    def _scenario_overlays(self) -> list[str]:
        """Corridors and pressure plates of the revealed rooms (fixed parts of the map), and the
        starting hexes while the characters are placed."""
        out = []
        cells = set(self.cells)
        for o in self.scenario.overlays:
            if o.room not in self.rooms or o.type not in ("corridor", "start"):
                continue
            if o.type == "start" and self.view["phase"] != "setup":
                continue
            style = "pressure-plate" if o.kind == "pressure-plate" else o.type
            name, colour = TOKEN_STYLE[style]
            for h in (h for h in o.hexes if h in cells):
                cx, cy = self.centre(h)
                if style == "pressure-plate":
                    shape = (
                        f'<rect x="{num(cx - 9)}" y="{num(cy - 9)}" width="18" height="18" rx="3" fill="{colour}" '
                        'stroke="#455a64" stroke-width="1.5"/>'
                    )
                elif style == "start":
                    shape = f'<polygon points="{self.points(h, 0.8)}" fill="none" stroke="#2e7d32" stroke-width="2"/>'
                else:
                    shape = f'<polygon points="{self.points(h, 0.97)}" fill="{colour}" stroke="none"/>'
                out.append(
                    f'<g class="overlay {style}" data-type="{style}" data-q="{h[0]}" data-r="{h[1]}">'
                    f"<title>{attr(name)}{f' ({attr(o.kind)})' if o.kind else ''}</title>{shape}</g>"
                )
        return out

    def _token(self, token: dict[str, Any], before_figures: bool) -> list[str]:
        """A token of the view's overlays; coins and treasure are drawn over the figures, at a
        side of their hex, so a monster standing on a coin leaves it visible."""
        kind = token["type"]
        if (kind in ("coin", "treasure")) == before_figures:
            return []
        h = (int(token["hex"][0]), int(token["hex"][1]))
        cx, cy = self.centre(h)
        name, colour = TOKEN_STYLE.get(kind, (kind, "#9e9e9e"))
        words = name + (f" ({token['kind']})" if token.get("kind") else "")
        if kind == "trap":
            effects = ([f"{token['damage']} damage"] if token.get("damage") not in (None, False, True) else []) + list(
                token.get("conditions", [])
            )
            words += f": {', '.join(effects)}" if effects else ""
        if "amount" in token:
            words += f" x{token['amount']}"
        if "id" in token:
            words += f" #{token['id']}"
        if kind in TERRAIN:
            shape = ""  # the hex's colour
        elif kind == "obstacle":
            shape = f'<polygon points="{self.points(h, 0.72)}" fill="{colour}" stroke="#3e342a" stroke-width="1.5"/>'
        elif kind == "trap":
            shape = (
                f'<path d="M{num(cx)} {num(cy - 13)}L{num(cx + 13)} {num(cy + 10)}H{num(cx - 13)}Z" fill="{colour}" '
                f'stroke="#5d0f0f" stroke-width="1.5"/>'
            )
        elif kind == "coin":
            x, y = cx + 15, cy
            shape = (
                f'<circle cx="{num(x)}" cy="{num(y)}" r="7" fill="{colour}" stroke="#7a5c00" stroke-width="1.5"/>'
                + text(x, y + 3.5, str(token.get("amount", 1)), 9, ' text-anchor="middle" font-weight="bold"')
            )
        elif kind == "treasure":
            x, y = cx - 14, cy
            shape = (
                f'<rect x="{num(x - 8)}" y="{num(y - 6)}" width="16" height="12" rx="2" fill="{colour}" '
                f'stroke="#3e2723" stroke-width="1.5"/>'
                + text(x, y + 3.5, str(token.get("id", "T"))[:2], 8, ' text-anchor="middle" fill="#ffffff"')
            )
        else:  # an overlay type this picture has no shape for: its initial
            shape = f'<circle cx="{num(cx)}" cy="{num(cy)}" r="9" fill="{colour}"/>' + text(
                cx, cy + 4, kind[:1].upper(), 10, ' text-anchor="middle"'
            )
        return [
            f'<g class="overlay {attr(kind)}" data-type="{attr(kind)}" data-q="{h[0]}" data-r="{h[1]}">'
            f"<title>{attr(words)}</title>{shape}</g>"
        ]

    def _walls(self) -> list[str]:
        """The map's edge (every side towards a hex off the revealed map) and the thin walls."""
        cells = set(self.cells)
        edge = []
        for h in self.cells:
            for d, n in enumerate(hx.neighbours(h)):
                if n not in cells:
                    (x1, y1), (x2, y2) = self.corner(h, d), self.corner(h, d + 1)
                    edge.append(f"M{num(x1)} {num(y1)}L{num(x2)} {num(y2)}")
        out = []
        if edge:
            out.append(
                f'<path class="wall-edge" d="{"".join(edge)}" fill="none" stroke="{WALL}" stroke-width="4" '
                'stroke-linecap="round"/>'
            )
        for a, b in self.scenario.thin_walls:
            side = hx.direction(a, b)
            if a in cells and b in cells and side is not None:
                (x1, y1), (x2, y2) = self.corner(a, side), self.corner(a, side + 1)
                out.append(
                    f'<path class="thin-wall" data-between="{a[0]},{a[1]} {b[0]},{b[1]}" '
                    f'd="M{num(x1)} {num(y1)}L{num(x2)} {num(y2)}" stroke="{WALL}" stroke-width="5" '
                    'stroke-linecap="round"/>'
                )
        return out

    def _doors(self) -> list[str]:
        """Every door touching a revealed room: closed while a room behind it is hidden."""
        out = []
        for door in self.scenario.doors:
            revealed = [r for r in door.rooms if r in self.rooms]
            if not revealed:
                continue
            state = "open" if len(revealed) == len(door.rooms) else "closed"
            cx, cy = self.centre(door.hex)
            if door.kind == scenarios.CORRIDOR:  # an open passage between two tiles
                shape = f'<polygon points="{self.points(door.hex, 0.97)}" fill="{TOKEN_STYLE["corridor"][1]}"/>'
            elif state == "closed":
                shape = (
                    f'<rect x="{num(cx - 15)}" y="{num(cy - 8)}" width="30" height="16" rx="2" fill="#5d4037" '
                    'stroke="#1b0f0a" stroke-width="2"/>'
                    f'<path d="M{num(cx)} {num(cy - 8)}V{num(cy + 8)}" stroke="#d7ccc8" stroke-width="1.5"/>'
                )
            else:
                shape = (
                    f'<rect x="{num(cx - 15)}" y="{num(cy - 8)}" width="30" height="16" rx="2" fill="none" '
                    'stroke="#5d4037" stroke-width="2" stroke-dasharray="4 3"/>'
                )
            out.append(
                f'<g class="door {state}" data-q="{door.hex[0]}" data-r="{door.hex[1]}" data-kind="{attr(door.kind)}" '
                f'data-state="{state}"><title>{state} {attr(door.kind.replace("-", " "))} door</title>{shape}</g>'
            )
        return out

    # --- legend -----------------------------------------------------------------------------
    def legend(self, left: int, top: int) -> tuple[list[str], int]:
        """Swatches of the overlays, doors and figures, and the condition letters."""
        items: list[tuple[str, str]] = [
            ("floor", f'<rect width="14" height="14" fill="{FLOOR}" stroke="#9a8f7c"/>'),
            *(
                (name, f'<rect width="14" height="14" fill="{colour}" stroke="#555555"/>')
                for key, (name, colour) in TOKEN_STYLE.items()
                if key != "start"
            ),
            ("closed door", '<rect y="3" width="14" height="8" fill="#5d4037" stroke="#1b0f0a"/>'),
            (
                "open door",
                '<rect y="3" width="14" height="8" fill="none" stroke="#5d4037" stroke-dasharray="3 2"/>',
            ),
            ("wall", f'<path d="M0 7H14" stroke="{WALL}" stroke-width="4"/>'),
            ("monster", '<circle cx="7" cy="7" r="6" fill="#f4f4f4" stroke="#333333" stroke-width="1.5"/>'),
            (
                "elite monster",
                f'<circle cx="7" cy="7" r="6" fill="#fff6d6" stroke="{ELITE_COLOUR}" stroke-width="2.5"/>',
            ),
            (
                "summon",
                '<circle cx="7" cy="7" r="6" fill="#dddddd" stroke="#222222" stroke-width="1.5" '
                'stroke-dasharray="3 1"/>',
            ),
        ]
        width = max(self.width, 520)
        per_row = max(1, width // 130)
        out = ['<g class="legend">']
        for n, (name, swatch) in enumerate(items):
            x, y = left + 130 * (n % per_row), top + 20 * (n // per_row)
            out.append(
                f'<g class="legend-item" transform="translate({x} {y})">{swatch}' + text(19, 11, name, 10) + "</g>"
            )
        y = top + 20 * ((len(items) - 1) // per_row + 1) + 12
        letters = ", ".join(f"{letter} {name}" for name, letter in CONDITION_LETTERS.items())
        out.append(text(left, y, f"conditions: {letters}", 10, ' class="condition-legend"'))
        out.append("</g>")
        return out, y - top + 4
