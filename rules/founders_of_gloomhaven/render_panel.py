"""The side panel of a game in progress (``render_state.py``): each player, the proposals, the
adviser offer, the completions and whose decision it is, drawn from a seat's view."""

from __future__ import annotations

from typing import Any

from .content import Content
from .render import MARGIN, Names, attr, seat_colour, text

PANEL_WIDTH = 470
CARD_W, CARD_H = 62, 22
LINE = 16  # pixels per line of panel text


def panel(view: dict[str, Any], c: Content, names: Names, x: int) -> tuple[list[str], int]:
    """The side panel and its bottom edge."""
    out, y = ['<g class="panel">'], MARGIN
    for seat, player in enumerate(view["players"]):
        lines, y = _player(seat, player, view, names, x, y)
        out += lines
    out.append(text(x, y + 4, "Proposals", 13, ' font-weight="bold"'))
    y += 4 + LINE
    for slot, building in enumerate(view["proposals"]):
        if building is None:
            what = "(empty)"
        else:
            needs = ", ".join(names.resource[r] for r in names.requires[building])
            what = f"{names.building[building]}: {needs}"
        out.append(f'<g class="proposal" data-slot="{slot}" data-id="{attr(building or "")}">')
        out += [text(x + 8, y, f"{slot + 1}. {what}"), "</g>"]
        y += LINE
    out.append(text(x, y + 4, "Adviser offer", 13, ' font-weight="bold"'))
    y += 4 + LINE
    for slot, adviser in enumerate(view["advisers"]):
        cost = c.slot_costs[slot] if slot < len(c.slot_costs) else 0
        if adviser is None:
            what = "(empty)"
        else:
            a = names.adviser[adviser]
            what = f"{a['name']} ({a['type']}, {names.resource[a['resource']]}, {a['points']} pts)"
        out.append(f'<g class="adviser" data-slot="{slot}" data-id="{attr(adviser or "")}">')
        out += [text(x + 8, y, f"${cost}: {what}"), "</g>"]
        y += LINE
    y += 6
    deck = view["prestige_deck"]
    out.append(text(x, y, f"Completions: {view['completions']} of 6", 12, ' class="completions"'))
    y += LINE
    out.append(text(x, y, f"Prestige deck: {deck['unseen']} unseen, {len(deck['bottom'])} at the bottom"))
    y += LINE
    out.append(text(x, y, f"Phase: {view['phase']}; active player: seat {view['active']}", 12, ' class="active"'))
    y += LINE
    decision = view["decision"]
    if decision is not None:
        if "chosen" in decision:
            waiting = [str(s) for s, done in enumerate(decision["chosen"]) if not done]
            what = f"Awaiting: {decision['kind']} (seats {', '.join(waiting)} to choose)"
        else:
            what = f"Awaiting: {decision['kind'].replace('_', ' ')}, seat {decision['seat']}"
        out.append(text(x, y, what, 11, ' class="decision"'))
        y += LINE
    out.append("</g>")
    return out, y


def _player(
    seat: int, player: dict[str, Any], view: dict[str, Any], names: Names, x: int, y: int
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
        text(
            x + 22,
            y + 13,
            f"Seat {seat}: {race}" + (f" ({', '.join(badges)})" if badges else ""),
            13,
            ' font-weight="bold"',
        ),
    ]
    y += 16 + LINE
    out.append(text(x + 22, y, f"resources: {resources or 'none yet'}"))
    y += LINE
    out.append(
        text(
            x + 22,
            y,
            f"${player['money']} · points {player['points']} · influence: fleeting {player['fleeting']}, "
            f"lasting {player['lasting']} · income {player['income']}",
        )
    )
    y += LINE
    out.append(
        text(
            x + 22,
            y,
            f"workers {player['workers']} free · houses {len(player['houses'])}/3 · "
            f"bridges {len(player['bridges'])}/3 · hand {player['hand_size']} cards",
        )
    )
    y += LINE
    if player["hand"] is not None:
        hand = ", ".join(names.card(card) for card in player["hand"])
        out.append(text(x + 22, y, f"hand: {hand or 'empty'}", 11, ' class="hand"'))
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


def _card(x: int, y: int, played: dict[str, Any], names: Names) -> list[str]:
    """A played card: face up with its name, face down as a back (with its name in italics
    when the viewer may know it: their own)."""
    card, up = played["card"], played["up"]
    if up:
        return [
            f'<g class="card up" data-card="{attr(card)}">'
            f'<rect x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="3" fill="#fffdf5" stroke="#333333"/>',
            text(x + 4, y + 15, names.card(card)[:10], 10),
            "</g>",
        ]
    known = "" if card is None else f' data-card="{attr(card)}"'
    label = "?" if card is None else names.card(card)[:10]
    return [
        f'<g class="card down"{known}>'
        f'<rect x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="3" fill="#3d3a66" stroke="#111111"/>',
        f'<path d="M{x + 3} {y + 3}l{CARD_W - 6} {CARD_H - 6}M{x + 3} {y + CARD_H - 3}l{CARD_W - 6} {6 - CARD_H}" '
        'stroke="#6b67a8" stroke-width="1"/>',
        text(x + 4, y + 15, label, 10, ' fill="#ffffff" font-style="italic"'),
        "</g>",
    ]
