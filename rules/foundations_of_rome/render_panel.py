"""The side of a game in progress (``render.py``): the Deed board with its six slots, the Era
and its decks, whose turn it is, a block per player (and the Consul's), and under the City
board a legend, the Monument pool and the Public Objectives."""

from __future__ import annotations

from typing import Any

from .render import (
    CONSUL_FILL,
    LINE,
    MARGIN,
    MONUMENT_FILL,
    TYPE_FILLS,
    WIDTH,
    Names,
    attr,
    badge,
    fit,
    listing,
    seat_colour,
    text,
)
from .render_board import BOARD_SIDE, BOARD_Y, label_lines

PANEL_X = 640
PANEL_W = WIDTH - PANEL_X - MARGIN
SLOT_W, SLOT_H, SLOT_GAP = 92, 80, 6
BLOCK_LINES = 6  # lines of a player's block (the same for every player: a stable picture)
CHARS = 100  # characters of 11px text across the panel
ERAS = ("I", "II", "III")


def deed_board(view: dict[str, Any], names: Names) -> list[str]:
    """The six slots of the Deed board, the Era decks, whose turn it is and any pending offer."""
    out = ['<g class="deed-board">', text(PANEL_X, 30, "Deed board", 14, ' font-weight="bold"')]
    top = 42
    for slot in range(len(names.deed_prices)):
        x = PANEL_X + slot * (SLOT_W + SLOT_GAP)
        card = view["deeds_for_sale"][slot] if slot < len(view["deeds_for_sale"]) else None
        out += _slot(x, top, slot, card, names)
    y = top + SLOT_H + 20
    decks = " · ".join(f"{ERAS[i]} {n}" for i, n in enumerate(view["era_decks"]))
    era = f"Era {view['era']} of 3 · cards left in the Era decks: {decks}"
    if view["phase"] == "final_turn":
        era += f" · final turns left {view['final_turns_left']}"
    out.append(text(PANEL_X, y, era, 12, ' class="era"'))
    y += LINE + 2
    out.append(text(PANEL_X, y, fit(_status(view), CHARS), 12, ' class="status" font-weight="bold"'))
    y += LINE
    extra = _this_turn(view) or _trade(view)
    if extra:
        out.append(text(PANEL_X, y, fit(extra, CHARS), 11, ' class="offer"'))
    out.append("</g>")
    return out


def _slot(x: int, y: int, slot: int, card: dict[str, Any] | None, names: Names) -> list[str]:
    if card is None:
        return [
            f'<g class="deed-slot empty" data-slot="{slot}">'
            f'<rect x="{x}" y="{y}" width="{SLOT_W}" height="{SLOT_H}" rx="5" fill="#f4f4f4" stroke="#9a9a9a" '
            'stroke-dasharray="4 3"/>',
            text(x + SLOT_W // 2, y + SLOT_H // 2 + 4, "empty", 11, ' text-anchor="middle" fill="#8a8a8a"'),
            "</g>",
        ]
    invocation = "invocation" in card
    what = card["invocation"] if invocation else card["deed"]
    out = [
        f'<g class="deed-slot" data-slot="{slot}" data-{"invocation" if invocation else "deed"}="{attr(what)}" '
        f'data-price="{card["price"]}">',
        f'<rect x="{x}" y="{y}" width="{SLOT_W}" height="{SLOT_H}" rx="5" '
        f'fill="{"#efe7f6" if invocation else "#fffaf0"}" stroke="#8b7355" stroke-width="1.5"/>',
        f'<circle cx="{x + 14}" cy="{y + 14}" r="10" fill="#d9d9d9" stroke="#6e6e6e"/>',
        text(x + 14, y + 18, str(card["price"]), 11, ' class="price" font-weight="bold" text-anchor="middle"'),
        text(x + 28, y + 18, "silver", 9, ' fill="#555555"'),
    ]
    if invocation:
        out.append(text(x + SLOT_W // 2, y + 40, "Invocation", 9, ' font-style="italic" text-anchor="middle"'))
        for i, line in enumerate(label_lines(names.card(what), 14)):
            out.append(text(x + SLOT_W // 2, y + 55 + 12 * i, line, 10, ' font-weight="bold" text-anchor="middle"'))
    else:
        out.append(text(x + SLOT_W // 2, y + 58, what, 24, ' class="deed" font-weight="bold" text-anchor="middle"'))
    out.append("</g>")
    return out


def _status(view: dict[str, Any]) -> str:
    if view["phase"] == "game_over":
        return "Game over"
    current, decision = view["current"], view["decision"]
    who = "everyone" if current is None else f"seat {current}" + (" (you)" if current == view["viewer"] else "")
    if decision is None:
        return f"Phase: {view['phase'].replace('_', ' ')}"
    return f"To play: {who} · awaiting: {decision.replace('_', ' ')}"


def _this_turn(view: dict[str, Any]) -> str:
    bonus = view["this_turn"]
    if not bonus:
        return ""
    parts = [f"{key.replace('_', ' ')} {value}" for key, value in sorted(bonus.items())]
    return "This turn (Invocations): " + ", ".join(parts)


def _trade(view: dict[str, Any]) -> str:
    offer = view["trade"]
    if not offer:
        return ""
    return f"Trade offer from seat {offer['from']}: gives {_bundle(offer['give'])} for {_bundle(offer['take'])}"


def _bundle(bundle: dict[str, Any]) -> str:
    parts = [*bundle["lots"]]
    if bundle["silver"]:
        parts.append(f"{bundle['silver']} silver")
    parts += [f"{n} {side} favor{'s' if n > 1 else ''}" for side, n in sorted(bundle["favors"].items()) if n]
    if bundle["invocations"]:
        parts.append(f"{len(bundle['invocations'])} Invocation(s)")
    return ", ".join(parts) or "nothing"


# --- the players -----------------------------------------------------------------------
def players(view: dict[str, Any], names: Names) -> list[str]:
    """A block per player, then the Consul's (Will of the Consul)."""
    out, y = ['<g class="players">'], 214
    for seat, player in enumerate(view["players"]):
        out += _player(seat, player, view, names, y)
        y += BLOCK_LINES * LINE + 14
    if view["consul"]:
        out += _consul(view["consul"], y)
    out.append("</g>")
    return out


def _player(seat: int, player: dict[str, Any], view: dict[str, Any], names: Names, y: int) -> list[str]:
    opts = view["options"]
    current = view["current"] == seat and view["phase"] != "game_over"
    tags = [t for t, on in (("you", view["viewer"] == seat), ("to play", current)) if on]
    colour = seat_colour(seat)
    out = [
        f'<g class="player" data-seat="{seat}">',
        f'<rect class="seat-colour" data-seat="{seat}" x="{PANEL_X - 6}" y="{y - 14}" width="{PANEL_W + 6}" '
        f'height="{BLOCK_LINES * LINE + 6}" rx="6" fill="{colour}" fill-opacity="0.10" stroke="{colour}" '
        f'stroke-width="{3 if current else 1}"/>',
        badge(PANEL_X + 6, y - 4, seat, 8),
        text(PANEL_X + 20, y, f"Seat {seat}" + (f" ({', '.join(tags)})" if tags else ""), 13, ' font-weight="bold"'),
        text(PANEL_X + PANEL_W - 8, y, f"{player['vp']} VP", 13, ' class="vp" font-weight="bold" text-anchor="end"'),
    ]
    lines = [
        (
            f"silver {player['silver']} · VP {player['vp']} · population {player['population']} · "
            f"commercial silver {player['commercial_silver']}",
            "tally",
        ),
        (_markers(player, opts), "markers"),
        (_cards(seat, player, view, names), "cards"),
        (_choosing(seat, view, names), "hand"),
        (_secrets(seat, player, view, names), "secret"),
    ]
    row = y
    for words, cls in lines:
        if words:
            row += LINE
            out.append(text(PANEL_X + 20, row, fit(words, CHARS - 4), 11, f' class="{cls}"'))
    out.append("</g>")
    return out


def _markers(player: dict[str, Any], opts: dict[str, Any]) -> str:
    words = f"lot markers: {player['lot_markers_in_tray']} in tray, {player['lot_markers_on_board']} on the board"
    if opts["monuments"]:
        words += f" · Monument markers: {player['monument_markers_in_tray']}"
    favors = player["favors"]
    if opts["stealing"] or opts["trading"] or favors["unspent"] or favors["spent"]:
        words += f" · favors: {favors['unspent']} unspent, {favors['spent']} spent"
    return words


def _cards(seat: int, player: dict[str, Any], view: dict[str, Any], names: Names) -> str:
    """The public cards: the role once revealed, the Invocations (face-down ones by count)."""
    parts = []
    role = view["roles"][seat] if seat < len(view["roles"]) else None
    if role is not None:
        parts.append(f"role: {names.card(role)}")
    elif view["options"]["roles"]:
        parts.append("role: not revealed")
    held = player["invocations"]
    if view["options"]["invocations"] or held["unused_count"] or held["ongoing"] or held["used"]:
        parts.append(f"Invocations: {held['unused_count']} face down")
        ongoing, used = [names.card(c) for c in held["ongoing"]], [names.card(c) for c in held["used"]]
        room = CHARS - 4 - len(" · ".join(parts))
        if ongoing:  # leaves the used ones at least their count ("used +3 more")
            parts.append("ongoing " + listing(ongoing, room - 11 - (16 if used else 0)))
            room = CHARS - 4 - len(" · ".join(parts))
        if used:
            parts.append("used " + listing(used, room - 8))
    return " · ".join(parts)


def _choosing(seat: int, view: dict[str, Any], names: Names) -> str:
    """The draft or the keeping of a card: the viewer's own hand, the others' progress."""
    own = view["viewer"] == seat
    draft, keep = view["draft"], view["keep"]
    if draft is not None:
        state = "has chosen" if draft["chosen"][seat] else "choosing"
        words = f"draft: {state} ({draft['hand_sizes'][seat]} cards)"
        if own and draft["hand"] is not None:
            words += " · your hand: " + " ".join(draft["hand"])
            if draft["own_choice"] is not None:
                words += f" · your choice: {draft['own_choice']}"
        return words
    if keep is not None:
        family = "a Player Role" if keep["family"] == "roles" else "a Hidden Objective"
        state = "has chosen" if keep["chosen"][seat] else "choosing"
        words = f"keeping {family}: {state}"
        if own and keep["hand"] is not None:
            words += " · your cards: " + ", ".join(names.card(c) for c in keep["hand"])
            if keep["own_choice"] is not None:
                words += f" · kept: {names.card(keep['own_choice'])}"
        return words
    return ""


def _secrets(seat: int, player: dict[str, Any], view: dict[str, Any], names: Names) -> str:
    """What the view shows of a seat's hidden cards: the viewer's own (everyone's once the
    game is over)."""
    kept = view["objectives"]["kept"]
    parts = []
    if seat < len(kept) and kept[seat] is not None:
        parts.append(f"Hidden Objective: {names.card(kept[seat])}")
    unused = player["invocations"]["unused"]
    if unused:
        parts.append("unused Invocations: " + listing([names.card(c) for c in unused], 50))
    return " · ".join(parts)


def _consul(consul: dict[str, Any], y: int) -> list[str]:
    controller = "nobody" if consul["controller"] is None else f"seat {consul['controller']}"
    piles = ", ".join(str(n) for n in consul["piles"])
    lines = [
        f"VP {consul['vp']} · population {consul['population']} · commercial silver {consul['commercial_silver']}"
        f" · minimum deed price {consul['minimum_deed_price']}",
        f"card {consul['card']} · controlled by {controller} · token piles by size: {piles} · "
        f"lots {len(consul['deeds'])} · forgone {len(consul['forgone'])}",
    ]
    out = [
        '<g class="consul">',
        f'<rect x="{PANEL_X - 6}" y="{y - 14}" width="{PANEL_W + 6}" height="{3 * LINE + 6}" rx="6" '
        f'fill="{CONSUL_FILL}" fill-opacity="0.3" stroke="#7a7a7a"/>',
        badge(PANEL_X + 6, y - 4, None, 8),
        text(PANEL_X + 20, y, f"Will of the Consul ({consul['difficulty']})", 13, ' font-weight="bold"'),
    ]
    out += [text(PANEL_X + 20, y + LINE * (i + 1), fit(words, CHARS - 4)) for i, words in enumerate(lines)]
    out.append("</g>")
    return out


# --- under the board -------------------------------------------------------------------
def pools(view: dict[str, Any], names: Names) -> list[str]:
    """The legend, the Monument pool (option monuments) and the Public Objectives."""
    y = BOARD_Y + BOARD_SIDE + 24
    out = ['<g class="legend">']
    keys = [
        ("residential", TYPE_FILLS["residential"]),
        ("commercial", TYPE_FILLS["commercial"]),
        ("civic", TYPE_FILLS["civic"]),
        ("Monument (any type)", MONUMENT_FILL),
        ("Consul token", CONSUL_FILL),
    ]
    x = MARGIN
    for words, fill in keys:
        out.append(
            f'<rect x="{x}" y="{y - 10}" width="12" height="12" fill="{fill}" stroke="#000000" stroke-width="0.5"/>'
        )
        out.append(text(x + 16, y, words, 10))
        x += 16 + 6 * len(words) + 14
    y += LINE
    out += [
        f'<rect x="{MARGIN}" y="{y - 10}" width="12" height="12" fill="#d6d6d6" stroke="#000000" stroke-width="0.5"/>',
        text(MARGIN + 16, y, "outside the play area", 10),
        badge(MARGIN + 160, y - 4, 0, 6, "legend-marker"),
        text(MARGIN + 170, y, "a lot marker, a building's owner: seat colour and number", 10),
        "</g>",
    ]
    width = (PANEL_X - 2 * MARGIN) // 6
    if view["options"]["monuments"]:
        pool = [names.monument.get(m, m) for m in view["monuments"]["pool"]]
        y += LINE + 10
        out.append(text(MARGIN, y, f"Monument pool ({len(pool)})", 12, ' font-weight="bold"'))
        out.append('<g class="monument-pool">')
        for i, line in enumerate(_wrap(pool, width, 2)):
            out.append(text(MARGIN, y + LINE * (i + 1), line, 11))
        out.append("</g>")
        y += LINE * 2
    public = view["objectives"]["public"]
    if public:
        y += LINE + 10
        out.append(text(MARGIN, y, "Public Objectives", 12, ' font-weight="bold"'))
        out.append('<g class="public-objectives">')
        for i, card in enumerate(public[:5]):
            words = f"{names.card(card)}: {names.texts.get(card, '')}"
            out.append(text(MARGIN, y + LINE * (i + 1), fit(words, width), 11, f' data-card="{attr(card)}"'))
        out.append("</g>")
    return out


def _wrap(items: list[str], chars: int, most: int) -> list[str]:
    """Items joined by commas on lines of at most ``chars`` characters, at most ``most`` lines."""
    lines: list[str] = []
    for item in items:
        if lines and len(lines[-1]) + 2 + len(item) <= chars:
            lines[-1] += ", " + item
        else:
            lines.append(item)
    if len(lines) > most:
        lines = lines[: most - 1] + [fit(", ".join(lines[most - 1 :]), chars)]
    return lines or ["(empty)"]
