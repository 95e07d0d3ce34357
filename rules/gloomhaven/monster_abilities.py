"""A monster's abilities other than its move and attack (round summary, "Turno Mostri",
"Altre Capacità dei Mostri"): bonuses, heal, conditions, damage, push and pull, traps, loot,
summons, infusions, and the elements its abilities consume.

"All monsters of a type ... perform every ability of their card in written order, ONLY
what is written." Who an ability affects is its ``who`` (``effects.SELECTORS``); an ability
with a range needs line of sight ("any ability which specifies a range can only be
performed on a figure within line-of-sight"). Invisible enemies are never affected ("cannot
be focused on or targeted by an enemy").

Where the rules leave a monster's choice to the players (tied heal targets, the hex of a
trap or of a summoned monster, the direction of a push or pull), that is a ``monster_choice`` decision of the seat
that decides the monsters' ties: one hex among ``hexes``, for the ``purpose`` named.
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, IllegalAction, State, decisions

from . import bosses, conditions, content, damage, decks, elements, rooms, setup, traps
from . import monster_pushes as pushes
from .board import Hex, Map, key
from .effects import ELEMENTS
from .initiative import tie_owner

CHOICE = "monster_choice"
PURPOSES = ("heal", "trap", "condition", "push", "pull", "retarget", "summon")

Figure = tuple[str, int]


# --- the acting monster -------------------------------------------------------------------
def stats(state: State, monster: dict[str, Any]) -> dict[str, Any]:
    return content.monster_stats(
        monster["type"], state["levels"]["monster"], monster["elite"], len(state["characters"])
    )


def card_of(state: State, kind: str) -> dict[str, Any]:
    """The type's ability card shown, as the type performs it (a boss's specials: ``bosses``)."""
    deck_id = content.monsters()[kind]["deck"]
    return bosses.card(state, kind, decks.card(deck_id, state["monster_decks"][deck_id]["shown"]))


def index_at(state: State, h: list[int]) -> int | None:
    for i, m in enumerate(state["monsters"]):
        if m["hex"] == h:
            return i
    return None


def acting(state: State) -> tuple[int, dict[str, Any]]:
    """The acting monster's index and the ability it is performing."""
    turn = state["monster_turn"]
    index = index_at(state, turn["queue"][0])
    if index is None:
        raise IllegalAction("no monster is acting", code="invalid_choice")
    return index, card_of(state, turn["type"])["abilities"][turn["step"] - 1]


# --- elements -----------------------------------------------------------------------------
def bonus(state: State, ability: dict[str, Any], events: Events) -> dict[str, Any]:
    """What the ability's element consumptions add. "Monsters consume elements if they can,
    and every monster of that type activated gets the benefit": the first monster of the
    type to perform the ability consumes them (Strong or Waning), the later ones benefit."""
    turn = state["monster_turn"]
    consumed = turn.setdefault("consumed", [])
    added: dict[str, Any] = {}
    for n, use in enumerate(ability.get("consume", [])):
        mark = 10 * turn["step"] + n
        wanted = [e for e in use["elements"] if e in ELEMENTS]
        if mark not in consumed:
            if not wanted or not all(elements.available(state, e) for e in wanted):
                continue
            for element in wanted:
                elements.consume(state, element, events)
            consumed.append(mark)
        for name, value in use["add"].items():
            if name == "conditions":
                added[name] = sorted(set(added.get(name, [])) | set(value))
            elif isinstance(value, bool):
                added[name] = value
            else:
                added[name] = added.get(name, 0) + value
    return added


def amount(ability: dict[str, Any], added: dict[str, Any], name: str) -> int:
    """The ability's value with a consumed bonus of the same kind (``instead``: replacing it)."""
    extra = int(added.get(name, 0))
    return extra if added.get("instead") and name in added else int(ability.get("value", 0)) + extra


# --- who is affected ----------------------------------------------------------------------
def enemies(state: State, at: Hex, reach: int, sight: bool) -> list[Hex]:
    """The monsters' enemies within ``reach`` of ``at`` (in sight if ``sight``), not invisible."""
    game_map = Map(state)
    found = []
    for h, figure in game_map.enemies_of("monster").items():
        if "invisible" in conditions.figure(state, figure)["conditions"]:
            continue
        if game_map.distance(at, h) <= reach and (not sight or game_map.sees(at, h)):
            found.append(h)
    return sorted(found)


def allies(state: State, at: Hex, reach: int, sight: bool) -> list[Hex]:
    """The other monsters within ``reach`` of ``at`` (in sight if ``sight``)."""
    game_map = Map(state)
    return sorted(
        h
        for h, figure in game_map.figures.items()
        if figure[0] == "monster"
        and h != at
        and game_map.distance(at, h) <= reach
        and (not sight or game_map.sees(at, h))
    )


def selected(state: State, index: int, ability: dict[str, Any]) -> list[Hex]:
    """The hexes of the figures an ability's ``who`` names (``self`` when none is given)."""
    at = key(state["monsters"][index]["hex"])
    who = ability.get("who", "self")
    reach = int(ability.get("range", 1))
    if who == "self":
        return [at]
    if who in ("all_adjacent_enemies", "one_adjacent_enemy"):
        return enemies(state, at, 1, False)
    if who == "all_enemies_in_range":
        return enemies(state, at, reach, True)
    if who == "all_adjacent_allies":
        return allies(state, at, 1, False)
    if who == "all_allies_in_range":
        return allies(state, at, reach, True)
    if who == "self_or_ally_in_range":
        return [at, *allies(state, at, reach, True)]
    return []


def figure_at(state: State, h: Hex) -> Figure | None:
    return Map(state).figures.get(h)


def ask(state: State, purpose: str, hexes: list[Hex], **data: Any) -> None:
    """The players decide a monster's choice among ``hexes``."""
    group = [{"monster": state["monster_turn"]["type"]}]
    state["decisions"].append(
        decisions.single(CHOICE, tie_owner(state, group), purpose=purpose, hexes=[list(h) for h in hexes], **data)
    )


# --- the abilities ------------------------------------------------------------------------
def perform(state: State, index: int, ability: dict[str, Any], focus: list[Hex], events: Events) -> None:
    """Perform one ability that is not a move or an attack. ``focus``: the monster's focus
    (the AI's targets for its current move), for ``one_adjacent_enemy``."""
    if bosses.performs(ability):  # a boss's own actions
        bosses.perform(state, index, ability, events)
        return
    kind = ability["type"]
    added = bonus(state, ability, events)
    if kind in ("shield", "retaliate"):
        value = amount(ability, added, kind)
        for h in selected(state, index, ability):
            figure = conditions.figure(state, Map(state).figures[h])
            figure.setdefault("bonuses", []).append({kind: value, "range": int(ability.get("range", 1))})
    elif kind == "heal":
        _heal(state, index, ability, amount(ability, added, "heal"), events)
    elif kind == "condition":
        names = sorted(set(ability["conditions"]) | set(added.get("conditions", [])))
        _conditions(state, index, ability, names, focus, events)
    elif kind == "damage":
        hurt = [Map(state).figures[h] for h in selected(state, index, ability)]
        for victim in reversed(hurt):  # characters' answers are asked first to last
            damage.suffer(state, victim, amount(ability, added, "damage"), events, source="ability")
    elif kind in ("push", "pull"):
        origin = state["monsters"][index]["hex"]
        for h in selected(state, index, ability):
            pushes.add(state, h, kind, int(ability["value"]) + int(added.get(kind, 0)), origin)
    elif kind == "trap":
        _trap(state, index, ability, events)
    elif kind == "loot":
        _loot(state, index, amount(ability, added, "loot"), events)
    elif kind == "summon":
        _summon(state, index, ability, events)
    elif kind == "infuse":
        state["monster_turn"]["infuse"] += [e for e in ability["elements"] if e in ELEMENTS]


def _heal(state: State, index: int, ability: dict[str, Any], value: int, events: Events) -> None:
    """Self, every adjacent ally, or "self or allies within range (priority to the one who
    has suffered the most damage)"; a tie for the most is the players' choice."""
    who = ability.get("who", "self")
    hexes = selected(state, index, ability)
    if who != "self_or_ally_in_range":
        for h in hexes:
            conditions.heal(state, Map(state).figures[h], value, events)
        return
    ranked = {h: _hurt(state, h) for h in hexes}
    most = max(ranked.values())
    best = [h for h in hexes if ranked[h] == most]
    if most == (0, False) or len(best) == 1:
        conditions.heal(state, Map(state).figures[best[0]], value, events)
        return
    ask(state, "heal", best, value=value)


def _hurt(state: State, h: Hex) -> tuple[int, bool]:
    """How much a heal would do: damage suffered, then poison or wound to remove."""
    figure = conditions.figure(state, Map(state).figures[h])
    return figure["max_hp"] - figure["hp"], bool({"poison", "wound"} & set(figure["conditions"]))


def _conditions(
    state: State, index: int, ability: dict[str, Any], names: list[str], focus: list[Hex], events: Events
) -> None:
    """Conditions on the figures selected; one adjacent enemy is the focus when adjacent,
    else the players choose among the adjacent enemies."""
    if not names:
        return
    hexes = selected(state, index, ability)
    if ability.get("who") == "one_adjacent_enemy":
        near = [h for h in hexes if h in focus] or hexes
        if len(near) > 1:
            ask(state, "condition", near, conditions=names)
            return
        hexes = near
    for h in hexes:
        figure = Map(state).figures[h]
        conditions.give(state, figure, names, events)


def empty_beside(state: State, index: int) -> list[Hex]:
    """The empty hexes adjacent to monster ``index``: no figure, closed door, token or
    overlay tile there but a corridor."""
    at = key(state["monsters"][index]["hex"])
    game_map = Map(state)
    closed = rooms.closed_doors(state)
    return [
        h
        for h in game_map.neighbours(at)
        if h not in game_map.figures
        and h not in closed
        and all(t["type"] == "corridor" for t in game_map.overlays.get(h, ()))
    ]


def closest_to_an_enemy(state: State, hexes: list[Hex]) -> list[Hex]:
    """The hexes among ``hexes`` closest to an enemy of the monsters (range around walls)."""
    game_map = Map(state)
    foes = list(game_map.enemies_of("monster"))
    nearest = {h: min((game_map.distance(h, e) for e in foes), default=0) for h in hexes}
    return [h for h in hexes if nearest[h] == min(nearest.values())]


def _skipped(events: Events, index: int, reason: str) -> None:
    events.append({"type": "ability_skipped", "figure": ["monster", index], "reason": reason})


def _trap(state: State, index: int, ability: dict[str, Any], events: Events) -> None:
    """ "Create a trap in an adjacent empty hex closest to an enemy": the players choose
    among tied hexes."""
    empty = empty_beside(state, index)
    if not empty:
        _skipped(events, index, "no_empty_hex")
        return
    best = closest_to_an_enemy(state, empty)
    if len(best) > 1:
        ask(state, "trap", best)
        return
    place_trap(state, best[0], ability, events)


def place_trap(state: State, at: Hex, ability: dict[str, Any], events: Events) -> None:
    traps.create(state, list(at), int(ability["damage"]), list(ability.get("conditions", [])), events)


def _summon(state: State, index: int, ability: dict[str, Any], events: Events) -> None:
    """Round summary, "Evocazione": the summoned monsters "are placed in hexes adjacent to
    the Summoner and as close as possible to an Enemy. If there are no free hexes or no
    standees left, the Summon fails." The players choose among tied hexes."""
    empty = empty_beside(state, index)
    if not setup.free_standees(state, ability["monster"]):
        _skipped(events, index, "no_standee")
    elif not empty:
        _skipped(events, index, "no_empty_hex")
    elif len(best := closest_to_an_enemy(state, empty)) > 1:
        ask(state, "summon", best)
    else:
        place_summoned(state, index, best[0], ability, events)


def place_summoned(state: State, index: int, at: Hex, ability: dict[str, Any], events: Events) -> None:
    """Monster ``index`` summons its card's monster on ``at``, with a random standee number
    (a chance decision at the table, as for a revealed room). "I Mostri evocati non agiscono
    nello stesso turno dell'evocazione e non lasciano cadere segnalini Denaro quando
    muoiono": summoned monsters do not act in the same turn (here: round, as the rulebook
    has it, "never act on the round they are summoned") as the summon and drop no money
    tokens when they die (``summoned``; ``summoned_this_round`` until the round ends, so
    their type's turn later this round passes them over). Its type's deck joins the game if new;
    no card is turned up for it now: a card is drawn mid-round only for a revealed room's
    monsters, which act this round; a summoned monster's type draws with the others at the
    start of the next round."""
    kind = ability["monster"]
    summoned = setup.add_monster(state, kind, bool(ability["elite"]), list(at))
    summoned["summoned"] = summoned["summoned_this_round"] = True
    deck_id = content.monsters()[kind]["deck"]
    if deck_id not in state["monster_decks"]:
        state["monster_decks"][deck_id] = decks.new_deck(state, deck_id)
    events.append(
        {
            "type": "monster_summoned",
            "monster": kind,
            "elite": summoned["elite"],
            "hex": list(at),
            "summoner": ["monster", index],
        }
    )
    rooms.fill_in(state, events)


def _loot(state: State, index: int, reach: int, events: Events) -> None:
    """Monsters loot only money tokens, and those are lost ("solo per i segnalini Denaro che
    se saccheggiati andranno persi"): every coin within range and in sight."""
    at = key(state["monsters"][index]["hex"])
    game_map = Map(state)
    taken = [
        t
        for t in state["overlays"]
        if t["type"] == "coin" and game_map.distance(at, key(t["hex"])) <= reach and game_map.sees(at, key(t["hex"]))
    ]
    for token in taken:
        state["overlays"].remove(token)
    events.append({"type": "monster_looted", "figure": ["monster", index], "hexes": [t["hex"] for t in taken]})


# --- the players' choices -----------------------------------------------------------------
def choose(state: State, h: Hex, events: Events) -> None:
    """The players chose hex ``h`` for the pending ``monster_choice``."""
    frame = state["decisions"][-1]
    if list(h) not in frame["hexes"]:
        raise IllegalAction("choose one of the hexes listed", code="invalid_choice")
    index, ability = acting(state)
    state["decisions"].pop()
    purpose = frame["purpose"]
    if purpose in ("push", "pull"):
        pushes.step(state, h, events)
    elif purpose == "heal":
        conditions.heal(state, Map(state).figures[h], frame["value"], events)
    elif purpose == "condition":
        conditions.give(state, Map(state).figures[h], frame["conditions"], events)
    elif purpose == "trap":
        place_trap(state, h, ability, events)
    elif purpose == "summon":
        place_summoned(state, index, h, ability, events)
    else:  # retarget: the attacks left go to the new target
        hits = state["monster_turn"]["hits"]
        hits[:] = [list(h)] * len(hits)
