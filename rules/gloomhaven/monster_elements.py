"""Elements consumed by monster ability cards (round summary, "Infusioni Elementali").

"Monsters consume elements if they can, and every activated monster of that type gets the
benefit": the first monster of the type to perform the ability consumes the elements (Waning
or Strong), the later ones benefit; ``monster_turn.consumed`` marks each consumption made
for the type (``10 × step + n``: the card's ability, then which of its consumptions).

* ``bonus``: what an ability's consume bonuses add (``consume``); without events, what they
  will add, nothing consumed (the monster AI plans an attack with its Target 2, larger area,
  "all enemies within range" or shorter range before the element goes at the first hit).
* ``ready``: an ability performed only when its elements are consumed (``if_consumed``:
  Flame Demon 633 "consume Ice: the Flame Demon suffers 1 damage"), else skipped.
* "Any element" (the multicoloured icon): "If this symbol is present on a monster's ability
  card, the players choose which element is created or consumed" (rulebook, Elemental
  Infusions): with more than one element Waning or Strong, the ``monster_element`` decision
  of the seat that decides the monsters' ties (``choose``).
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, IllegalAction, State, decisions

from . import content, elements, monster_abilities
from .effects import ANY_ELEMENT, ELEMENTS
from .initiative import tie_owner

ELEMENT_CHOICE = "monster_element"
#: The mark of an ability's ``if_consumed`` (its ``consume`` bonuses are marked 0 to 2).
OWN_MARK = 9


def _mark(state: State, n: int) -> int:
    return 10 * int(state["monster_turn"]["step"]) + n


def _fixed(wanted: list[str]) -> list[str]:
    return [e for e in wanted if e in ELEMENTS]


def bonus(state: State, ability: dict[str, Any], events: Events | None = None) -> dict[str, Any]:
    """What the ability's consume bonuses add: those consumed for the type before, and those
    whose elements are Waning or Strong now, which are consumed (with ``events``; without,
    nothing is consumed)."""
    turn = state["monster_turn"]
    consumed = turn.get("consumed", [])
    added: dict[str, Any] = {}
    for n, use in enumerate(ability.get("consume", [])):
        wanted = _fixed(use["elements"])
        if _mark(state, n) not in consumed:
            if not wanted or not all(elements.available(state, e) for e in wanted):
                continue
            if events is not None:
                for element in wanted:
                    elements.consume(state, element, events)
                turn.setdefault("consumed", []).append(_mark(state, n))
        merge(added, use["add"])
    return added


def merge(added: dict[str, Any], add: dict[str, Any]) -> None:
    """Add a bonus to those gathered: numbers add up, conditions join, the rest replaces."""
    for name, value in add.items():
        if name == "conditions":
            added[name] = sorted(set(added.get(name, [])) | set(value))
        elif isinstance(value, bool) or not isinstance(value, int):
            added[name] = value
        else:
            added[name] = added.get(name, 0) + value


def ready(state: State, ability: dict[str, Any], events: Events) -> bool | None:
    """An ``if_consumed`` ability may be performed: its elements are consumed now (or were for
    the type); False when they cannot be; None when the players choose "any element" first."""
    wanted = ability["if_consumed"]
    turn = state["monster_turn"]
    if _mark(state, OWN_MARK) in turn.get("consumed", []):
        return True
    fixed = _fixed(wanted)
    if not all(elements.available(state, e) for e in fixed):
        return False
    if ANY_ELEMENT in wanted:
        others = choices(state, fixed)
        if not others:
            return False
        if len(others) > 1:
            group = [{"monster": turn["type"]}]
            state["decisions"].append(decisions.single(ELEMENT_CHOICE, tie_owner(state, group), elements=others))
            return None
        fixed = [*fixed, others[0]]
    _consume(state, fixed, events)
    return True


def choices(state: State, fixed: list[str]) -> list[str]:
    """The elements "any element" may be: Waning or Strong, not one the ability names."""
    return [e for e in ELEMENTS if e not in fixed and elements.available(state, e)]


def _consume(state: State, used: list[str], events: Events) -> None:
    for element in used:
        elements.consume(state, element, events)
    state["monster_turn"].setdefault("consumed", []).append(_mark(state, OWN_MARK))


def pending(state: State) -> tuple[int, dict[str, Any]] | None:
    """The acting monster and its ability waiting for the players' element, if it is one."""
    turn = state["monster_turn"]
    if turn is None or "summoner" in turn or not turn["queue"] or not turn["step"] >= 1:
        return None
    deck = state["monster_decks"].get(content.monsters()[turn["type"]]["deck"])
    if deck is None or deck["shown"] is None:
        return None
    index = monster_abilities.index_at(state, turn["queue"][0])
    card = monster_abilities.card_of(state, turn["type"])["abilities"]
    if index is None or turn["step"] > len(card) or ANY_ELEMENT not in card[turn["step"] - 1].get("if_consumed", []):
        return None
    return index, card[turn["step"] - 1]


def choose(state: State, element: str, events: Events) -> tuple[int, dict[str, Any]]:
    """The players chose the element of a ``monster_element`` decision: it is consumed with
    the ability's other elements; the acting monster and the ability, to be performed."""
    frame = state["decisions"][-1]
    found = pending(state)
    if found is None or _mark(state, OWN_MARK) in state["monster_turn"].get("consumed", []):
        raise IllegalAction("no monster ability waits for an element", code="invalid_choice")
    fixed = _fixed(found[1]["if_consumed"])
    if element not in frame["elements"] or element not in choices(state, fixed):
        raise IllegalAction("choose one of the elements listed", code="invalid_choice")
    state["decisions"].pop()
    _consume(state, [*fixed, element], events)
    return found


def problem(state: State) -> str | None:
    """What is wrong with a ``monster_element`` decision of the state, if anything: it belongs
    to an ability of the acting monster that consumes "any element", not consumed yet, and
    lists two or more elements that ability may consume."""
    frames = [f for f in state["decisions"] if f["kind"] == ELEMENT_CHOICE]
    if not frames:
        return None
    found = pending(state)
    if found is None or len(frames) > 1 or _mark(state, OWN_MARK) in state["monster_turn"].get("consumed", []):
        return "decisions: a monster_element for an ability of the acting monster that consumes any element"
    allowed = choices(state, _fixed(found[1]["if_consumed"]))
    if not set(frames[0]["elements"]) <= set(allowed) or len(set(frames[0]["elements"])) < 2:
        return "decisions: a monster_element among the elements the ability may consume"
    return None
