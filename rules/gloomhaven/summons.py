"""Characters' summons (round summary, "Evocazione").

"Some abilities summon other allies into the hexes adjacent to the summoner; with no free hex
there is no summon. The card that summoned goes to the active area. The summon stays until it
suffers all its hit points, the card that summoned it leaves the active area, or the summoner
is exhausted. Summons act immediately before their summoner's turn, are not controlled by the
summoner, and act on their own with the abilities "Move +0, Attack +0", drawing from the
summoner's attack modifier deck." Monsters focus on them as on characters ("le Evocazioni
hanno Iniziativa minore dei loro Evocatori").

A summon is ``state["summons"][i]``, the figure ``("summon", i)``: its ``owner`` (a character
index), the ``card`` that summoned it, its hex, hit points, conditions and round bonuses. Its
stats are the card's (``stats``), never the state's.
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, State

from . import content
from .board import Hex

Figure = tuple[str, int]
#: The summons' own turn: "Move +0, Attack +0"; a summon with no attack ("-") only moves,
#: towards its focus as for a melee attack.
MOVE_ATTACK = {"abilities": [{"type": "move", "plus": 0}, {"type": "attack", "plus": 0}]}
MOVE_ONLY = {"abilities": [{"type": "move", "plus": 0}]}
#: The acting order of a character's summons and its own turn, on one initiative scale for
#: the monster AI's focus: a summon just before its summoner, in the order summoned.
SCALE = 10


def spec(card: int) -> dict[str, Any] | None:
    """The summon a card's half makes (``{name, hp, move, attack, range, conditions}``)."""
    for half in ("top", "bottom"):
        for ability in content.cards_by_id()[card][half]["abilities"]:
            if ability["type"] == "summon":
                found: dict[str, Any] = ability["summon"]
                return found
    return None


def stats(summon: dict[str, Any]) -> dict[str, Any]:
    """The summon's stats as a monster's (``monster_abilities.stats``): move, attack (0 when it
    has none), range (0: melee), the conditions its attacks give."""
    found = spec(summon["card"]) or {}
    attack = found.get("attack") or 0
    if found.get("attack_half_hp"):  # the Rat King: "X is half the rat's current hit point value (rounded up)"
        attack = (summon["hp"] + 1) // 2
    return {
        "move": found.get("move", 0),
        "attack": attack,
        "range": found.get("range", 0),
        "conditions": list(found.get("conditions", [])),
        "target": 1,
    }


def infusions(summon: dict[str, Any]) -> list[str]:
    """The elements the summon's attacks infuse (the Burning Avatar: fire)."""
    return list((spec(summon["card"]) or {}).get("infuse", []))


def card(summon: dict[str, Any]) -> dict[str, Any]:
    """The abilities of the summon's turn."""
    found = spec(summon["card"]) or {}
    return MOVE_ATTACK if found.get("attack") or found.get("attack_half_hp") else MOVE_ONLY


def of(state: State, owner: int) -> list[list[int]]:
    """The hexes of character ``owner``'s summons, in the order they act (summoned first)."""
    return [list(s["hex"]) for s in state["summons"] if s["owner"] == owner]


def place(state: State, owner: int, card_id: int, at: Hex, events: Events) -> None:
    """Summon the card's figure onto hex ``at`` (an empty hex beside the summoner)."""
    found = spec(card_id)
    assert found is not None
    state["summons"].append(
        {
            "owner": owner,
            "card": card_id,
            "hex": list(at),
            "hp": found["hp"],
            "max_hp": found["hp"],
            "conditions": [],
            "bonuses": [],
        }
    )
    events.append({"type": "summoned", "character": owner, "card": card_id, "name": found["name"], "hex": list(at)})


def remove(state: State, index: int, events: Events) -> None:
    """The summon leaves the map (slain, or its summoner exhausted); its card leaves the active
    area for the pile the card names. Figures named by index after it move up one place."""
    summon = state["summons"].pop(index)
    owner = state["characters"][summon["owner"]]
    events.append({"type": "summon_removed", "figure": ["summon", index], "card": summon["card"], "hex": summon["hex"]})
    entry = next((a for a in owner["active"] if a["card"] == summon["card"]), None)
    if entry is not None and not any(
        s["card"] == summon["card"] and s["owner"] == summon["owner"] for s in state["summons"]
    ):
        owner["active"].remove(entry)
        lost = content.cards_by_id()[summon["card"]][entry["half"]].get("lost")
        owner["lost" if lost else "discard"].append(summon["card"])
        events.append(
            {
                "type": "card_placed",
                "character": summon["owner"],
                "card": summon["card"],
                "pile": "lost" if lost else "discard",
            }
        )
    renumber(state, "summon", index)


def renumber(state: State, kind: str, gone: int) -> None:
    """Figure ``(kind, gone)`` left its list: references to the later ones move up one place,
    references to it are dropped (an attack it was making ends)."""
    attack = state["attack"]
    if attack is not None:
        if attack["attacker"] == [kind, gone]:
            state["attack"] = None
        else:
            _shift(attack["attacker"], kind, gone)
            if attack.get("pending"):
                _shift(attack["pending"]["target"], kind, gone)
    for frame in state["decisions"]:
        if "figure" in frame:
            _shift(frame["figure"], kind, gone)


def _shift(figure: list[Any], kind: str, gone: int) -> None:
    if figure[0] == kind and figure[1] > gone:
        figure[1] -= 1


def dismiss(state: State, owner: int, events: Events) -> None:
    """The summoner is exhausted: its summons leave the map."""
    for i in reversed(range(len(state["summons"]))):
        if state["summons"][i]["owner"] == owner:
            remove(state, i, events)


def initiative(state: State, who: Figure, character_initiative: int) -> int:
    """The monster AI's initiative of a character or summon: a summon just before its summoner."""
    if who[0] == "character":
        return SCALE * character_initiative + SCALE - 1
    owner = state["summons"][who[1]]["owner"]
    order = [i for i, s in enumerate(state["summons"]) if s["owner"] == owner].index(who[1])
    return SCALE * character_initiative + min(order, SCALE - 2)
