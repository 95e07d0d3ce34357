"""The figures on the map (``render_map.py``): characters in their seat's colour, monsters
(gold-bordered when elite) with their standee number, summons dashed in their summoner's colour,
objectives red-bordered and escorts blue-dotted with their name's initials; each with its hit points and a small
lettered square per condition."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .render import (
    CONDITION_LETTERS,
    ELITE_COLOUR,
    POSITIVE,
    RADIUS,
    attr,
    class_abbreviation,
    class_name,
    monster_abbreviation,
    monster_name,
    num,
    seat_colour,
    summon_name,
    text,
)

if TYPE_CHECKING:
    from .render_map import MapPicture

FIGURE_R = 18


def figures(picture: MapPicture) -> list[str]:
    """Every figure of the view: summons, monsters, escorts, objectives, then the characters."""
    view, out = picture.view, []
    for i, s in enumerate(view.get("summons", [])):
        owner = view["characters"][s["owner"]] if s["owner"] < len(view["characters"]) else None
        seat = owner["seat"] if owner else None
        name = summon_name(s["card"])
        whose = f"{class_name(owner['class'])}'s summon" if owner else "a summon"
        words = "".join(w[0] for w in name.split())[:2].upper() or "S"
        out += _figure(
            picture,
            f"summon {i}",
            s,
            f"{name} ({whose})",
            words,
            seat_colour(seat),
            ' stroke="#222222" stroke-width="2" stroke-dasharray="4 2"',
            {"kind": "summon", "owner": s["owner"], "card": s["card"]},
        )
    for i, m in enumerate(view["monsters"]):
        standee = "?" if m["standee"] is None else str(m["standee"])
        level = "elite" if m["elite"] else "normal"
        name = f"{monster_name(m['type'])} {standee} ({level}{', summoned' if m.get('summoned') else ''})"
        stroke = f' stroke="{ELITE_COLOUR}" stroke-width="4"' if m["elite"] else ' stroke="#333333" stroke-width="2"'
        fill = "#fff6d6" if m["elite"] else "#f4f4f4"
        extra = {"kind": "monster", "type": m["type"], "standee": standee, "elite": str(m["elite"]).lower()}
        out += _figure(picture, f"monster {i}", m, name, monster_abbreviation(m["type"]) + standee, fill, stroke, extra)
    for i, e in enumerate(view.get("escorts", [])):
        words = "".join(w[0] for w in e["name"].split())[:2].upper() or "E"
        stroke = ' stroke="#1f4f7a" stroke-width="3" stroke-dasharray="2 2"'
        out += _figure(picture, f"escort {i}", e, f"{e['name']} (escort)", words, "#d8e4f0", stroke, {"kind": "escort"})
    for i, o in enumerate(view.get("objectives", [])):
        words = "".join(w[0] for w in o["name"].split())[:2].upper() or "O"
        stroke = ' stroke="#7a1f1f" stroke-width="3"'
        out += _figure(
            picture, f"objective {i}", o, f"{o['name']} (objective)", words, "#e8d8d8", stroke, {"kind": "objective"}
        )
    for i, c in enumerate(view["characters"]):
        if c["hex"] is None or c["exhausted"]:
            continue  # not on the map (yet, or any more)
        name = f"{class_name(c['class'])} (seat {c['seat']})"
        extra = {"kind": "character", "class": c["class"], "seat": c["seat"]}
        out += _figure(
            picture,
            f"character {i}",
            c,
            name,
            class_abbreviation(c["class"]),
            seat_colour(c["seat"]),
            ' stroke="#111111" stroke-width="2.5"',
            extra,
        )
    return out


def _figure(
    picture: MapPicture,
    ident: str,
    f: dict[str, Any],
    name: str,
    label: str,
    fill: str,
    stroke: str,
    extra: dict[str, Any],
) -> list[str]:
    """A figure: a disc with its label and HP, its conditions in small squares above."""
    cx, cy = picture.centre(f["hex"])
    conditions = list(f.get("conditions", []))
    title = f"{name}: {f['hp']}/{f['max_hp']} HP" + (f", {', '.join(conditions)}" if conditions else "")
    data = "".join(f' data-{k}="{attr(v)}"' for k, v in extra.items())
    radius = FIGURE_R - 2 if extra["kind"] == "summon" else FIGURE_R
    out = [
        f'<g class="figure {extra["kind"]}" data-figure="{ident}"{data} data-hp="{f["hp"]}" '
        f'data-max-hp="{f["max_hp"]}" data-q="{f["hex"][0]}" data-r="{f["hex"][1]}">',
        f"<title>{attr(title)}</title>",
        f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{radius}" fill="{fill}"{stroke}/>',
        text(cx, cy - 1, label, 11 if len(label) <= 3 else 9, ' text-anchor="middle" font-weight="bold"'),
        text(
            cx,
            cy + 10,
            f"{f['hp']}/{f['max_hp']}",
            9,
            ' class="hp" text-anchor="middle"' + (' fill="#b71c1c"' if 3 * f["hp"] <= f["max_hp"] else ""),
        ),
    ]
    for n, condition in enumerate(conditions):
        row, col = divmod(n, 4)
        in_row = min(4, len(conditions) - 4 * row)
        x = cx - 6.5 * in_row + 13 * col
        y = cy - RADIUS - 1 if row == 0 else cy + RADIUS - 12
        colour = "#2e7d32" if condition in POSITIVE else "#8e1b1b"
        out.append(
            f'<g class="condition" data-condition="{attr(condition)}"><title>{attr(condition)}</title>'
            f'<rect x="{num(x)}" y="{num(y)}" width="12" height="12" rx="2" fill="{colour}" '
            'stroke="#ffffff" stroke-width="0.8"/>'
            + text(
                x + 6,
                y + 9.5,
                CONDITION_LETTERS.get(condition, condition[:1].upper()),
                10,
                ' text-anchor="middle" fill="#ffffff" font-weight="bold"',
            )
            + "</g>"
        )
    out.append("</g>")
    return out
