"""What a figure does as it dies: the Cultist's "On Death: Attack +2" on all adjacent enemies
(monster ability cards 604 and 605: "Move −1, Attack −1, On Death: Attack +2, Target all
adjacent enemies"), in the round its type's card is shown; the Burning Avatar's (Living Torch,
bottom) "Attack 3" on all adjacent enemies as it dies.

A monster killed during the round's turns while its type's shown card has an ``on_death``
ability, or a summon whose card gives it one, is noted in ``state.dying``. As soon as no attack
is under way and no decision waits (``engine.resume``), it performs that attack from the hex
where it died: it stands there again, with the hit points of a dead figure (``dying``),
attacks the enemies beside it one at a time (drawing from the monsters' deck, or its
summoner's), and leaves the map. Our reading where the book is silent: it attacks with the
Strengthen or Muddle it had when it died, retaliation does not reach it, and if a figure now
stands on its hex (or a monster's standee is in use again) the attack is lost. A figure killed
outside the turns (as a round ends) performs nothing: a monster's card is no longer shown in a
new round. Dying figures are dealt with one at a time, in the order they died.
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, State
from rules.core.schema import JSON, array, integer, obj

from . import content, decks, monster_abilities, monster_attacks, monster_selectors, scenario_rules, summons
from .board import LISTS, Map, key
from .common import CHARACTER, HEX, const_true

#: How many dying figures may wait at once (a kill per target of one area attack, and more).
MAX_DYING = 12
#: The conditions a dying figure keeps for its attack.
KEPT = ("strengthen", "muddle")


def state_member() -> dict[str, JSON]:
    """The state's ``dying`` (JSON Schema)."""
    entry = obj(
        {
            "monster": {"type": "string", "maxLength": 40},
            "elite": {"type": "boolean"},
            "standee": integer(1, 10),
            "owner": {**CHARACTER, "description": "a summon's summoner"},
            "card": integer(0, 9999),
            "hex": HEX,
            "conditions": array({"enum": list(KEPT)}, maxItems=2, uniqueItems=True),
            "attacking": const_true(),
            "targets": array(HEX, maxItems=6, description="the enemies beside it still to attack"),
        },
        optional=("monster", "elite", "standee", "owner", "attacking", "targets"),
        description="a figure killed with an on_death ability still to perform: a monster (its type's card "
        "shown), or a summon (owner: its card's); attacking: it stands again for it now",
    )
    return {"dying": array(entry, maxItems=MAX_DYING)}


def note(state: State, monster: dict[str, Any]) -> None:
    """Monster ``monster`` has just been killed: noted if its type's card shown has an
    ``on_death`` ability."""
    if not _noted(state, monster):
        return
    deck = state["monster_decks"].get(content.monsters()[monster["type"]]["deck"])
    if deck is None or deck["shown"] is None:
        return
    if any(a["type"] == "on_death" for a in monster_abilities.card_of(state, monster["type"])["abilities"]):
        entry = {"monster": monster["type"], "elite": monster["elite"], "standee": monster["standee"]}
        state["dying"].append({**entry, **_where(monster), "card": deck["shown"]})


def note_summon(state: State, summon: dict[str, Any]) -> None:
    """Summon ``summon`` has just been slain: noted if its card gives it an ``on_death``."""
    if _noted(state, summon) and (summons.spec(summon["card"]) or {}).get("on_death"):
        state["dying"].append({"owner": summon["owner"], "card": summon["card"], **_where(summon)})


def _noted(state: State, figure: dict[str, Any]) -> bool:
    return state["phase"] == "turns" and not figure.get("dying") and len(state["dying"]) < MAX_DYING


def _where(figure: dict[str, Any]) -> dict[str, Any]:
    return {"hex": list(figure["hex"]), "conditions": [c for c in figure["conditions"] if c in KEPT]}


def proceed(state: State, events: Events) -> None:
    """The first dying figure: it stands again and aims at its targets, then attacks them one
    at a time (each attack alone in ``state.attack``, as a monster's are), then leaves the
    map."""
    entry = state["dying"][0]
    kind = "monster" if "monster" in entry else "summon"
    if not entry.get("attacking"):
        _stand(state, entry, kind, events)
    ghost = next((i for i, f in enumerate(state[LISTS[kind]]) if f.get("dying")), None)
    ability = _attack(entry)
    if ghost is None or ability is None or not entry["targets"]:
        state[LISTS[kind]] = [f for f in state[LISTS[kind]] if not f.get("dying")]
        state["dying"].pop(0)
        return
    target = key(entry["targets"].pop(0))
    if target not in Map(state).figures:  # gone since
        return
    if kind == "monster":
        base = monster_abilities.stats(state, state["monsters"][ghost])
        resolved = monster_attacks.resolve_attack(state, base, ability, {}, target, key(entry["hex"]))
    else:
        resolved = {"type": "attack", "value": ability["value"], "pierce": 0, "conditions": []}
    attacker = [kind, ghost]
    state["attack"] = {"attacker": attacker, "ability": resolved, "targets": [list(target)], "next": 0, "drawn": []}


def _stand(state: State, entry: dict[str, Any], kind: str, events: Events) -> None:
    """The dying figure stands again where it died, its targets the enemies beside it."""
    entry["attacking"], entry["targets"] = True, []
    at = key(entry["hex"])
    if kind == "monster":
        taken = any(m["type"] == entry["monster"] and m["standee"] == entry["standee"] for m in state["monsters"])
        hp = scenario_rules.monster_stats(state, entry["monster"], entry["elite"])["hp"]
        figure = {k: entry[k] for k in ("standee", "elite")} | {"type": entry["monster"], "max_hp": hp}
    else:
        taken = state["characters"][entry["owner"]]["exhausted"]
        hp = (summons.spec(entry["card"]) or {}).get("hp", 1)
        figure = {"owner": entry["owner"], "card": entry["card"], "max_hp": hp, "bonuses": []}
    if at not in Map(state).figures and not taken:
        figure |= {"hp": 0, "hex": list(at), "conditions": list(entry["conditions"]), "dying": True}
        state[LISTS[kind]].append(figure)
        entry["targets"] = [list(t) for t in monster_selectors.enemies(state, at, 1, True)]
    aimed = [list(t) for t in entry["targets"]]
    name = entry["monster"] if kind == "monster" else (summons.spec(entry["card"]) or {}).get("name", "")
    events.append({"type": "death_attack", "figure": kind, "name": name, "hex": entry["hex"], "targets": aimed})


def _attack(entry: dict[str, Any]) -> dict[str, Any] | None:
    """The attack of the ``on_death`` ability, on all adjacent enemies (a monster card's area
    is the ring around it)."""
    if "monster" in entry:
        deck_id = content.monsters()[entry["monster"]]["deck"]
        found = [a for a in decks.card(deck_id, entry["card"])["abilities"] if a["type"] == "on_death"]
        listed = found[0]["abilities"] if found else []
    else:
        listed = (summons.spec(entry["card"]) or {}).get("on_death", [])
    attack = next((a for a in listed if a["type"] == "attack"), None)
    return None if attack is None else {k: v for k, v in attack.items() if k not in ("area", "targets")}


def check_state(state: State) -> list[str]:
    """Problems: a dying figure on the map only for the first entry, once it attacks, with no
    hit points, where it died; no other figure without hit points."""
    standing = [f for kind in ("monsters", "summons") for f in state[kind] if f.get("dying")]
    attacking = bool(state["dying"]) and bool(state["dying"][0].get("attacking"))
    if len(standing) > int(attacking) or any(e.get("attacking") for e in state["dying"][1:]):
        return ["dying: one figure at a time stands again for its on_death ability"]
    if standing and (standing[0]["hp"] != 0 or key(standing[0]["hex"]) != key(state["dying"][0]["hex"])):
        return ["dying: a dying figure has no hit points and stands where it died"]
    if any(f["hp"] == 0 and not f.get("dying") for kind in ("monsters", "summons") for f in state[kind]):
        return ["monsters, summons: only a dying figure has no hit points"]
    return []
