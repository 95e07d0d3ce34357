"""A scenario's own figures, which the scenario book lists as its "objectives": the ones the
characters destroy ("Destroy the rock column", #31) and the escorts they protect ("Protect
Hail for ten rounds", #27).

**Objectives** (``state.objectives``). The book gives each its hit points ("Rock column (a):
(8+L)xC hit points") and makes it "an enemy to the characters". The rest is our reading,
stated as Frosthaven's rulebook states it for its objectives: an objective never acts and has
no initiative, it is immune to every condition and to forced movement, and monsters treat it
as one of their own (they never focus on it, and move through it as through an ally).
Characters and their summons attack it as any enemy. Destroyed, it leaves the map without
dropping a coin, its name goes into ``tally.destroyed`` (the ``destroy`` goal), and a door
objective's door opens.

**Escorts** (``state.escorts``): "ally to the characters, enemy of all monster types", with the
hit points the book gives; monsters focus on an escort as on a character, at its printed
initiative ("initiative 99 for monster focus purposes only"); it takes its turn then
(``escorts``). Bless and curse never reach it: it has no modifier deck. Killed, it leaves the
map and its name goes into ``tally.died`` (the ``figure_dies`` loss).

Each is placed at full health once the revealed map holds its hex (a door objective as soon
as a room beside its door is revealed), in place of the obstacle the map draws there. A
``summoned`` objective has no hex: a boss summons it (``eggs``), as "<name> N" (N from 1 to
``SUMMONED``); it is not tallied when destroyed and may be summoned again.
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, InvalidState, State
from rules.core.schema import JSON, array, integer, obj, ref

from . import content, effects, formulas, scenario_rules, stat_bonuses
from .board import Map, key
from .common import HEX, playing_seat
from .vocabulary import MAX_FIGURES

Rule = dict[str, Any]
#: How many of a summoned objective may stand at once ("Egg 1" to "Egg 8": our bound).
SUMMONED = 8
#: The list of the state each kind of the scenario's figures is kept in, and its tally.
LISTS = {"objective": "objectives", "escort": "escorts"}
TALLIES = {"objective": "destroyed", "escort": "died"}


def state_members() -> dict[str, JSON]:
    """The state's ``objectives`` and ``escorts`` (JSON Schema)."""
    figure = {"name": {"type": "string", "maxLength": 40}, "hp": integer(1, 999), "max_hp": integer(1, 999), "hex": HEX}
    objective = obj(
        {
            **figure,
            "conditions": array({"type": "string"}, maxItems=0),
            "hexes": array(HEX, minItems=2, maxItems=7, description="every hex it fills (its hex among them)"),
        },
        optional=("hexes",),
        description="an objective of the scenario: an enemy to the characters (objectives.py)",
    )
    escort = obj(
        {
            **figure,
            "conditions": effects.CONDITION_LIST,
            "fresh": {**effects.CONDITION_LIST, "description": "gained during its own turn (conditions.give)"},
            "bonuses": array(ref("Bonus"), maxItems=20),
            "hexes": array(HEX, minItems=2, maxItems=7, description="every hex it fills (its hex among them)"),
        },
        optional=("fresh", "hexes"),
        description="an escort of the scenario: an ally to the characters (objectives.py)",
    )
    return {"objectives": array(objective, maxItems=MAX_FIGURES), "escorts": array(escort, maxItems=MAX_FIGURES)}


def of(state: State, kind: str = "objective") -> list[Rule]:
    """The scenario's figures of ``kind`` (its ``figures``)."""
    return [f for f in scenario_rules.rules_of(state).get("figures", []) if f["kind"] == kind]


def max_hp(state: State, rule: Rule) -> int:
    if "shares_hp_with" in rule:  # the Prime Demon's altar: the boss's hit points (thrones.py)
        boss = content.monster_stats(
            rule["shares_hp_with"], state["levels"]["monster"], False, len(state["characters"])
        )
        return int(boss["hp"])
    up = rule.get("rounding") == "up"
    return max(1, formulas.evaluate(rule["hp"], len(state["characters"]), state["levels"]["scenario"], up))


def initiative(state: State, index: int) -> int:
    """An escort's initiative, for the monsters' focus."""
    return int(rule(state, "escort", state["escorts"][index]["name"])["initiative"])


def place(state: State) -> None:
    """The scenario's figures the revealed map now holds, at full health."""
    cells = None
    for kind, listed in LISTS.items():
        placed = {f["name"] for f in state[listed]} | set(state["tally"].get(TALLIES[kind], []))
        placed |= set(state["tally"].get("reached", [])) if kind == "escort" else set()  # saved, left
        placed |= set(state["tally"].get("freed", []))  # "removed from the map" (#44)
        for rule in of(state, kind):
            if rule["name"] in placed or rule.get("summoned"):
                continue
            cells = Map(state).cells if cells is None else cells
            at = key(rule["hex"])
            if at not in cells:
                continue
            filled = {key(h) for h in rule.get("hexes", [])} | {at}
            state["overlays"] = [
                o for o in state["overlays"] if not (key(o["hex"]) in filled and o["type"] == "obstacle")
            ]
            hp = max_hp(state, rule)
            waited = (
                hp - shared_hp(state, rule, hp) + take_pending(state, rule["name"])
            )  # "suffers 2 damage ... even before its room is revealed"
            figure = {"name": rule["name"], "hp": hp - waited, "max_hp": hp, "hex": list(at), "conditions": []}
            if "hexes" in rule:
                figure["hexes"] = [list(h) for h in rule["hexes"]]
            state[listed].append(figure if kind == "objective" else {**figure, "bonuses": []})


def shared_hp(state: State, rule: Rule, hp: int) -> int:
    """The hit points of the boss a throne shares them with (``hp`` if it has none on the map)."""
    kind = rule.get("shares_hp_with")
    return next((int(m["hp"]) for m in state["monsters"] if m["type"] == kind), hp)


def shares_hp(state: State, kind: str) -> bool:
    """Monster type ``kind`` is a boss whose throne, not yet destroyed, takes its damage: it takes
    none itself."""
    destroyed = state["tally"].get("destroyed", [])
    return any(f.get("shares_hp_with") == kind and f["name"] not in destroyed for f in of(state))


def take_pending(state: State, name: str) -> int:
    """The damage a rule dealt figure or monster type ``name`` while it was off the map
    (``tally.pending``), taken now."""
    pending = state["tally"].get("pending", {})
    waited = int(pending.pop(name, 0))
    if "pending" in state["tally"] and not pending:
        del state["tally"]["pending"]
    return waited


def add_pending(state: State, name: str, amount: int) -> int:
    """Keep ``amount`` more damage for ``name`` off the map (at most 999); the total."""
    pending = state["tally"].setdefault("pending", {})
    pending[name] = min(999, int(pending.get(name, 0)) + amount)
    return int(pending[name])


def standing(state: State, name: str) -> tuple[str, int] | None:
    """The objective or escort named ``name`` on the map (None: not there)."""
    for kind, listed in LISTS.items():
        found = next((i for i, f in enumerate(state[listed]) if f["name"] == name), None)
        if found is not None:
            return kind, found
    return None


#: The players' choice, as a protected figure would suffer damage (``protect_figure``).
PROTECT = "protect_figure"


def protect_rule(state: State, who: tuple[str, int]) -> Rule | None:
    """The ``protect_figure`` rule of figure ``who`` with uses left ("Twice during the
    scenario, when the crystal would suffer damage, any character may lose one card from their
    hand to make it suffer no damage instead", #84; "Any character may lose one card from their
    hand to negate any one source of damage a captive Orchid would suffer", #44), when a
    character could pay."""
    name = state[LISTS[who[0]]][who[1]]["name"]
    for rule in scenario_rules.rules_of(state).get("setup", []):
        if rule["type"] != "protect_figure":
            continue
        if name.startswith(rule["figure"]) if rule.get("match") == "prefix" else rule["figure"] == name:
            left = "uses" not in rule or state["tally"].get("protected", 0) < rule["uses"]  # #44: every time
            payers = [c for c in state["characters"] if not c["exhausted"] and c["hand"]]
            return rule if left and payers else None
    return None


def ask_protection(state: State, who: tuple[str, int], amount: int, source: str) -> None:
    frame = {"kind": PROTECT, "seat": playing_seat(state), "figure": list(who), "amount": amount, "source": source}
    state["decisions"].append(frame)


def wound(state: State, who: tuple[str, int], amount: int, events: Events, source: str) -> None:
    kind, index = who
    figure = state[LISTS[kind]][index]
    figure["hp"] = max(0, figure["hp"] - amount)
    events.append({"type": "damage_suffered", "figure": [kind, index], "damage": amount, "source": source})
    shared = rule(state, kind, figure["name"]).get("shares_hp_with")
    if figure["hp"] > 0:
        if shared is not None:  # "damage has to be dealt to the altar instead" (#21)
            _wound_boss(state, shared, figure["hp"], events)
        return
    state[LISTS[kind]].pop(index)
    if not rule(state, kind, figure["name"]).get("summoned"):
        state["tally"].setdefault(TALLIES[kind], []).append(figure["name"])
    if kind == "escort":
        events.append({"type": "escort_killed", "name": figure["name"], "hex": figure["hex"]})
    else:
        events.append({"type": "objective_destroyed", "name": figure["name"], "hex": figure["hex"]})
        stat_bonuses.refresh(state)
        if shared is not None:
            _wound_boss(state, shared, 0, events)
    from . import rooms, rule_events  # they place and fire rules on the scenario's figures

    if rule(state, kind, figure["name"]).get("door"):  # "each opens when it is destroyed"
        rooms.open_door(state, key(figure["hex"]), -1, events)
        rooms.fill_in(state, events)
    if kind == "objective":
        rule_events.on_destroyed(state, figure, events)  # then "all enemies adjacent to it gain STUN"
    rule_events.at_once(state, events)  # "The Prime Demon spawns at e only once door 1 is destroyed" (#36)


def _wound_boss(state: State, kind: str, hp: int, events: Events) -> None:
    """The boss whose hit points its throne shares left with ``hp``, killed at none."""
    from . import damage  # it wounds objectives here

    boss = next((i for i, m in enumerate(state["monsters"]) if m["type"] == kind), None)
    if boss is None:
        return
    state["monsters"][boss]["hp"] = hp
    if hp == 0:
        damage.kill_monster(state, boss, events)


def rule(state: State, kind: str, name: str) -> Rule:
    """The rule of figure ``name``: its own, or a summoned one's ("Egg 3": the rule "Egg")."""
    found = _rules_by_name(state, kind).get(name)
    return found if found is not None else _rules_by_name(state, kind)[_template(name)]


def _rules_by_name(state: State, kind: str) -> dict[str, Rule]:
    return {f["name"]: f for f in of(state, kind)}


def _template(name: str) -> str:
    base, _, number = name.rpartition(" ")
    return base if number.isdigit() and 1 <= int(number) <= SUMMONED else name


def _misplaced(state: State, kind: str, rule: Rule, figure: dict[str, Any], own_name: bool) -> bool:
    """An objective off its rule's hex (or hexes); a summoned one under its rule's own name,
    or one not summoned under a summoned one's."""
    if rule.get("summoned"):
        return own_name
    if kind != "objective":
        return False
    if "shares_hp_with" in rule:  # a throne moves to its boss's marked hexes (thrones.py)
        return key(figure["hex"]) not in throne_hexes(state, rule)
    return key(rule["hex"]) != key(figure["hex"]) or figure.get("hexes") != rule.get("hexes")


def throne_hexes(state: State, rule: Rule) -> set[tuple[int, int]]:
    """Where a throne may stand: its own hex and its boss's marked hexes."""
    from . import marked_hexes  # it reads the scenario's rules, as this module does

    marked = marked_hexes.rule_for(state, rule["shares_hp_with"])
    return {key(rule["hex"])} | {key(h) for h in (marked or {}).get("hexes", [])}


def check_state(state: State) -> None:
    """Each figure is one of the scenario's, standing on its own hex, not destroyed or dead,
    once, with hit points up to its formula's; an objective has no condition; the destroyed,
    the dead and the freed are the scenario's, each once. A summoned one stands anywhere, named "<its
    rule's name> N"."""
    for kind, listed in LISTS.items():
        rules = _rules_by_name(state, kind)
        gone = state["tally"].get(TALLIES[kind], [])
        if not set(gone) <= set(rules) or len(set(gone)) != len(gone):
            raise InvalidState(f"state.tally.{TALLIES[kind]}: {listed} of the scenario, each once")
        seen = set(gone)
        for i, figure in enumerate(state[listed]):
            rule = rules.get(figure["name"]) or rules.get(_template(figure["name"]))
            if rule is None or figure["name"] in seen or _misplaced(state, kind, rule, figure, figure["name"] in rules):
                raise InvalidState(f"state.{listed}[{i}]: one of the scenario's, once (an objective on its hex)")
            if figure["max_hp"] != max_hp(state, rule) or not 0 < figure["hp"] <= figure["max_hp"]:
                raise InvalidState(f"state.{listed}[{i}]: hp up to its formula's maximum")
            if kind == "objective" and figure["conditions"]:
                raise InvalidState(f"state.{listed}[{i}].conditions: an objective takes no condition")
            seen.add(figure["name"])
    escorts = {f["name"]: f for f in of(state, "escort")}
    reached = state["tally"].get("reached", [])
    if not set(reached) <= set(escorts) or len(set(reached)) != len(reached):
        raise InvalidState("state.tally.reached: escorts of the scenario, each once")
    left = {n for n in reached if escorts[n].get("acts", {}).get("leaves_at_target")}
    if left & ({f["name"] for f in state["escorts"]} | set(state["tally"].get("died", []))):
        raise InvalidState("state.tally.reached: an escort saved has left the map")
    freed = state["tally"].get("freed", [])
    named = {f["name"] for kind in LISTS for f in of(state, kind)}
    standing = {f["name"] for listed in LISTS.values() for f in state[listed]}
    gone = {n for kind in LISTS for n in state["tally"].get(TALLIES[kind], [])}
    if not set(freed) <= named or len(set(freed)) != len(freed) or set(freed) & (standing | gone):
        raise InvalidState("state.tally.freed: figures of the scenario, each once, off the map and not killed")


def allied(state: State, who: tuple[str, int]) -> bool:
    """Whether the characters' abilities for allies reach figure ``who``: not an escort "not
    considered an ally to the characters" (``ally: false``)."""
    return who[0] != "escort" or rule(state, "escort", state["escorts"][who[1]]["name"]).get("ally", True)


def summons_attack(state: State, who: tuple[str, int]) -> bool:
    """Whether character summons acting by themselves attack figure ``who``: not an objective
    they "attack only when directly controlled by a character"."""
    if who[0] != "objective":
        return True
    return not rule(state, "objective", state["objectives"][who[1]]["name"]).get("summons_attack_only_if_controlled")


def only_heal(state: State, who: tuple[str, int]) -> bool:
    """Figure ``who`` is an escort nothing but a heal affects: "Once revealed it can be healed
    like any normal ally, but no other ability can affect it" (#68's tree; no monster attacks it)."""
    return who[0] == "escort" and bool(rule(state, "escort", state["escorts"][who[1]]["name"]).get("only_heal"))


def healable(state: State, who: tuple[str, int]) -> bool:
    """Whether a heal reaches figure ``who``: not an escort that "cannot be healed"."""
    return who[0] != "escort" or rule(state, "escort", state["escorts"][who[1]]["name"]).get("heal", True)
