"""The monsters' turn, played by the monster AI (``monster_ai``: the same code that answers
``monster-moves``).

Round summary, "Turno Mostri": "All monsters of a type act on their initiative and perform
every ability of their card in written order, ONLY what is written. Order: the elites of a
type first, then the normal ones; several of each act in ascending standee number." Where
the AI leaves the players a choice (tied focus or tied options), that is a decision
(``monster_option``) of the seat that decides the monsters' ties.
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, State, decisions

from . import (
    active,
    auras,
    conditions,
    damage,
    elements,
    escorts,
    focus,
    hit_and_run,
    marches,
    monster_elements,
    monster_requests,
    monster_selectors,
    perches,
    rule_events,
    sacrifice,
    summons,
    traps,
    turned,
)
from . import monster_abilities as abilities
from . import monster_attacks as attacks
from . import monster_pushes as pushes
from . import turn as turn_rules
from .board import LISTS, Map, key, side
from .hexes import board as make_board
from .initiative import tie_owner
from .monster_abilities import Figure, card_of
from .monster_ai import monster_moves
from .monster_attacks import attack_range as attack_range  # control.py: a controlled monster's range
from .monster_attacks import resolve_attack
from .movement import FLYING, JUMP, NORMAL, Mover, Terrain
from .movement_rules import entered

OPTION = "monster_option"


def acting_order(state: State, kind: str) -> list[list[int]]:
    """The hexes of the type's monsters in the order they act; those summoned this round do
    not act ("I Mostri evocati non agiscono nello stesso turno dell'evocazione")."""
    found = [m for m in state["monsters"] if m["type"] == kind and not m.get("summoned_this_round")]
    found.sort(key=lambda m: (not m["elite"], m["standee"]))
    return [list(m["hex"]) for m in found]


def begin(state: State, kind: str, events: Events, opened: bool = False) -> None:
    """Monster type ``kind``'s turn; first, unless ``opened``, the types that open it ("each round,
    immediately before the Elder Drake's turn, they perform 'Move 2, Attack C'", #34)."""
    hit_and_run.appear(state, kind, events)  # "If the Dark Rider is not on the map at the start of its turn" (#48)
    opener = next((k for k in perches.openers(kind) if acting_order(state, k)), None) if not opened else None
    acting = kind if opener is None else opener
    state["monster_turn"] = {
        "type": acting,
        "queue": acting_order(state, acting),
        "step": 0,
        "plan": None,
        "infuse": [],
    }
    if opener is not None:
        state["monster_turn"]["then"] = kind
    events.append({"type": "monsters_turn", "monster": acting})


#: The ``type`` of a monster turn played by a character's summons (``summoner``), and of one
#: played by an escort that attacks (``escort``: its name; ``escorts``).
SUMMONS, ESCORT = "summons", escorts.ESCORT


def begin_summons(state: State, owner: int, events: Events) -> None:
    """Character ``owner``'s summons act, "immediately before the summoner's turn"; then its
    turn begins (``proceed``)."""
    queue = summons.of(state, owner)
    state["monster_turn"] = {"type": SUMMONS, "summoner": owner, "queue": queue, "step": 0, "plan": None, "infuse": []}
    events.append({"type": "summons_turn", "character": owner})


def acting_at(state: State, h: list[int]) -> Figure | None:
    """The figure of the turn's side (a monster, or a summon of the summoner) on hex ``h``."""
    turn = state["monster_turn"]
    kind = "summon" if "summoner" in turn else "escort" if "escort" in turn else "monster"
    for i, figure in enumerate(state[LISTS[kind]]):
        if figure["hex"] == h and not figure.get("summoned_this_round"):  # on a slain one's hex
            return (kind, i)
    return None


def _card(state: State, who: Figure) -> dict[str, Any]:
    if who[0] == "summon":
        return summons.card(state["summons"][who[1]])
    if who[0] == "escort":
        return escorts.card(state, who[1])
    return card_of(state, state["monster_turn"]["type"])


def proceed(state: State, events: Events) -> None:
    """One step: a push or pull under way, the current attack's next target, the current
    monster's next ability, or the next monster, or the end."""
    turn = state["monster_turn"]
    if not turn["queue"]:
        state["monster_turn"] = None
        if "summoner" in turn:  # the summons have acted: now the summoner
            turn_rules.begin(state, turn["summoner"], events)
        elif "then" in turn:  # the Zephyrs have acted: now the Elder Drake
            begin(state, turn["then"], events, opened=True)
        return
    who = acting_at(state, turn["queue"][0])
    if turn.get("forced"):
        pushes.force(state, events)
        return
    if who is None:  # slain before it acted, or during its turn
        _next_monster(turn)
        return
    figure = conditions.figure(state, who)
    card = _card(state, who)
    if "hits" in turn:
        _next_hit(state, who, card["abilities"][turn["step"] - 1], events)
        return
    if turn["step"] == 0 and turn["plan"] is None:  # not again after the players chose its first move
        conditions.start_of_turn(state, who)
        if "wound" in figure["conditions"]:
            damage.suffer(state, who, 1, events, source="wound")
            if acting_at(state, turn["queue"][0]) is None:
                return
        auras.at_turn_start(state, who, events)
        if acting_at(state, turn["queue"][0]) is None:
            return
    if who[0] == "monster" and (carry := sacrifice.rule_for(state, figure["type"])) is not None:
        sacrifice.take_turn(state, who[1], carry, events)  # "they do not act normally" (#78)
        _end_monster(state, who, events)
        return
    if "stun" in figure["conditions"] or turn["step"] >= len(card["abilities"]):
        _end_monster(state, who, events)
        return
    if who[0] == "monster" and not turn.get("marched") and (sent := marches.rule_for(state, figure["type"])):
        turn["marched"] = True  # "Move 2 toward the closest pressure plate, then ..." (#77)
        marches.march(state, who[1], sent, events)
        return
    ability = card["abilities"][turn["step"]]
    turn["step"] += 1
    _play(state, who, ability, card, events)


def _next_monster(turn: dict[str, Any]) -> None:
    turn["queue"].pop(0)
    turn["step"] = 0
    turn["plan"] = None
    turn.pop("hits", None)
    turn.pop("forced", None)
    turn.pop("struck", None)
    turn.pop("moved", None)
    turn.pop("marched", None)


def _end_monster(state: State, who: Figure, events: Events) -> None:
    turn = state["monster_turn"]
    conditions.end_of_turn(state, who, events)
    elements.infuse(state, turn["infuse"], events)
    turn["infuse"] = []
    _next_monster(turn)


def _play(state: State, who: Figure, ability: dict[str, Any], card: dict[str, Any], events: Events) -> None:
    """Round summary: a monster moves and attacks its focus; the rest of its card is played
    by ``monster_abilities``. A move is planned with the attack that follows it (before any
    other move); an attack with no move before it is planned from where the monster stands."""
    turn = state["monster_turn"]
    kind = ability["type"]
    if "if_consumed" in ability and not monster_elements.ready(state, ability, events):
        return  # not consumed: not performed (or the players choose the element first)
    marching = who[0] == "monster" and marches.rule_for(state, conditions.figure(state, who)["type"]) is not None
    if kind == "move" and marching:
        return  # "perform every non-move ability on their ability card" (#77)
    if kind not in ("move", "attack"):
        abilities.perform(state, who[1], ability, [key(t) for t in (turn["plan"] or {}).get("targets", [])], events)
        return
    if turn["plan"] is None:
        move, attack = _segment(card, turn["step"] - 1)
        _plan(state, who, None if marching else move, attack, events)
        if state["decisions"]:  # the players choose the option; then the ability is played
            turn["step"] -= 1
            return
    if kind == "move":
        _move(state, who, ability, events)
        if turned.steering(state, who) is not None:
            turn["plan"] = None  # its attack's targets are chosen from where it ends
    else:
        _attack(state, who, ability, events)


def _segment(card: dict[str, Any], at: int) -> tuple[dict[str, Any] | None, dict[str, Any] | None]:
    """The move and the attack planned together for the ability at ``at``."""
    found = card["abilities"][at]
    if found["type"] == "attack":
        return None, found
    for later in card["abilities"][at + 1 :]:
        if later["type"] == "move":
            break
        if later["type"] == "attack":
            return found, later
    return found, None


def _plan(
    state: State, who: Figure, move: dict[str, Any] | None, attack: dict[str, Any] | None, events: Events
) -> None:
    steer = turned.steering(state, who)
    if steer is not None and not (move is None and attack and "area" in attack):
        options = turned.options(state, who, move, attack)  # "with you controlling the actions"
    elif "hexes" in conditions.figure(state, who):
        options = _from_any_hex(state, who, move, attack)
    else:
        options = focus.answer(state, who, monster_requests.request(state, who, move, attack))["options"]
    if len(options) > 1:
        seat = deciding_seat(state) if steer is None else int(state["characters"][steer]["seat"])
        state["decisions"].append(decisions.single(OPTION, seat, options=options))
        return
    state["monster_turn"]["plan"] = (
        options[0] if options else {"destination": conditions.figure(state, who)["hex"], "targets": []}
    )


def _from_any_hex(
    state: State, who: Figure, move: dict[str, Any] | None, attack: dict[str, Any] | None
) -> list[dict[str, Any]]:
    """ "The Elder Drake may use any of its hexes to work out what it can target" (#34): the AI's
    options from each of its hexes, its own first; it acts from the first that strikes the most
    targets (our reading), which becomes its hex."""
    monster = conditions.figure(state, who)
    best: tuple[int, list[int], list[dict[str, Any]]] | None = None
    for origin in perches.origins(monster):
        monster["hex"] = origin
        options = focus.answer(state, who, monster_requests.request(state, who, move, attack))["options"]
        struck = max((len(o["targets"]) for o in options), default=0)
        if best is None or struck > best[0]:
            best = (struck, origin, options)
    assert best is not None
    monster["hex"] = best[1]
    state["monster_turn"]["queue"][0] = list(best[1])
    return best[2]


def deciding_seat(state: State) -> int:
    """Who decides the ties of the turn: the summoner's seat for its summons (they are "not
    controlled by the summoner", but the players decide what the rules leave open), else
    the seat that decides the monsters' ties."""
    turn = state["monster_turn"]
    if "summoner" in turn:
        return int(state["characters"][turn["summoner"]]["seat"])
    if "escort" in turn:
        return escorts.deciding_seat(state)
    return tie_owner(state, [{"monster": turn["type"]}])


def choose_option(state: State, option: dict[str, Any]) -> None:
    state["decisions"].pop()
    state["monster_turn"]["plan"] = option


def _move(state: State, who: Figure, ability: dict[str, Any], events: Events) -> None:
    monster = conditions.figure(state, who)
    plan = state["monster_turn"]["plan"]
    start, dest = key(monster["hex"]), key(plan["destination"])
    if start == dest:
        return
    game_map = Map(state)
    mode = FLYING if conditions.flies(state, who) else JUMP if ability.get("jump") else NORMAL
    board = make_board(sorted(game_map.cells), game_map.walls)
    terrain = Terrain(
        *(
            frozenset(board.index[h] for h in game_map.hexes_with(k))
            for k in ("obstacle", "trap", "hazardous", "difficult")
        )
    )
    enemies = [board.index[h] for h in game_map.enemies_of(side(state, who))]
    occupied = [board.index[h] for h in game_map.figures if h != start]
    mover = Mover(board, terrain, mode, enemies, occupied)
    path = mover.walk(board.index[start], board.index[dest]) or [board.index[start], board.index[dest]]
    monster["hex"] = list(dest)
    plan["destination"] = list(dest)
    state["monster_turn"]["queue"][0] = list(dest)
    state["monster_turn"]["moved"] = state["monster_turn"].get("moved", 0) + len(path) - 1  # a boss's X
    events.append({"type": "moved", "figure": list(who), "path": [list(board.coords[i]) for i in path]})
    if side(state, who) == "character":  # a summon or an ally entering a room (#35)
        rule_events.entered(state, [board.coords[i] for i in path], events)
    for i in mover.entered_negative(path):
        token = entered(game_map, board.coords[i], who)
        if token is not None:
            traps.spring(state, who, token, events)
        if acting_at(state, list(dest)) is None:
            return


def _attack(state: State, who: Figure, ability: dict[str, Any], events: Events) -> None:
    """The attack's targets, each attacked in turn (``_next_hit``): the AI's; every adjacent
    enemy for "all adjacent enemies", every enemy in range for "all enemies within range";
    the focus Target X times for "one enemy with all attacks"."""
    monster = conditions.figure(state, who)
    turn = state["monster_turn"]
    turn.pop("struck", None)
    targets = [list(t) for t in turn["plan"]["targets"]]
    if "disarm" in monster["conditions"] or not targets:
        turn["plan"] = None
        return
    base = monster_requests.figure_stats(state, who)
    planned = monster_requests.planned_attack(state, base, ability) or ability
    if planned.get("targets") in ("all_adjacent_enemies", "all_enemies_in_range"):
        reach = max(1, attack_range(base, planned)) if planned["targets"] == "all_enemies_in_range" else 1
        targets = [list(h) for h in monster_selectors.enemies(state, key(monster["hex"]), reach, True)]
    elif planned.get("targets") == "one_enemy_all_attacks":
        targets = targets[:1] * int(planned.get("target", base.get("target", 1)))
    turn["hits"] = targets


def _next_hit(state: State, who: Figure, ability: dict[str, Any], events: Events) -> None:
    """Attack the next target (one modifier card each); a push or pull follows the hit."""
    turn = state["monster_turn"]
    hits = turn["hits"]
    if not hits:
        turn.pop("hits")
        turn["plan"] = None
        if not monster_requests.for_the_characters(turn) and turn.get("struck"):
            attacks.after_attack(state, who, monster_elements.bonus(state, ability), events)
        if who[0] == "summon" and turn.get("struck"):  # the Burning Avatar: its attacks infuse fire
            turn["infuse"] += summons.infusions(state["summons"][who[1]])
        if who[0] == "monster" and turn.get("struck") and hit_and_run.leaves_after(state, who[1], ability):
            _end_monster(state, who, events)  # "removed from the map immediately after it performs any melee attack"
            hit_and_run.leave(state, who[1], events)
        return
    target = key(active.redirected(state, hits[0]))
    if abilities.figure_at(state, target) is None:
        if ability.get("targets") == "one_enemy_all_attacks" and _retarget(state, who, ability, events):
            return
        hits.pop(0)
        return
    hits.pop(0)
    monster = conditions.figure(state, who)
    added = monster_elements.bonus(state, ability, events) if not monster_requests.for_the_characters(turn) else {}
    shared = sum(
        b.get("attack", 0) for b in monster.get("bonuses", [])
    )  # an ally's card ("you and all adjacent allies")
    if shared:
        added["attack"] = added.get("attack", 0) + shared
    resolved = resolve_attack(
        state, monster_requests.figure_stats(state, who), ability, added, target, key(monster["hex"])
    )
    attacks.record_hit(state, target)
    state["attack"] = {
        "attacker": list(who),
        "ability": resolved,
        "targets": [list(target)],
        "next": 0,
        "drawn": [],
    }
    for kind in ("push", "pull"):
        if resolved.get(kind):
            pushes.add(state, target, kind, resolved[kind], monster["hex"])


def _retarget(state: State, who: Figure, ability: dict[str, Any], events: Events) -> bool:
    """The one enemy of all the attacks is gone: the attacks left go to a new target from
    where the monster stands (the AI's focus; the players choose among tied ones). False
    when there is none."""
    single = {k: v for k, v in ability.items() if k != "targets"}
    answer = monster_moves(monster_requests.request(state, who, None, {**single, "target": 1}))
    found = sorted({key(o["targets"][0]) for o in answer["options"] if o["targets"]})
    if not found:
        state["monster_turn"]["hits"] = []
        return True
    if len(found) > 1:
        abilities.ask(state, "retarget", found)
        return True
    hits = state["monster_turn"]["hits"]
    hits[:] = [list(found[0])] * len(hits)
    return True
