"""What the state schema cannot say: a state's parts agree with the content, the scenario and
each other, so an engine function never meets an unknown card, monster or hex.

Every failure is an ``InvalidState`` that names the place.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from typing import Any

from rules.core import InvalidState, State, canonical
from rules.core.decisions import CHANCE

from . import (
    card_checks,
    conditions,
    content,
    decks,
    gear_actions,
    goals,
    hands,
    hit_and_run,
    markers,
    modifiers,
    monster_requests,
    monsters,
    objectives,
    on_death,
    perches,
    perks,
    pieces,
    scenario_rules,
    scenarios,
    setup,
    special_rules,
    summons,
    turn_checks,
    turned,
)
from .board import LISTS, Map
from .levels import levels


def _fail(message: str) -> None:
    raise InvalidState("state." + message)


def check_state(state: State) -> None:
    scenario = scenarios.of(state["options"])
    opts = state["options"]
    expected = levels([c["level"] for c in opts["characters"]], opts["difficulty"], setup.seats(opts) == 1)
    if state["levels"] != expected.as_json():
        _fail(f"levels: the levels of the options, {expected.as_json()}")
    _characters(state)
    _monsters(state)
    for problem in on_death.check_state(state):
        _fail(problem)
    _summons(state)
    _chance_pending(state)
    _decks(state)
    _modifier_piles(state)
    _tally(state)
    objectives.check_state(state)
    markers.check_state(state)
    pieces.check_state(state)
    turned.check_state(state)
    special_rules.check_state(state)
    room_ids = {room.id for room in scenario.rooms}
    if not set(state["rooms"]) <= room_ids or len(set(state["rooms"])) != len(state["rooms"]):
        _fail(f"rooms: rooms of scenario {state['options']['scenario']}, each once")
    cells = Map(state).cells  # the revealed rooms, less the doors a rule keeps locked
    figures = [c["hex"] for c in state["characters"] if c["hex"] is not None and not c["exhausted"]]
    figures += [m["hex"] for m in state["monsters"]] + [s["hex"] for s in state["summons"]]
    figures += [o["hex"] for o in state["objectives"]] + [e["hex"] for e in state["escorts"]]
    for h in figures + [o["hex"] for o in state["overlays"]]:
        if (h[0], h[1]) not in cells:
            _fail(f"a figure or token stands on {h}, which is not on the revealed map")
    if len({tuple(h) for h in figures}) != len(figures):
        _fail("two figures stand on one hex")
    for frame in state["decisions"]:
        frame_hexes = [frame[k] for k in ("at", "start", "monster") if k in frame] + frame.get("path", [])
        if any((h[0], h[1]) not in cells for h in frame_hexes):
            _fail(f"decisions: a {frame['kind']} names a hex that is not on the revealed map")
    _references(state)
    turn_checks.check_turn(state)
    card_checks.check(state, cells)
    turn_checks.check_monster_turn(state, cells)
    turn_checks.check_rests(state)
    turn_checks.check_order(state)
    gear_actions.check_state(state)


def _characters(state: State) -> None:
    for i, (character, chosen) in enumerate(zip(state["characters"], state["options"]["characters"], strict=True)):
        where = f"characters[{i}]"
        if (character["class"], character["seat"], character["level"]) != (
            chosen["class"],
            chosen["seat"],
            chosen["level"],
        ):
            _fail(f"{where}: class, seat and level are those of the options")
        data = content.character_class(character["class"])
        if character["max_hp"] != data["hp"][character["level"] - 1] or character["hp"] > character["max_hp"]:
            _fail(f"{where}: hp up to the class's maximum at its level")
        piles = [*character["hand"], *character["discard"], *character["lost"], *character["in_play"]]
        piles += [a["card"] for a in character["active"]]
        gained = tuple(hands.gained(chosen))
        if "cards" in chosen and hands.gained_problem(chosen["class"], chosen["level"], chosen["cards"]):
            _fail(f"options.characters[{i}].cards: one card gained per level reached, of that level or lower")
        pool = _pool(character["class"], gained)
        if not set(piles) <= pool or max(Counter(piles).values(), default=1) > 1 or len(piles) > data["hand_size"]:
            _fail(f"{where}: its cards are its class's, each in one place, at most the hand size")
        cards = content.cards_by_id()
        for entry in character["active"]:
            limits = cards[entry["card"]][entry["half"]].get("active") if entry["card"] in pool else None
            if limits is None or entry["uses"] > limits.get("uses", 0):
                _fail(f"{where}.active: halves that stay active, with at most their uses left")
        played = character["played"] or {}
        if not set(played.get("cards", [])) <= pool or not set(character["in_play"]) <= set(played.get("cards", [])):
            _fail(f"{where}.played: cards of the character, and the cards in play among them")


def _monsters(state: State) -> None:
    known = content.monsters()
    standees: Counter[tuple[str, int]] = Counter()
    for i, monster in enumerate(state["monsters"]):
        kind = monster["type"]
        if kind not in known:
            _fail(f"monsters[{i}].type: no monster {kind!r}")
        stats = scenario_rules.monster_stats(state, kind, monster["elite"])
        if monster["max_hp"] != stats["hp"] or monster["hp"] > monster["max_hp"]:
            _fail(f"monsters[{i}]: hp up to its stats' maximum")
        number = monster["standee"]
        if number is not None:
            standees[(kind, number)] += 1
            if number > known[kind]["standees"] or standees[(kind, number)] > 1:
                _fail(f"monsters[{i}].standee: a free standee number of its type")
        if known[kind]["deck"] not in state["monster_decks"]:
            _fail(f"monsters[{i}]: its ability deck is missing")
        replacing = {(r["monster"], r["by"]) for r in scenario_rules.rules_of(state).get("rounds", []) if "by" in r}
        if "replaced_by" in monster and (kind, monster["replaced_by"]) not in replacing:
            _fail(f"monsters[{i}].replaced_by: a replace_on_death rule of the scenario for its type")
        if monster.get("summoned_this_round") and (not monster.get("summoned") or state["phase"] != "turns"):
            _fail(f"monsters[{i}].summoned_this_round: a monster summoned during this round's turns")
        if "hexes" in monster and not perches.fills(state, monster):
            _fail(f"monsters[{i}].hexes: the perch of its type it stands on")


def _summons(state: State) -> None:
    """A summon belongs to a character on the map, whose card that summons it is in its
    active area; its hit points are the card's."""
    made: set[tuple[int, int]] = set()
    for i, summon in enumerate(state["summons"]):
        if summon.get("dying"):  # slain, its card gone: on_death.check_state
            continue
        owner = summon["owner"]
        character = state["characters"][owner] if owner < len(state["characters"]) else None
        if character is None or character["exhausted"]:
            _fail(f"summons[{i}].owner: a character on the map")
            return
        found = summons.spec(summon["card"]) if summon["card"] in _pool_of(state, owner) else None
        turn = state["turn"]
        playing = turn is not None and turn["character"] == owner and (turn.get("half") or {}).get("card")
        if found is None or not (
            any(a["card"] == summon["card"] for a in character["active"]) or playing == summon["card"]
        ):
            # the card goes to the active area once the half that summons is done
            _fail(f"summons[{i}].card: a summoning card in its owner's active area (or the half being played)")
            return
        if summon["max_hp"] != found["hp"] or summon["hp"] > summon["max_hp"] or (owner, summon["card"]) in made:
            _fail(f"summons[{i}]: hp up to its card's, one summon per card")
        made.add((owner, summon["card"]))


def _tally(state: State) -> None:
    """Kills of known monster types; looted treasure tiles no longer on the map."""
    unknown = set(state["tally"]["killed"]) - set(content.monsters())
    if unknown:
        _fail(f"tally.killed: no monster {sorted(unknown)[0]!r}")
    on_map = [o.get("id") for o in state["overlays"] if o["type"] == "treasure"]
    looted = state["tally"]["looted"]
    numbered = [t for t in looted if t != "goal"]
    if set(numbered) & set(on_map) or len(set(numbered)) != len(numbered):
        _fail("tally.looted: treasure tiles no longer on the map, each once")
    if looted.count("goal") + on_map.count("goal") > goals.goal_tiles(state):
        _fail("tally.looted: at most the scenario's goal tiles, less those still on the map")
    away = set(state["tally"].get("away", {}))
    if not away <= set(hit_and_run.kinds(state)) or away & {m["type"] for m in state["monsters"]}:
        _fail("tally.away: hit_and_run monster types, none of them on the map")


def _chance_pending(state: State) -> None:
    """A monster without a standee number waits for the table to name one; the table answers
    one draw at a time, from what there is to draw: a standee number for a monster without
    one, a monster ability card for a deck in play with none shown, a modifier card from the
    deck of a figure on the map."""
    top = state["decisions"][-1] if state["decisions"] else None
    if any(m["standee"] is None for m in state["monsters"]) and (top is None or top["kind"] != setup.STANDEE):
        _fail("monsters: a standee number is missing")
    if sum(1 for f in state["decisions"] if f.get("seat") == CHANCE) > 1:
        _fail("decisions: one chance decision at a time")
    for frame in (f for f in state["decisions"] if f.get("seat") == CHANCE):
        _chance_frame(state, frame)


def _chance_frame(state: State, frame: dict[str, Any]) -> None:
    from .attacks import DRAW_MODIFIER  # attacks imports much of the engine; checks load first

    if frame["kind"] == setup.STANDEE:
        if not any(m["hex"] == frame["monster"] and m["standee"] is None for m in state["monsters"]):
            _fail("decisions: a standee asked for a monster without a standee number")
    elif frame["kind"] == decks.DRAW_MONSTER_CARD:
        deck = state["monster_decks"].get(frame["deck"])
        if deck is None or deck["shown"] is not None or not deck["draw"]:
            _fail("decisions: a monster card drawn from a deck in play, none shown and cards to draw")
    elif frame["kind"] == DRAW_MODIFIER:
        who = (frame["figure"][0], frame["figure"][1])
        owner = modifiers.owner_of(state, who) if conditions.on_map(state, who) else -1
        if owner == -1 or not 0 <= (owner or 0) < len(state["characters"]) or not modifiers.pile_of(state, who)["draw"]:
            _fail("decisions: a modifier card drawn for a figure on the map, from a deck with cards")


def _decks(state: State) -> None:
    encoded = content.monster_decks()
    for deck_id, deck in state["monster_decks"].items():
        if deck_id not in encoded:
            _fail(f"monster_decks: no deck {deck_id!r}")
        cards = [*deck["draw"], *deck["discard"], *([deck["shown"]] if deck["shown"] is not None else [])]
        if sorted(cards) != sorted(c["id"] for c in encoded[deck_id]):
            _fail(f"monster_decks.{deck_id}: every card of the deck once")


@cache
def _pool(klass: str, gained: tuple[int, ...]) -> frozenset[int]:
    """The class's level-1 and X cards and the cards gained."""
    return frozenset(setup.hand_pool({"class": klass, "level": 1 + len(gained), "cards": list(gained)}))


def _pool_of(state: State, index: int) -> frozenset[int]:
    option = state["options"]["characters"][index]
    return _pool(option["class"], tuple(hands.gained(option)))


@cache
def _standard_deck() -> list[str]:
    return modifiers.standard_deck()


def _modifier_piles(state: State) -> None:
    attack = state["attack"]
    options = state["options"]["characters"]
    decks = [_standard_deck()] + [
        sorted(_starting_deck(option) + special_rules.added_cards(state, i)) for i, option in enumerate(options)
    ]
    for deck, (who, pile) in zip(
        decks,
        [("monster_modifiers", state["monster_modifiers"])]
        + [(f"characters[{i}].modifiers", c["modifiers"]) for i, c in enumerate(state["characters"])],
        strict=True,
    ):
        cards = pile["draw"] + pile["discard"]
        if attack is not None and _draws_from(state, attack["attacker"], who):
            cards += attack["drawn"]
        plain = sorted(c for c in cards if c not in ("bless", "curse"))
        if plain != deck or cards.count("bless") > 10 or cards.count("curse") > 10:
            _fail(f"{who}: the starting modifier deck (and bless and curse cards)")
    for card in modifiers.SHUFFLED_IN:
        for who_ in [("monster", 0), ("character", 0)]:
            if modifiers.supply_left(state, card, who_) < 0:
                _fail(f"modifier piles: at most the supply of {card} cards")


def _starting_deck(option: dict[str, Any]) -> list[str]:
    """A character's deck with its perks (and items), once the options are valid."""
    problem = perks.error(option)
    if problem is not None:
        _fail(f"options.characters: {problem}")
    return perks.starting_deck(option)


def _draws_from(state: State, attacker: list[Any], who: str) -> bool:
    kind, index = attacker
    if kind == "monster":
        return who == "monster_modifiers"
    listed = state[LISTS[kind]] if kind in LISTS else []
    if not isinstance(index, int) or not 0 <= index < len(listed):
        return False  # refused by _references
    return who == f"characters[{modifiers.owner_of(state, (kind, index))}].modifiers"


def _simultaneous(state: State, frame: dict[str, Any]) -> None:
    """A secret decision: one slot per seat, one pick per character, and a seat counts as
    chosen exactly when all its characters have picked, each pick of the frame's kind."""
    chars = state["characters"]
    if len(frame["choices"]) != setup.seats(state["options"]) or len(frame["picks"]) != len(chars):
        _fail(f"decisions: a {frame['kind']} has a slot per seat and a pick per character")
    allowed = ("hand",) if frame["kind"] == setup.CHOOSE_HAND else ("cards", "rest", "exhausted")
    for seat, chosen in enumerate(frame["choices"]):
        picks = [p for p, c in zip(frame["picks"], chars, strict=True) if c["seat"] == seat]
        done = all(p is not None for p in picks)
        if chosen not in (True, None) or (chosen is True) != done:
            _fail(f"decisions: {frame['kind']} of seat {seat} is chosen (true) or not yet (null)")
        if any(p is not None and next(iter(p)) not in allowed for p in picks):
            _fail(f"decisions: {frame['kind']} of seat {seat} does not match its characters' picks")
    for i, (pick, character) in enumerate(zip(frame["picks"], chars, strict=True)):
        listed = [*(pick or {}).get("cards", []), *(pick or {}).get("hand", [])]
        pool = _pool_of(state, i)
        home = pool if frame["kind"] == setup.CHOOSE_HAND else set(character["hand"])
        if not set(listed) <= home or len(set(listed)) != len(listed):
            _fail(f"decisions: a {frame['kind']} pick of cards the character does not have, or twice")
        if len((pick or {}).get("hand", [])) > content.character_class(character["class"])["hand_size"]:
            _fail("decisions: a hand larger than the class's hand size")


def _references(state: State) -> None:
    n, kinds = len(state["characters"]), {m["type"] for m in state["monsters"]}
    listed = [canonical.dumps(turn) for group in state["order"] for turn in group]
    if len(set(listed)) != len(listed):
        _fail("order: each figure takes one turn a round (listed once)")
    for group in state["order"]:
        for turn in group:
            if turn.get("character", 0) >= n or ("monster" in turn and turn["monster"] not in content.monsters()):
                _fail("order: turns of this game's characters and monster types")
            if "escort" in turn and turn["escort"] not in {f["name"] for f in objectives.of(state, "escort")}:
                _fail("order: turns of this scenario's escorts")
    for frame in state["decisions"]:
        if "choices" in frame:
            _simultaneous(state, frame)
        index = frame.get("character")
        if index is not None and (index >= n or state["characters"][index]["seat"] != frame["seat"]):
            _fail(f"decisions: a {frame['kind']} of a character of this game, owned by its seat")
    turn = state["turn"]
    if turn is not None and turn["character"] >= n:
        _fail("turn.character: a character of this game")
    attack = state["attack"]
    if attack is not None:
        side, index = attack["attacker"]
        figures = state[LISTS[side]] if side in LISTS else []
        if not isinstance(index, int) or not 0 <= index < len(figures) or figures[index].get("exhausted"):
            _fail("attack.attacker: a figure on the map")
    monster_turn = state["monster_turn"]
    if monster_turn is None:
        return
    summoner = monster_turn.get("summoner")
    if (monster_turn["type"] == monsters.SUMMONS) != (summoner is not None):
        _fail("monster_turn: a summons' turn names its summoner, a monster type's does not")
    if summoner is not None and (summoner >= n or state["characters"][summoner]["exhausted"]):
        _fail("monster_turn.summoner: a character on the map")
    turn_checks.check_escort_turn(state, monster_turn)
    if not monster_requests.for_the_characters(monster_turn) and monster_turn["type"] not in kinds | set(
        content.monsters()
    ):
        _fail("monster_turn.type: a monster type")
