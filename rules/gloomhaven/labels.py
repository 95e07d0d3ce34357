"""The labels of Gloomhaven's actions: one line in the rulebook's words, with the names and
numbers of the ability cards, the class and monster names from the content, and hexes as
``(q, r)`` ("Move to (3, 4)", "Attack Bandit Guard 2", "Brute: lead with Trample (72), then
Eye for an Eye").

A label names only what the acting seat may see: its own hand, the map, the figures, the
public discard piles. A chance action's label names the card the table drew (or the standee
it placed), which is the table's own.
"""

from collections.abc import Callable
from typing import Any

from rules.core import Action, State

from . import content, items
from .render import card_initiative, card_name, class_name, monster_name, summon_name

Labeller = Callable[[State, Action], str]

#: The attack modifier cards by id, as printed ("+1", "2x", "Null").
MODIFIERS = {"double": "2x", "null": "Null", "bless": "Bless (2x)", "curse": "Curse (Null)"}


def label(state: State, action: Action) -> str:
    """The words for ``action`` (a ``KeyError`` for a type without its own)."""
    return LABELS[action["type"]](state, action)


# --- names ---------------------------------------------------------------------------------
def _hex(h: list[int]) -> str:
    return f"({h[0]}, {h[1]})"


def _hexes(hs: list[list[int]]) -> str:
    return ", ".join(map(_hex, hs))


def _card(card: int) -> str:
    """An ability card by name and initiative: "Trample (72)"."""
    initiative = card_initiative(card)
    return card_name(card) + (f" ({initiative})" if initiative is not None else "")


def _character(state: State, index: int) -> str:
    return class_name(state["characters"][index]["class"])


def _monster(monster: dict[str, Any]) -> str:
    """A monster by name and standee number, "elite" when it is: "elite Bandit Guard 6"."""
    elite = "elite " if monster.get("elite") else ""
    standee = f" {monster['standee']}" if monster.get("standee") is not None else ""
    return f"{elite}{monster_name(monster['type'])}{standee}"


def _figure(state: State, who: list[Any]) -> str:
    """A figure ``[kind, index]`` by name."""
    kind, index = who
    if kind == "character":
        return _character(state, index)
    if kind == "summon":
        return summon_name(state["summons"][index]["card"])
    return _monster(state["monsters"][index])


def _at(state: State, h: list[int]) -> str:
    """The figure in hex ``h`` by name, else the hex."""
    for kind, listed in (("character", "characters"), ("summon", "summons"), ("monster", "monsters")):
        for index, figure in enumerate(state[listed]):
            if figure.get("hex") == h and not figure.get("exhausted"):
                return _figure(state, [kind, index])
    return _hex(h)


def _ability(ability: dict[str, Any]) -> str:
    """An ability in a few words: "Heal 3", "Infuse air", "Control"."""
    words = str(ability["type"]).replace("_", " ").capitalize()
    if "value" in ability:
        words += f" {ability['value']}"
    if ability.get("elements"):
        words += " " + ", ".join(ability["elements"])
    return words


def _frame(state: State) -> dict[str, Any]:
    found: dict[str, Any] = state["decisions"][-1]
    return found


# --- the round: hands, cards, rests --------------------------------------------------------
def _choose_hand(state: State, action: Action) -> str:
    cards = ", ".join(map(str, action["cards"]))
    return f"{_character(state, action['character'])}: hand of cards {cards}"


def _select_cards(state: State, action: Action) -> str:
    lead, other = action["cards"]
    return f"{_character(state, action['character'])}: lead with {_card(lead)}, then {card_name(other)}"


def _break_tie(state: State, action: Action) -> str:
    first = action["first"]
    if "character" in first:
        return f"Let the {_character(state, first['character'])} go first"
    return f"Let the {monster_name(first['monster'])}s go first"


def _play_half(state: State, action: Action) -> str:
    who, half, card = _character(state, action["character"]), action["half"], action["card"]
    if action["basic"]:
        basic = "Attack 2" if half == "top" else "Move 2"
        return f"{who}: {basic} (the {half} of {card_name(card)})"
    return f"{who}: the {half} of {_card(card)}"


def _rest(state: State, action: Action) -> str:
    heal = "heal 2" if action["heal"] else "no heal"
    lose = "no card to lose" if action["card"] is None else f"lose {card_name(action['card'])}"
    return f"{_character(state, action['character'])}: long rest, {lose}, {heal}"


def _short_rest(state: State, action: Action) -> str:
    who = _character(state, action["character"])
    return f"{who}: short rest" if action["rest"] else f"{who}: no short rest"


def _keep_card(state: State, action: Action) -> str:
    card = card_name(_frame(state)["card"])
    return f"Suffer 1 damage to keep {card}" if action["keep"] else f"Lose {card}"


def _short_rest_card(state: State, action: Action) -> str:
    who = _character(state, _frame(state)["resting"])
    return f"Table: the {who}'s short rest draws {_card(action['outcome'])}"


# --- a turn: moves, attacks, abilities -----------------------------------------------------
def _consume(state: State, action: Action) -> str:
    if not action["elements"]:
        return "Consume no elements"
    entries = _frame(state)["ability"].get("consume", [])
    bonuses = [f"+{amount} {what}" for i in action["entries"] for what, amount in entries[i].get("add", {}).items()]
    bonus = f" ({', '.join(bonuses)})" if bonuses else ""
    return f"Consume {', '.join(action['elements'])}{bonus}"


def _push(state: State, action: Action, to: bool) -> str:
    frame = _frame(state)
    verb = "Pull" if frame.get("pull") else "Push"
    target = _figure(state, frame["figure"])
    return f"{verb} {target} to {_hex(action['hex'])}" if to else f"{verb} {target} no farther"


def _heal(state: State, action: Action) -> str:
    ability = _frame(state)["ability"]
    return f"Heal {_at(state, action['hex'])} by {ability.get('value', 0)}"


TOKENS = {
    "trap": "Create a trap in",
    "obstacle": "Create an obstacle in",
    "destroy_obstacle": "Destroy the obstacle in",
    "disarm_trap": "Disarm the trap in",
}


def _token_hex(state: State, action: Action) -> str:
    kind = _frame(state)["ability"]["type"]
    if kind == "move_obstacle":  # Clear the Way: the obstacle, then the hex it goes to
        lifted = "lifted" in (state["turn"] or {}).get("context", {})
        return f"Move the obstacle {'to' if lifted else 'in'} {_hex(action['hex'])}"
    start = TOKENS.get(kind) or _ability(_frame(state)["ability"]) + " in"
    return f"{start} {_hex(action['hex'])}"


def _negate(state: State) -> str:
    return f"instead of {_frame(state)['amount']} damage"


def _choose_option(state: State, action: Action) -> str:
    option = _frame(state)["options"][action["option"]]
    monster = monster_name(state["monster_turn"]["type"])
    words = f"{monster}: move to {_hex(option['destination'])}" if option.get("destination") else f"{monster}: stay"
    if option.get("targets"):
        words += ", attack " + ", ".join(_at(state, t) for t in option["targets"])
    return words


def _choose_hex(state: State, action: Action) -> str:
    frame = _frame(state)
    purpose = str(frame.get("purpose", "choice")).replace("_", " ")
    return f"Monster's {purpose}: {_hex(action['hex'])}"


# --- the table -----------------------------------------------------------------------------
def _standee(state: State, action: Action) -> str:
    h = _frame(state)["monster"]
    monster = next(m for m in state["monsters"] if m["hex"] == h)
    return f"Table: the {monster_name(monster['type'])} in {_hex(h)} is standee {action['outcome']}"


def _draw_monster_card(state: State, action: Action) -> str:
    deck = _frame(state)["deck"]
    card = next(c for c in content.monster_decks()[deck] if c["id"] == action["outcome"])
    kinds = {m["type"] for m in state["monsters"] if content.monsters()[m["type"]]["deck"] == deck}
    names = sorted(map(monster_name, kinds))
    return f"Table: {' / '.join(names) or deck} card {card['id']} (initiative {card['initiative']})"


def _modifier(card: str) -> str:
    """A modifier card as printed: "+1", "2x", "+0 Push 1 (rolling)", "+1 Heal 2 self"."""
    found = next((c for c in content.modifier_deck()["cards"] if c["id"] == card), None)
    if found is None or card in MODIFIERS:
        return MODIFIERS.get(card, card)
    words = [f"{found.get('value', 0):+d}"]
    for name, value in found.get("effects", {}).items():
        if isinstance(value, list):
            words += [v.capitalize() for v in value]
        elif name == "target":
            words.append("Add target")
        else:
            words.append(f"{name.replace('_self', '').capitalize()} {value}" + (" self" if "_self" in name else ""))
    return " ".join(words) + (" (rolling)" if found.get("rolling") else "")


def _draw_modifier(state: State, action: Action) -> str:
    return f"Table: draw {_modifier(str(action['outcome']))} for {_figure(state, _frame(state)['figure'])}"


LABELS: dict[str, Labeller] = {
    "choose_hand": _choose_hand,
    "place_character": lambda state, a: f"Place the {_character(state, a['character'])} in {_hex(a['hex'])}",
    "protect_with_card": lambda state, a: (
        f"{_character(state, a['character'])}: lose {_card(a['card'])} to spare the figure"
    ),
    "let_suffer": lambda state, a: "Lose no card: the figure suffers the damage",
    "remove_monster": lambda state, a: "Remove none" if a["hex"] is None else f"Remove the monster in {_hex(a['hex'])}",
    "choose_deck": lambda state, a: f"The escort draws from the {_character(state, a['character'])}'s modifier deck",
    "discard_card": lambda state, a: f"{_character(state, a['character'])}: discard {_card(a['card'])}",
    "activate_token": lambda state, a: (
        f"{_character(state, a['character'])}: give up the bottom of {_card(a['card'])} for {a['token']}"
    ),
    "loot_beside": lambda state, a: (
        f"{_character(state, a['character'])}: give up the bottom of {_card(a['card'])} to loot {_hex(a['hex'])}"
    ),
    "free_figure": lambda state, a: (
        f"{_character(state, a['character'])}: free {a['figure']}, giving up {a['half']} {a['card']}"
    ),
    "spend_movement": lambda state, a: f"{_character(state, a['character'])}: spend 1 movement on {a['token']}",
    "give_piece": lambda state, a: f"Give the {a['piece']} to the {_character(state, a['character'])}",
    "use_piece": lambda state, a: f"{_character(state, a['character'])}: discard the {a['piece']} for its effect",
    "keep_pieces": lambda state, a: f"{_character(state, a['character'])}: keep the scenario's pieces",
    "select_cards": _select_cards,
    "long_rest": lambda state, a: f"{_character(state, a['character'])}: long rest (initiative 99)",
    "break_tie": _break_tie,
    "standee": _standee,
    "draw_monster_card": _draw_monster_card,
    "draw_modifier": _draw_modifier,
    "choose_option": _choose_option,
    "play_half": _play_half,
    "rest": _rest,
    "step": lambda state, a: f"Move to {_hex(a['hex'])}",
    "stop": lambda state, a: "End the move here",
    "attack_instead": lambda state, a: f"Attack {_frame(state)['left']} instead of the move",
    "target": lambda state, a: f"Attack {_at(state, a['hex'])}",
    "end_targets": lambda state, a: "Attack no more targets",
    "consume": _consume,
    "place_area": lambda state, a: f"Attack the area {_hexes(a['hexes'])}",
    "choose_path": lambda state, a: f"Attack along {_hexes(a['hexes'])}",
    "push_step": lambda state, a: _push(state, a, True),
    "push_stop": lambda state, a: _push(state, a, False),
    "heal": _heal,
    "perform": lambda state, a: f"Perform {_ability(_frame(state)['ability'])}",
    "infuse_element": lambda state, a: f"Infuse {a['element']}",
    "discard_augment": lambda state, a: f"Discard the augment {card_name(a['card'])}",
    "lose_cards": lambda state, a: "Lose " + " and ".join(map(card_name, a["cards"])),
    "token_hex": _token_hex,
    "recover": lambda state, a: "Recover " + (", ".join(map(card_name, a["cards"])) or "no cards"),
    "choose_figure": lambda state, a: f"{_ability(_frame(state)['ability'])}: {_at(state, a['hex'])}",
    "skip": lambda state, a: f"Skip {_ability(_frame(state)['ability'])}" if "ability" in _frame(state) else "Skip it",
    "suffer": lambda state, a: f"Suffer {_frame(state)['amount']} damage",
    "lose_hand_card": lambda state, a: f"Lose {card_name(a['card'])} from your hand {_negate(state)}",
    "lose_discards": lambda state, a: f"Lose discarded {' and '.join(map(card_name, a['cards']))} {_negate(state)}",
    "choose_hex": _choose_hex,
    "choose_element": lambda state, a: f"Monster's element: consume {a['element']}",
    "short_rest": _short_rest,
    "keep_card": _keep_card,
    "short_rest_card": _short_rest_card,
    "use_item": lambda state, a: f"{_character(state, a['character'])}: use {items.table()[a['item']]['name']}",
    "add_target": lambda state, a: f"Add {_at(state, a['hex'])} to the attack",
    "no_added_target": lambda state, a: "Add no target to the attack",
    "no_item": lambda state, a: f"{_character(state, a['character'])}: use no item against the attack",
}
