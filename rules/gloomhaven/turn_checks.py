"""The turns under way in a state agree with the round (``checks``): the character's turn and
the halves it played, the monsters', summons' and escorts' turns and their choices, the order
of the round, the rests offered, the hexes moved.

Every failure is an ``InvalidState`` that names the place.
"""

from __future__ import annotations

from typing import Any

from rules.core import InvalidState, State

from . import (
    abilities,
    conditions,
    content,
    damage,
    escorts,
    items,
    monster_abilities,
    monster_elements,
    monster_pushes,
    monster_requests,
    monsters,
    objectives,
    rounds,
    setup,
    summons,
)
from . import turn as turn_rules
from .board import Map, key, side


def _fail(message: str) -> None:
    raise InvalidState("state." + message)


def check_escort_turn(state: State, turn: dict[str, Any]) -> None:
    """An escort's turn names an escort that attacks, on the map (while it acts), at the head
    of the order; its deck is a character's still playing, chosen once."""
    asked = [f for f in state["decisions"] if f["kind"] == escorts.DECK]
    if (turn["type"] == monsters.ESCORT) != ("escort" in turn) or ("deck" in turn and "escort" not in turn):
        _fail("monster_turn: an escort's turn names its escort, no other turn does")
    if "escort" not in turn:
        if asked:
            _fail("decisions: an escort_deck outside an escort's turn")
        return
    name = turn["escort"]
    rule = next((f for f in objectives.of(state, "escort") if f["name"] == name), None)
    if (
        rule is None
        or "attack" not in rule.get("acts", {})
        or not state["order"]
        or {"escort": name} not in state["order"][0]
    ):
        _fail("monster_turn.escort: an escort that attacks, whose turn it is")
    deck = turn.get("deck")
    if deck is not None and (deck >= len(state["characters"]) or state["characters"][deck]["exhausted"]):
        _fail("monster_turn.deck: a character still playing")
    if (deck is None) != bool(asked) or any(f["escort"] != name for f in asked):
        _fail("monster_turn.deck: chosen once, before the escort acts")


def check_turn(state: State) -> None:
    """The turn in progress plays the character's own cards in play."""
    turn = state["turn"]
    if turn is None:
        return
    character = state["characters"][turn["character"]]
    if character["played"] is None or character["exhausted"]:
        _fail("turn.character: a character playing this round")
    head = state["order"][0] if state["order"] else []
    if not state["acting"] or {"character": turn["character"]} not in head:
        _fail("turn.character: the character at the head of the order, acting")
    played = character["played"].get("cards", [])
    halves = turn["halves"]
    waiting = any(f["kind"] == damage.NEGATE and f.get("character") == turn["character"] for f in state["decisions"])
    if turn.get("starting") and (halves or turn["half"] is not None or not waiting):
        _fail("turn.starting: a turn not yet begun, its character's damage choice pending")
    if turn["half"] is not None and (turn["half"] not in halves or turn["half"]["card"] not in character["in_play"]):
        _fail("turn.half: a half of a card the character has in play")
    if any(h["card"] not in played for h in halves) or len({h["card"] for h in halves}) != len(halves):
        _fail("turn.halves: halves of the two cards the character played, one each")
    _revealed(state, turn.get("revealed", []), "turn.revealed")
    _moved(state, turn)


def _revealed(state: State, kinds: list[str], where: str) -> None:
    """The monster types a turn brought onto the map (``rooms.keep``) are types in play."""
    known, decks = content.monsters(), state["monster_decks"]
    if any(kind not in known or known[kind]["deck"] not in decks for kind in kinds):
        _fail(f"{where}: monster types whose ability decks are in play")


def check_monster_turn(state: State, cells: Any) -> None:
    """A monster turn's targets and pushes lie on the map; a monster choice belongs to the
    acting monster's ability in progress."""
    turn = state["monster_turn"]
    choices = [f for f in state["decisions"] if f["kind"] == monster_abilities.CHOICE]
    if (problem := monster_elements.problem(state)) is not None:
        _fail(problem)
    if turn is None:
        if choices or any(f["kind"] == monsters.OPTION for f in state["decisions"]):
            _fail("decisions: a monster_choice or monster_option outside a monster turn")
        return
    forced = turn.get("forced", [])
    hexes = list(turn.get("hits", [])) + [e[k] for e in forced for k in ("at", "origin", "stands") if k in e]
    hexes += [s["hex"] for s in turn.get("struck", [])] + turn.get("healed", [])
    hexes += turn["queue"]
    hexes += [h for f in choices for h in f["hexes"]]
    plans = [turn["plan"]] if turn["plan"] else []
    plans += [o for f in state["decisions"] if f["kind"] == monsters.OPTION for o in f["options"]]
    hexes += [h for plan in plans for h in [plan["destination"], *plan["targets"]]]
    if any((h[0], h[1]) not in cells for h in hexes):
        _fail("monster_turn: targets, pushes, choices, plans and monsters on the revealed map")
    if not all(_passing(state, e) for e in forced if "stands" in e):
        _fail("monster_turn.forced: a figure that stands apart only while it passes an ally's hex")
    if monster_requests.for_the_characters(turn):
        _summons_turn(state, turn, choices)
        return
    head = monster_abilities.index_at(state, turn["queue"][0]) if turn["queue"] else None
    if forced and (head is None or state["monsters"][head]["type"] != turn["type"]):
        _fail("monster_turn.forced: the push or pull of the monster whose turn it is, on the map")
    deck = state["monster_decks"].get(content.monsters()[turn["type"]]["deck"])
    if deck is None or deck["shown"] is None:
        _fail("monster_turn: the type's ability card is shown")
        return
    card = monster_abilities.card_of(state, turn["type"])["abilities"]
    if turn["step"] > len(card) or (("hits" in turn or choices) and turn["step"] < 1):
        _fail("monster_turn.step: an ability of the card")
    for frame in choices:
        purpose = frame["purpose"]
        acting = turn["queue"] and monster_abilities.index_at(state, turn["queue"][0]) is not None
        ability = card[turn["step"] - 1]
        needs = {
            "push": forced,
            "pull": forced,
            "retarget": turn.get("hits"),
            "heal": "value" in frame,
            "trap": ability["type"] == "trap",
            "summon": ability["type"] == "summon" and setup.free_standees(state, ability["monster"]),
        }
        if not acting or not needs.get(purpose, True) or (purpose == "condition" and "conditions" not in frame):
            _fail(f"decisions: a monster_choice for {purpose} without its ability in progress")
        if not all(_choosable(state, purpose, (h[0], h[1]), forced) for h in frame["hexes"]):
            _fail(f"decisions: a monster_choice for {purpose} among hexes its ability allows")
    _options(state, turn)


def _summons_turn(state: State, turn: dict[str, Any], choices: list[dict[str, Any]]) -> None:
    """A summons' turn: "Move +0, Attack +0" (or the move alone), no monster choice."""
    who = monsters.acting_at(state, turn["queue"][0]) if turn["queue"] else None
    if choices or turn.get("forced") or turn.get("consumed"):
        _fail("monster_turn: a summons' turn asks no monster_choice and consumes nothing")
    card = escorts.card(state, who[1]) if who and who[0] == "escort" else who and summons.card(state["summons"][who[1]])
    if who is not None and card and turn["step"] > len(card["abilities"]):
        _fail("monster_turn.step: an ability of the summon's turn")
    if "hits" in turn and turn["step"] < 1:
        _fail("monster_turn.step: an ability of the summon's turn")
    _options(state, turn)


def _passing(state: State, entry: dict[str, Any]) -> bool:
    """A pushed or pulled figure on its own hex, passing an ally's (``stands``)."""
    game_map = Map(state)
    who, passed = game_map.figures.get(key(entry["stands"])), game_map.figures.get(key(entry["at"]))
    return who is not None and passed is not None and passed != who and side(state, passed) == side(state, who)


def _choosable(state: State, purpose: str, h: Any, forced: list[dict[str, Any]]) -> bool:
    """Hex ``h`` may be offered for ``purpose``: a figure to heal, condition or attack; an
    empty hex for a trap or a summoned monster; a hex the push or pull allows."""
    game_map = Map(state)
    if purpose in ("heal", "condition", "retarget"):
        return h in game_map.figures
    if purpose in ("trap", "summon"):
        return h not in game_map.figures and all(t["type"] == "corridor" for t in game_map.overlays.get(h, ()))
    return h in monster_pushes.options(state, forced[0])


def _options(state: State, turn: dict[str, Any]) -> None:
    """The monster AI's tied options end where the acting monster may end a move: no other
    figure there, no obstacle unless it flies."""
    frames = [f for f in state["decisions"] if f["kind"] == monsters.OPTION]
    if not frames:
        return
    game_map = Map(state)
    at = (turn["queue"][0][0], turn["queue"][0][1]) if turn["queue"] else None
    acting = monsters.acting_at(state, list(at)) if at else None
    if acting is None:
        _fail("decisions: a monster_option without a monster acting")
        return
    flies = conditions.flies(state, acting)
    for option in (o for f in frames for o in f["options"]):
        end = (option["destination"][0], option["destination"][1])
        if (end != at and end in game_map.figures) or (game_map.has(end, "obstacle") and not flies):
            _fail("decisions: a monster_option that ends where the monster may stand")


def check_order(state: State) -> None:
    """While the round's turns are played, the order lists exactly the characters whose turn
    is still to come: those with both played cards still in play (a long rest has none; an
    exhausted character may stay listed). The head of the order is the turn under way while
    ``acting``."""
    _revealed(state, state.get("arrived", []), "arrived")
    if state["phase"] != "turns":
        return
    order = state["order"]
    if state["acting"] and not order:
        _fail("order: the turn under way is at its head")
    if state.get("arrived") and not state["acting"]:
        _fail("arrived: monster types kept while a turn is under way")
    kinds, decks = content.monsters(), state["monster_decks"]
    for group in order:
        for kind in (str(member["monster"]) for member in group if "monster" in member):
            if kind not in kinds or (decks.get(kinds[kind]["deck"]) or {}).get("shown") is None:
                _fail("order: monster types whose ability card is shown")
    head = [turn.get("character") for turn in order[0]] if order and state["acting"] else []
    waiting = {turn["character"] for group in order[1 if head else 0 :] for turn in group if "character" in turn}
    for i, character in enumerate(state["characters"]):
        played = character["played"]
        if character["exhausted"] or i in head or (played or {}).get("rest"):
            continue  # an exhausted character's turn is skipped when it comes
        to_come = played is not None and sorted(character["in_play"]) == sorted(played.get("cards", []))
        if (i in waiting) != to_come:
            _fail(f"order: character {i} is listed exactly while its turn is still to come")


def check_rests(state: State) -> None:
    """A short rest is offered to a character on the map with 2 or more discards, and decides
    on a card of its discard pile."""
    n = len(state["characters"])
    for frame in state["decisions"]:
        if frame["kind"] in (rounds.SHORT_REST, rounds.KEEP_CARD):
            character = state["characters"][frame["character"]]
            if character["exhausted"] or len(character["discard"]) < 2:
                _fail(f"decisions: a {frame['kind']} of a character on the map with 2 or more discards")
        if frame["kind"] == rounds.REST_CARD and (frame["resting"] >= n or not rounds.rest_cards(state, frame)):
            _fail("decisions: a short_rest_card of a character with cards to draw")
        if (
            frame["kind"] == rounds.KEEP_CARD
            and frame["card"] not in state["characters"][frame["character"]]["discard"]
        ):
            _fail("decisions: a short_rest_keep of a card of the discard pile")


def _moved(state: State, turn: dict[str, Any]) -> None:
    """The hexes moved this turn, those of the move under way and those the rest of the
    current half still gives are at most what the halves played give."""
    given = sum(_moves(turn_rules.half_abilities(h), turn) for h in turn["halves"]) + items.moves_added(state, turn)
    pending = [f for f in state["decisions"] if f["kind"] == abilities.MOVE and "figure" not in f]
    ahead = sum(len(f["path"]) + f["left"] for f in pending)
    if turn["half"] is not None:
        ahead += _moves(turn_rules.half_abilities(turn["half"])[turn["step"] :], turn)
    if turn["moved"] + ahead > given:
        _fail(f"turn.moved: more hexes than the halves played give ({given})")


def _moves(listed: list[tuple[dict[str, Any], bool]], turn: dict[str, Any]) -> int:
    """The hexes these abilities may move (Move X: the damage dealt this turn), with their
    element bonuses ("Consume dark: +2 Move")."""
    return sum(
        int(turn["damage"] if "x" in a else a.get("value", 0))
        + sum(c["add"].get("move", 0) for c in a.get("consume", []))
        for a, _ in listed
        if a["type"] == "move"
    )
