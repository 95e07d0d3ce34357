"""A monster's abilities other than its move and attack (round summary, "Turno Mostri",
"Altre Capacità dei Mostri"): bonuses, heal, conditions, damage, push and pull, traps, loot,
summons, infusions; the elements they consume: ``monster_elements``.

"All monsters of a type ... perform every ability of their card in written order, ONLY
what is written." Who an ability affects is its ``who`` (``monster_selectors``).

Where the rules leave a monster's choice to the players (tied heal targets, the hex of a
trap or of a summoned monster, the direction of a push or pull), that is a ``monster_choice`` decision of the seat
that decides the monsters' ties: one hex among ``hexes``, for the ``purpose`` named.
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, IllegalAction, State, decisions

from . import (
    bosses,
    conditions,
    content,
    damage,
    decks,
    monster_attacks,
    monster_elements,
    perches,
    rooms,
    scenario_rules,
    setup,
    traps,
)
from . import monster_pushes as pushes
from .board import Hex, Map, key
from .effects import ELEMENTS
from .initiative import tie_owner
from .monster_selectors import selected

CHOICE = "monster_choice"
PURPOSES = ("heal", "trap", "condition", "push", "pull", "retarget", "summon")

Figure = tuple[str, int]


# --- the acting monster -------------------------------------------------------------------
def stats(state: State, monster: dict[str, Any]) -> dict[str, Any]:
    return scenario_rules.monster_stats(state, monster["type"], monster["elite"])


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


# --- numbers and figures -----------------------------------------------------------------
def amount(ability: dict[str, Any], added: dict[str, Any], name: str) -> int:
    """The ability's value with a consumed bonus of the same kind (``instead``: replacing it)."""
    extra = int(added.get(name, 0))
    return extra if added.get("instead") and name in added else int(ability.get("value", 0)) + extra


def count(ability: dict[str, Any], added: dict[str, Any]) -> int:
    """Target X of a heal: the card's (1 when none), with a consumed "Target 3"."""
    if added.get("instead") and "target" in added:
        return int(added["target"])
    return int(ability.get("target", 1)) + int(added.get("target", 0))


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
    added = monster_elements.bonus(state, ability, events)
    if kind in ("shield", "retaliate"):
        value = amount(ability, added, kind)
        reach = int(ability.get("range", 1)) if kind == "retaliate" else 1
        for h in selected(state, index, ability, added):
            figure = conditions.figure(state, Map(state).figures[h])
            figure.setdefault("bonuses", []).append({kind: value, "range": reach})
    elif kind == "heal":
        heal(state, index, ability, events)
    elif kind == "condition":
        names = sorted(set(ability["conditions"]) | set(added.get("conditions", [])))
        _conditions(state, index, ability, names, focus, events)
    elif kind == "damage":
        hurt = [Map(state).figures[h] for h in selected(state, index, ability, added)]
        # the last of each list first: a figure slain leaves the indices before it unchanged (a
        # sweep found a Savvas's damage killing one monster and missing the next, #33), and the
        # characters' answers are asked first to last
        for victim in sorted(hurt, key=lambda f: (f[0], -f[1])):
            damage.suffer(state, victim, amount(ability, added, "damage"), events, source="ability")
    elif kind in ("push", "pull"):
        origin = state["monsters"][index]["hex"]
        for h in selected(state, index, ability, added):
            pushes.add(state, h, kind, amount(ability, added, kind), origin)
    elif kind == "trap":
        _trap(state, index, ability, events)
    elif kind == "loot":
        _loot(state, index, amount(ability, added, "loot"), events)
    elif kind == "summon":
        _summon(state, index, ability, events)
    elif kind == "infuse":
        state["monster_turn"]["infuse"] += [e for e in ability["elements"] if e in ELEMENTS]


def heal(state: State, index: int, ability: dict[str, Any], events: Events) -> None:
    """Self, every adjacent ally or ally in range, or "self or allies within range (priority
    to the one who has suffered the most damage)": with Target X the X most damaged; a tie
    for the last places is the players' choice, one figure at a time (those healed so far:
    ``monster_turn.healed``)."""
    added = monster_elements.bonus(state, ability, events)
    value = amount(ability, added, "heal")
    hexes = selected(state, index, ability, added)
    if added.get("selector", ability.get("who", "self")) != "self_or_ally_in_range":
        for h in hexes:
            conditions.heal(state, Map(state).figures[h], value, events)
        return
    turn = state["monster_turn"]
    done = [key(h) for h in turn.pop("healed", [])]
    left = [h for h in hexes if h not in done]
    while left and len(done) < count(ability, added):
        ranked = {h: _hurt(state, h) for h in left}
        most = max(ranked.values())
        best = [h for h in left if ranked[h] == most]
        room = count(ability, added) - len(done)
        if len(best) > room and most != (0, False):
            if done:
                turn["healed"] = [list(h) for h in done]
            ask(state, "heal", best, value=value)
            return
        for h in best[:room]:
            conditions.heal(state, Map(state).figures[h], value, events)
        done += best[:room]
        left = [h for h in left if h not in done]


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


def empty_beside(state: State, around: list[Hex]) -> list[Hex]:
    """The empty hexes adjacent to those ``around``: no figure, closed door, token or overlay
    tile there but a corridor."""
    game_map = Map(state)
    closed = rooms.closed_doors(state)
    near = sorted({n for at in around for n in game_map.neighbours(at)})
    return [
        h
        for h in near
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
    empty = empty_beside(state, [key(state["monsters"][index]["hex"])])
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
    standees left, the Summon fails." The players choose among tied hexes. Deep Terror 738
    summons "in a hex adjacent to the target" of its attack before (``near_target``)."""
    summoner = state["monsters"][index]
    near = monster_attacks.struck(state) if ability.get("near_target") else [key(h) for h in perches.origins(summoner)]
    empty = empty_beside(state, near)
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
    start of the next round. Ooze 696: "Summons normal Ooze with a hit point value equal to
    the summoning Ooze's current hit point value (limited by a normal Ooze's specified
    maximum hit point value)" (``hp_of_summoner``)."""
    kind = ability["monster"]
    hp = int(state["monsters"][index]["hp"])
    summoned = setup.add_monster(state, kind, bool(ability["elite"]), list(at))
    summoned["summoned"] = summoned["summoned_this_round"] = True
    if ability.get("hp_of_summoner"):
        summoned["hp"] = min(hp, int(summoned["max_hp"]))
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
    if taken:
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
        if ability["type"] == "heal" and count(ability, monster_elements.bonus(state, ability)) > 1:
            turn = state["monster_turn"]  # Target X: the heal goes on to the others
            turn["healed"] = [*turn.get("healed", []), list(h)]
            heal(state, index, ability, events)
    elif purpose == "condition":
        conditions.give(state, Map(state).figures[h], frame["conditions"], events)
    elif purpose == "trap":
        place_trap(state, h, ability, events)
    elif purpose == "summon":
        place_summoned(state, index, h, ability, events)
    else:  # retarget: the attacks left go to the new target
        hits = state["monster_turn"]["hits"]
        hits[:] = [list(h)] * len(hits)
