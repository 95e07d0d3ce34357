"""A scenario's pieces that characters carry: "not an item, but used in this scenario" (GG's
notes on the scenario book). #69's doll, "Choose one character to hold the doll ... The doll
changes hands only when another character performs a Loot action with the doll's holder
within the loot range. If the character holding the doll becomes exhausted, the treasure tile
is placed in the hex that character occupied"; #81's Crystal of Zenith and Sphere of Midnight,
"The first treasure tile looted gives the looting character the Crystal of Zenith; the second
... the Sphere of Midnight", and "a character who is adjacent to the altar at the end of their
turn may discard the Crystal of Zenith or the Sphere of Midnight to make the Colorless suffer
2×C damage".

A ``piece`` setup rule names a piece and how it comes into play (``from``):

- ``chosen``: the players choose its holder as the characters are placed (``give_piece``);
- ``treasure``: the character who loots the scenario's ``nth`` treasure tile takes it;
- ``tile``: the character who loots the treasure tile ``tile`` takes it; with ``only_quest``, only
  a character on that personal quest may loot the tile (#58's Occult Dagger, "Vengeance");
- ``quest``: the character on the personal quest holds it from the start (#54's staff);
- ``killed``: it lies where the ``monster`` dies, instead of its money token (#88's claw).

With ``move``, its holder's Move abilities change by that much (``currents.move_change``).

With ``attack``, its holder's attacks on those monster types gain the pierce.

In play (``state.pieces``) a piece has a ``holder`` (a character) or lies on a ``hex``, where
any loot of that hex picks it up. With ``passes`` a Loot ability reaching the holder's hex
takes it; with ``drops`` it is left on the hex of a holder exhausted (else it leaves play with
the holder). With ``use``, its holder ending a turn beside one of the hexes may discard it
(``use_piece``) so that the monsters of the type suffer the damage, or ending a turn on one of
the hexes so that the item is removed from the game (#82's sacrifice, a ``piece_used`` goal);
or keep it (``keep_pieces``). A ``reach`` goal ``carrying`` it wants its holder there.
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, InvalidState, State, decisions
from rules.core.schema import JSON, array, integer, nullable, obj

from . import formulas, scenario_rules
from .board import Map, key
from .common import HEX, playing_seat

Rule = dict[str, Any]
GIVE = "give_piece"
USE = "use_piece"
_NAME = {"type": "string", "minLength": 1, "maxLength": 40}


def state_members() -> dict[str, JSON]:
    """The state's ``pieces`` (JSON Schema)."""
    piece = obj(
        {
            "name": _NAME,
            "holder": nullable(integer(0, 3)),
            "hex": nullable(HEX),
            "charges": integer(0, 999, description="(charge) the damage tokens on it so far"),
        },
        optional=("charges",),
        description="a scenario's piece in play: held by a character, or lying on a hex (pieces.py)",
    )
    return {"pieces": array(piece, maxItems=8)}


def frames() -> dict[str, JSON]:
    """The schemas of the pieces' decision frames."""
    seat, character = integer(0, 3), integer(0, 3)
    return {
        "GivePieceDecision": obj(
            {"kind": {"const": GIVE}, "seat": seat, "piece": _NAME},
            description="the players choose the character who holds a scenario's piece",
        ),
        "UsePieceDecision": obj(
            {
                "kind": {"const": USE},
                "seat": seat,
                "character": character,
                "pieces": array(_NAME, minItems=1, maxItems=8),
            },
            description="the character may discard one of these pieces for its effect as its turn ends",
        ),
    }


def rules(state: State) -> list[Rule]:
    """The scenario's ``piece`` rules."""
    return [r for r in scenario_rules.rules_of(state).get("setup", []) if r["type"] == "piece"]


def rule_of(state: State, name: str) -> Rule:
    return next(r for r in rules(state) if r["name"] == name)


def held_by(state: State, index: int) -> list[str]:
    """The names of the pieces character ``index`` holds."""
    return [p["name"] for p in state["pieces"] if p["holder"] == index]


def holder_hex(state: State, name: str) -> tuple[int, int] | None:
    """Where the holder of piece ``name`` stands (None: not held, or not in play)."""
    piece = next((p for p in state["pieces"] if p["name"] == name), None)
    if piece is None or piece["holder"] is None:
        return None
    at = state["characters"][piece["holder"]]["hex"]
    return None if at is None else key(at)


# --- coming into play ---------------------------------------------------------------------
def quest_holder(options: dict[str, Any], quest: str) -> int:
    """The character (index) on personal quest ``quest`` (its option ``quest``); with none, the
    first character (our choice: a party without it may still play the scenario)."""
    return next((i for i, c in enumerate(options["characters"]) if c.get("quest") == quest), 0)


def at_setup(state: State, events: Events) -> None:
    """The pieces the character on their quest holds from the start: "the character equipped
    with the Staff of Xorn" (#54, the Seeker of Xorn)."""
    for rule in rules(state):
        if rule["from"] == "quest":
            give(state, rule["name"], quest_holder(state["options"], rule["quest"]), events)
            if "charge" in rule:
                state["pieces"][-1]["charges"] = 0


def to_give(state: State) -> str | None:
    """A piece the players still have to give to a character (``from: chosen``)."""
    given = {p["name"] for p in state["pieces"]} | set(state["tally"].get("used", []))
    return next((r["name"] for r in rules(state) if r["from"] == "chosen" and r["name"] not in given), None)


def ask_giving(state: State, name: str) -> None:
    state["decisions"].append(decisions.single(GIVE, playing_seat(state), piece=name))


def give(state: State, name: str, index: int, events: Events) -> None:
    """Character ``index`` holds piece ``name`` from now on."""
    state["pieces"] = [p for p in state["pieces"] if p["name"] != name]
    state["pieces"].append({"name": name, "holder": index, "hex": None})
    events.append({"type": "piece_taken", "name": name, "character": index})


def treasure_looted(state: State, index: int, tile: Any, events: Events) -> None:
    """Character ``index`` has just looted treasure tile ``tile`` (its id), the scenario's
    ``len(tally.looted)``-th: the piece it gives."""
    looted = len(state["tally"]["looted"])
    for rule in rules(state):
        if (rule["from"] == "treasure" and rule["nth"] == looted) or (rule["from"] == "tile" and rule["tile"] == tile):
            give(state, rule["name"], index, events)


def dropped_by(state: State, monster: dict[str, Any], events: Events) -> bool:
    """A monster killed: the piece it drops "instead of a money token" lies on its hex ("The
    elite Lurker next to the crystal is the Lurker King. When it dies it drops a claw", #88)."""
    gone = {p["name"] for p in state["pieces"]} | set(state["tally"].get("used", []))
    for rule in rules(state):
        if rule["from"] == "killed" and rule["monster"] == monster["type"] and rule["name"] not in gone:
            state["pieces"].append({"name": rule["name"], "holder": None, "hex": list(monster["hex"])})
            events.append({"type": "piece_dropped", "name": rule["name"], "hex": list(monster["hex"])})
            return True
    return False


def forbidden_tiles(state: State, index: int) -> set[str]:
    """The treasure tiles character ``index`` may not loot: "only the character on the
    'Vengeance' quest may loot the treasure tile" (#58; its option ``quest``)."""
    quest = state["options"]["characters"][index].get("quest")
    return {r["tile"] for r in rules(state) if r["from"] == "tile" and r.get("only_quest") not in (None, quest)}


def pierce(state: State, attacker: tuple[str, int], target: tuple[str, int]) -> int:
    """What ``attacker``'s pieces add to the pierce of its attack on ``target``: "The character
    holding the Occult Dagger adds PIERCE 4 to all their attacks that target the Harvester"."""
    if attacker[0] != "character" or target[0] != "monster" or not state["pieces"]:
        return 0
    kind = state["monsters"][target[1]]["type"]
    found = 0
    for name in held_by(state, attacker[1]):
        attack = rule_of(state, name).get("attack")
        found += int(attack["pierce"]) if attack is not None and kind in attack["monsters"] else 0
    return found


def looted(state: State, index: int, at: tuple[int, int], events: Events) -> None:
    """Any loot of hex ``at`` by character ``index``: a piece lying there is its own."""
    for piece in list(state["pieces"]):
        if piece["hex"] is not None and key(piece["hex"]) == at:
            give(state, piece["name"], index, events)


def loot_action(state: State, index: int, game_map: Map, reach: int, events: Events) -> None:
    """A Loot ability of character ``index`` (``reach``: within that range and in sight): the
    pieces lying there, and those of ``passes`` their holders there carry."""
    me = key(state["characters"][index]["hex"])
    for piece in list(state["pieces"]):
        if piece["holder"] is None:
            at: tuple[int, int] | None = key(piece["hex"])
        elif piece["holder"] != index and rule_of(state, piece["name"]).get("passes"):
            at = holder_hex(state, piece["name"])
        else:
            continue
        if at is not None and game_map.distance(me, at) <= reach and game_map.sees(me, at):
            give(state, piece["name"], index, events)


def exhausted(state: State, index: int, at: list[int] | None, events: Events) -> None:
    """Character ``index`` is exhausted on hex ``at``: its pieces that drop lie there, the
    others leave play."""
    for piece in list(state["pieces"]):
        if piece["holder"] != index:
            continue
        state["pieces"].remove(piece)
        if rule_of(state, piece["name"]).get("drops") and at is not None:
            state["pieces"].append({"name": piece["name"], "holder": None, "hex": list(at)})
            events.append({"type": "piece_dropped", "name": piece["name"], "hex": list(at)})


# --- charged by the damage it deals -------------------------------------------------------
def dealt(state: State, who: tuple[str, int], target: tuple[str, int], amount: int) -> int:
    """The damage ``who`` (of the characters' party) inflicts on ``target``: "only the character
    equipped with the Staff of Xorn can inflict damage on the Harrower Infesters. For each point
    of damage inflicted on a Harrower Infester, place one damage token on the Staff of Xorn item
    card. The staff is fully charged when it holds 2×C×(L+1) tokens" (#54). The tokens count the
    damage after shields, up to the charge (our reading: the blow that kills counts in full)."""
    if target[0] != "monster" or who[0] not in ("character", "summon") or not state["pieces"] or amount <= 0:
        return amount
    kind = state["monsters"][target[1]]["type"]
    for piece in state["pieces"]:
        charge = rule_of(state, piece["name"]).get("charge")
        if charge is None or kind not in charge["monsters"]:
            continue
        if who != ("character", piece["holder"]):
            return 0
        piece["charges"] = min(charge_needed(state, piece["name"]), int(piece.get("charges", 0)) + amount)
    return amount


def charge_needed(state: State, name: str) -> int:
    """The tokens that charge piece ``name`` fully ("2×C×(L+1)"), 1–999."""
    formula = rule_of(state, name)["charge"]["amount"]
    return max(1, min(999, formulas.evaluate(formula, len(state["characters"]), state["levels"]["scenario"])))


def charged(state: State, name: str) -> bool:
    piece = next((p for p in state["pieces"] if p["name"] == name), None)
    return piece is not None and int(piece.get("charges", 0)) >= charge_needed(state, name)


def delivered(state: State, index: int) -> None:
    """Character ``index`` ends its turn: a ``deliver`` goal's piece it holds (fully charged,
    where the goal says so) beside the goal's hexes is delivered (``tally.delivered``)."""
    for goal in scenario_rules.rules_of(state)["goal"]:
        name = goal["piece"] if goal["type"] == "deliver" else None
        if name is None or name in state["tally"].get("delivered", []) or name not in held_by(state, index):
            continue
        at = holder_hex(state, name)
        ready = not goal.get("charged") or charged(state, name)
        if ready and at is not None and any(key(h) in Map(state).neighbours(at) for h in goal["hexes"]):
            state["tally"]["delivered"] = [*state["tally"].get("delivered", []), name]


# --- used as a turn ends ------------------------------------------------------------------
def usable(state: State, index: int) -> list[str]:
    """The pieces character ``index`` may discard for their effect now, standing beside one of
    their hexes (``beside``) or on one (``on``)."""
    at = state["characters"][index]["hex"]
    if at is None or not state["pieces"]:
        return []
    here = key(at)
    near = set(Map(state).neighbours(here))
    sacrificed = any("item" in rule_of(state, name).get("use", {}) for name in state["tally"].get("used", []))
    found = []
    for name in held_by(state, index):
        use = rule_of(state, name).get("use")
        if use is None or ("item" in use and sacrificed):  # "remove one of those items"
            continue
        if any(key(h) in near for h in use.get("beside", ())) or any(key(h) == here for h in use.get("on", ())):
            found.append(name)
    return found


def ask_use(state: State, index: int) -> bool:
    """As character ``index`` ends its turn: True when it is asked whether to use a piece."""
    turn = state["turn"]
    pieces = [] if turn.get("kept") else usable(state, index)
    if not pieces:
        return False
    seat = state["characters"][index]["seat"]
    state["decisions"].append(decisions.single(USE, seat, character=index, pieces=pieces))
    return True


def use(state: State, index: int, name: str | None, events: Events) -> None:
    """Piece ``name`` discarded for its effect (None: the pieces kept this turn)."""
    from . import damage  # damage exhausts characters, which drops their pieces

    state["decisions"].pop()
    if name is None:
        state["turn"]["kept"] = True
        return
    state["pieces"] = [p for p in state["pieces"] if p["name"] != name]
    state["tally"]["used"] = [*state["tally"].get("used", []), name]
    events.append({"type": "piece_used", "name": name, "character": index})
    effect = rule_of(state, name)["use"]
    if "item" in effect:  # removed from the game (``removed_items``)
        return
    amount = formulas.evaluate(effect["damage"], len(state["characters"]), state["levels"]["scenario"])
    for i in reversed(range(len(state["monsters"]))):
        if state["monsters"][i]["type"] == effect["monster"]:
            damage.suffer(state, ("monster", i), amount, events, source="scenario")


def removed_items(state: State) -> list[int]:
    """The items the pieces used removed from the game: "remove one of those items from the
    game to complete the scenario" (#82); their looter does not take them home."""
    used = state["tally"].get("used", [])
    return [r["use"]["item"] for r in rules(state) if r["name"] in used and "item" in r.get("use", {})]


# --- checks -------------------------------------------------------------------------------
def check_state(state: State) -> None:
    """Each piece is one of the scenario's, in play once, held by a character still playing or
    lying on a hex of the map; a used piece is out of play."""
    names = {r["name"] for r in rules(state)}
    used = state["tally"].get("used", [])
    seen: set[str] = set()
    for i, piece in enumerate(state["pieces"]):
        if piece["name"] not in names or piece["name"] in seen or piece["name"] in used:
            raise InvalidState(f"state.pieces[{i}]: one of the scenario's pieces, once, not used")
        seen.add(piece["name"])
        holder = piece["holder"]
        if (holder is None) == (piece["hex"] is None):
            raise InvalidState(f"state.pieces[{i}]: held by a character or lying on a hex")
        if holder is not None and (holder >= len(state["characters"]) or state["characters"][holder]["exhausted"]):
            raise InvalidState(f"state.pieces[{i}].holder: a character still playing")
        charged_piece = "charge" in rule_of(state, piece["name"])
        over = charged_piece and piece.get("charges", 0) > charge_needed(state, piece["name"])
        if ("charges" in piece) != charged_piece or over:
            raise InvalidState(f"state.pieces[{i}].charges: up to its charge, for a piece charged")
    if not set(used) <= names or len(set(used)) != len(used):
        raise InvalidState("state.tally.used: the scenario's pieces, each once")
