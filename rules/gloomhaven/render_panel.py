"""The initiative strip above the map and the side panel (``render.py``): the element board,
the round, whose decision it is, one block per character and the monsters, from a seat's view."""

from __future__ import annotations

import textwrap
from typing import Any

from .effects import ELEMENTS
from .render import (
    ELEMENT_STATES,
    LINE,
    attr,
    card_name,
    class_abbreviation,
    class_name,
    monster_abbreviation,
    monster_initiative,
    monster_name,
    pick_initiative,
    pick_words,
    seat_colour,
    text,
)

PANEL_WIDTH = 430
ELEMENT_COLOURS = {
    "fire": "#e53935",
    "ice": "#29b6f6",
    "air": "#90a4ae",
    "earth": "#689f38",
    "light": "#fbc02d",
    "dark": "#4527a0",
}
BOX_W, BOX_H = 112, 40
WRAP = 68  # characters of panel text per line


# --- the initiative strip ---------------------------------------------------------------------
def _turns(view: dict[str, Any]) -> list[dict[str, Any]]:
    """The round's turns in order: those taken already (not in the order any more, sorted by
    initiative), then the view's ``order`` (its head acting when ``acting``)."""
    count = len(view["characters"])
    remaining = [
        (g, turn)
        for g, group in enumerate(view["order"])
        for turn in group
        if "monster" in turn or 0 <= turn.get("character", -1) < count
    ]
    waiting_chars = {t["character"] for _, t in remaining if "character" in t}
    waiting_types = {t["monster"] for _, t in remaining if "monster" in t}
    done: list[tuple[tuple[int, int, str], dict[str, Any]]] = []
    if view["phase"] == "turns":
        for i, c in enumerate(view["characters"]):
            init = pick_initiative(c["played"])
            if i not in waiting_chars and init is not None and not c["exhausted"]:
                done.append(((init, 0, str(i)), {"character": i}))
        types = []
        for m in view["monsters"]:
            if m["type"] not in types and not m.get("summoned_this_round"):
                types.append(m["type"])
        for kind in types:
            init = monster_initiative(view, kind)
            if kind not in waiting_types and init is not None:
                done.append(((init, 1, kind), {"monster": kind}))
    turns = [{**turn, "state": "done", "tie": False} for _, turn in sorted(done, key=lambda item: item[0])]
    for g, turn in remaining:
        state = "acting" if g == 0 and view["acting"] else "waiting"
        turns.append({**turn, "state": state, "tie": len(view["order"][g]) > 1})
    return turns


def initiative_strip(view: dict[str, Any], x: int, y: int, width: int) -> tuple[list[str], int]:
    """The turns of the round as boxes left to right, or who is still choosing cards."""
    out = ['<g class="initiative">']
    turns = _turns(view)
    if not turns:
        out.append(text(x, y + 12, f"Initiative order: {_no_order(view)}", 12, ' class="initiative-note"'))
        out.append("</g>")
        return out, 18
    out.append(text(x, y + 12, "Initiative order (this round):", 12, ' font-weight="bold"'))
    per_row = max(1, (max(width, 520) + 6) // (BOX_W + 6))
    for n, turn in enumerate(turns):
        bx, by = x + (BOX_W + 6) * (n % per_row), y + 18 + (BOX_H + 6) * (n // per_row)
        out += _turn_box(view, turn, bx, by)
    rows = (len(turns) - 1) // per_row + 1
    out.append("</g>")
    return out, 18 + rows * (BOX_H + 6)


def _no_order(view: dict[str, Any]) -> str:
    frame = view["decisions"][-1] if view["decisions"] else None
    if frame is not None and "chosen" in frame:
        seats = ", ".join(f"seat {s} {'has chosen' if done else 'choosing'}" for s, done in enumerate(frame["chosen"]))
        return f"not yet revealed ({frame['kind'].replace('_', ' ')}: {seats})"
    if view["phase"] == "over":
        return f"the scenario is over ({view['outcome']})"
    return f"none yet ({view['phase']})"


def _turn_box(view: dict[str, Any], turn: dict[str, Any], x: int, y: int) -> list[str]:
    if "character" in turn:
        c = view["characters"][turn["character"]]
        ident, init = f"character {turn['character']}", pick_initiative(c["played"])
        label, name, fill = class_abbreviation(c["class"]), class_name(c["class"]), seat_colour(c["seat"])
    else:
        kind = turn["monster"]
        ident, init = f"monster {kind}", monster_initiative(view, kind)
        label, name, fill = monster_abbreviation(kind), monster_name(kind), "#eeeeee"
    shown = "?" if init is None else str(init)
    state = turn["state"]
    stroke = ' stroke="#d32f2f" stroke-width="3"' if state == "acting" else ' stroke="#333333" stroke-width="1"'
    faded = ' opacity="0.45"' if state == "done" else ""
    tie = " (tie)" if turn["tie"] else ""
    return [
        f'<g class="turn {state}" data-turn="{attr(ident)}" data-initiative="{shown}" data-state="{state}"{faded}>',
        f"<title>{attr(name)}: initiative {shown}, {state}{tie}</title>",
        f'<rect x="{x}" y="{y}" width="{BOX_W}" height="{BOX_H}" rx="5" fill="{fill}"{stroke}/>',
        text(x + 6, y + 26, shown, 18, ' font-weight="bold"'),
        text(x + 36, y + 16, label + tie, 11, ' font-weight="bold"'),
        text(x + 36, y + 31, name[:14], 9),
        "</g>",
    ]


# --- the side panel ---------------------------------------------------------------------------
def panel(view: dict[str, Any], x: int, y: int) -> tuple[list[str], int]:
    """The side panel and its bottom edge."""
    out = ['<g class="panel">']
    lines, y = _elements(view, x, y)
    out += lines
    out.append(text(x, y, f"Round {view['round']} · phase {view['phase']}", 13, ' class="round" font-weight="bold"'))
    y += LINE
    out.append(text(x, y, _awaiting(view), 11, ' class="awaiting"'))
    y += LINE + 8
    own_picks = _own_picks(view)
    for i, character in enumerate(view["characters"]):
        lines, y = _character(view, i, character, own_picks[i], x, y)
        out += lines
    lines, y = _monsters(view, x, y)
    out += lines
    out.append("</g>")
    return out, y


def _elements(view: dict[str, Any], x: int, y: int) -> tuple[list[str], int]:
    out = [text(x, y + 12, "Elements", 13, ' font-weight="bold"'), '<g class="elements">']
    for n, element in enumerate(ELEMENTS):
        level = int(view["elements"].get(element, 0))
        state = ELEMENT_STATES[max(0, min(2, level))]
        cx, cy, colour = x + 22 + 70 * n, y + 36, ELEMENT_COLOURS[element]
        if state == "strong":
            disc = f'<circle cx="{cx}" cy="{cy}" r="14" fill="{colour}" stroke="#222222" stroke-width="2"/>'
        elif state == "waning":  # the lower half filled, as the element board's token slides down
            disc = (
                f'<circle cx="{cx}" cy="{cy}" r="14" fill="#ffffff" stroke="{colour}" stroke-width="2"/>'
                f'<path d="M{cx - 14} {cy}A14 14 0 0 0 {cx + 14} {cy}Z" fill="{colour}"/>'
            )
        else:
            disc = f'<circle cx="{cx}" cy="{cy}" r="14" fill="#f5f5f5" stroke="#bdbdbd" stroke-width="1.5"/>'
        out.append(
            f'<g class="element {state}" data-element="{element}" data-state="{state}">'
            f"<title>{element}: {state}</title>{disc}"
            + text(cx, cy + 28, element, 10, ' text-anchor="middle"')
            + text(cx, cy + 40, state, 9, ' text-anchor="middle" fill="#555555"')
            + "</g>"
        )
    out.append("</g>")
    return out, y + 96


def _awaiting(view: dict[str, Any]) -> str:
    if not view["decisions"]:
        return f"No decision pending: {view['outcome'] or 'over'}."
    frame = view["decisions"][-1]
    kind = frame["kind"].replace("_", " ")
    if "chosen" in frame:
        seats = [str(s) for s, done in enumerate(frame["chosen"]) if not done]
        return f"Awaiting: {kind} (seats {', '.join(seats)} to choose)"
    seat = frame.get("seat")
    who = "the table (chance)" if seat == -1 else f"seat {seat}"
    return f"Awaiting: {kind}, {who}"


def _own_picks(view: dict[str, Any]) -> list[dict[str, Any] | None]:
    """The viewer's own secret picks of the pending simultaneous decision, per character."""
    frame = view["decisions"][-1] if view["decisions"] else None
    picks = frame.get("own_picks") if frame is not None and "chosen" in frame else None
    if not picks:
        return [None] * len(view["characters"])
    return [picks[i] if i < len(picks) else None for i in range(len(view["characters"]))]


def _wrapped(x: int, y: int, words: str, cls: str) -> tuple[list[str], int]:
    out = []
    for line in textwrap.wrap(words, WRAP, subsequent_indent="    ") or [""]:
        out.append(text(x, y, line, 11, f' class="{cls}"'))
        y += LINE
    return out, y


def _character(
    view: dict[str, Any], i: int, c: dict[str, Any], own: dict[str, Any] | None, x: int, y: int
) -> tuple[list[str], int]:
    top, colour = y, seat_colour(c["seat"])
    gone = ("escaped", True) if c.get("escaped") else ("exhausted", c["exhausted"])
    badges = [b for b, on in (("you", view["viewer"] == c["seat"]), gone) if on]
    title = f"{class_name(c['class'])} (seat {c['seat']}, level {c['level']})" + (
        f" – {', '.join(badges)}" if badges else ""
    )
    out = [
        f'<g class="character-panel" data-character="{i}" data-seat="{c["seat"]}">',
        f'<rect class="seat-colour" x="{x}" y="{y}" width="16" height="16" fill="{colour}" stroke="#000000"/>',
        text(x + 22, y + 13, title, 13, ' font-weight="bold"'),
    ]
    y += 20
    share = 0 if c["max_hp"] <= 0 else max(0, min(1, c["hp"] / c["max_hp"]))
    out += [
        f'<rect x="{x + 22}" y="{y}" width="120" height="10" fill="#ffcdd2" stroke="#555555" stroke-width="0.5"/>',
        f'<rect class="hp-bar" x="{x + 22}" y="{y}" width="{round(120 * share)}" height="10" fill="#43a047"/>',
        text(x + 150, y + 9, f"HP {c['hp']}/{c['max_hp']} · XP {c['xp']} · coins {c['coins']}", 11, ' class="stats"'),
    ]
    y += 10 + LINE
    hand = c["hand"] if isinstance(c["hand"], int) else len(c["hand"])
    counts = (
        f"hand {hand} · discard {len(c['discard'])} · lost {len(c['lost'])} · "
        f"in play {len(c['in_play'])} · active {len(c['active'])}"
    )
    out.append(text(x + 22, y, counts, 11, ' class="cards"'))
    y += LINE
    pile = c["modifiers"]
    draw = pile["draw"] if isinstance(pile["draw"], int) else len(pile["draw"])
    out.append(text(x + 22, y, f"attack modifiers: {draw} to draw, {len(pile['discard'])} discarded", 11))
    y += LINE
    rows: list[tuple[str, str]] = []
    if c["conditions"]:
        rows.append(("conditions", "conditions: " + ", ".join(c["conditions"])))
    if c["played"] is not None:
        rows.append(("played", f"played: {pick_words(c['played'])}"))
    if own is not None:
        rows.append(("selected", f"selected (secret): {pick_words(own)}"))
    if c["active"]:
        rows.append(("active", "active: " + ", ".join(f"{card_name(a['card'])} ({a['half']})" for a in c["active"])))
    if isinstance(c["hand"], list):
        cards = ", ".join(f"{card_name(card)} ({card})" for card in c["hand"])
        rows.append(("hand", f"hand: {cards or 'empty'}"))
    for cls, words in rows:
        lines, y = _wrapped(x + 22, y, words, cls)
        out += lines
    out.insert(
        1,
        f'<rect x="{x - 6}" y="{top - 4}" width="{PANEL_WIDTH - 8}" height="{y - top - 4}" rx="6" '
        f'fill="{colour}" fill-opacity="0.15" stroke="{colour}"/>',
    )
    out.append("</g>")
    return out, y + 8


def _monsters(view: dict[str, Any], x: int, y: int) -> tuple[list[str], int]:
    out = ['<g class="monsters-panel">', text(x, y + 4, "Monsters", 13, ' font-weight="bold"')]
    y += 4 + LINE
    types: list[str] = []
    for m in view["monsters"]:
        if m["type"] not in types:
            types.append(m["type"])
    for kind in types:
        alive = [m for m in view["monsters"] if m["type"] == kind]
        elite = sum(1 for m in alive if m["elite"])
        init = monster_initiative(view, kind)
        card = f"ability card initiative {init}" if init is not None else "no ability card shown"
        words = (
            f"{monster_name(kind)} ({monster_abbreviation(kind)}): {len(alive) - elite} normal, {elite} elite; {card}"
        )
        out.append(f'<g class="monster-type" data-type="{attr(kind)}">')
        lines, y = _wrapped(x + 8, y, words, "monster-line")
        out += lines + ["</g>"]
    if not types:
        out.append(text(x + 8, y, "none on the map", 11))
        y += LINE
    for deck_id, deck in sorted(view["monster_decks"].items()):
        draw = deck["draw"] if isinstance(deck["draw"], int) else len(deck["draw"])
        out.append(text(x + 8, y, f"ability deck {deck_id}: {draw} to draw, {len(deck['discard'])} discarded", 11))
        y += LINE
    pile = view["monster_modifiers"]
    draw = pile["draw"] if isinstance(pile["draw"], int) else len(pile["draw"])
    out.append(text(x + 8, y, f"monster attack modifiers: {draw} to draw, {len(pile['discard'])} discarded", 11))
    y += LINE
    out.append("</g>")
    return out, y
