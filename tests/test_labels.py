"""Action labels (``Game.label``, ``Game.labels``): the generic label every game starts with,
each game's own wording for every action type it has, and the limits every label keeps (one
line of at most 80 characters), over random playouts of each game."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from rules import games
from rules.core import CHANCE, Game, playout
from rules.core.game import LABEL_LENGTH, generic_label, tidy_label
from tests.pig import GAME as PIG

ROME = games.get("foundations-of-rome")
GLOOMHAVEN = games.get("gloomhaven")
FOUNDERS = games.get("founders-of-gloomhaven")
FOUNDERS_PACK = json.loads((Path(__file__).parent.parent / "rules/founders_of_gloomhaven/data/pack.json").read_text())

# --- the generic label -------------------------------------------------------------------------


def test_the_generic_label_is_the_type_in_words_and_its_members():
    action = {"type": "construct", "player": 0, "building": "insula_long", "lots": ["E2", "E3", "E4"]}
    assert generic_label(action) == "construct: building insula_long, lots E2 E3 E4"
    assert generic_label({"type": "end_turn", "player": 1}) == "end turn"
    hexes = {"type": "place_area", "player": 0, "character": 0, "hexes": [[0, 4], [-1, 5]], "basic": True}
    assert generic_label(hexes) == "place area: character 0, hexes (0, 4) (-1, 5), basic yes"
    assert generic_label({"type": "dedicate", "player": 0, "give": {"silver": 1}, "to": None}) == (
        "dedicate: give silver 1, to none"
    )


def test_a_game_that_names_nothing_labels_every_action_generically():
    state = PIG.setup({"players": 2}, seed=1)
    actions = PIG.legal_actions(state)
    assert actions and PIG.labels(state, actions) == [generic_label(a) for a in actions]


def test_labels_are_one_line_and_cut_at_the_limit():
    assert tidy_label("two\nlines\t here ") == "two lines here"
    cut = tidy_label("word " * 40)
    assert len(cut) == LABEL_LENGTH and cut.endswith("...") and "\n" not in cut
    assert tidy_label("x" * LABEL_LENGTH) == "x" * LABEL_LENGTH


def test_a_games_wording_that_fails_falls_back_to_the_generic_label(monkeypatch):
    def broken(state, action):
        raise KeyError("no such deed")

    monkeypatch.setattr(ROME, "_label", broken)
    state = ROME.setup({"players": 2}, seed=1)
    action = ROME.legal_actions(state)[0]
    assert ROME.label(state, action) == generic_label(action)


# --- every action type of every game, over playouts ----------------------------------------------
ALL_ROME = {"trading": True, "stealing": True, "invocations": True, "roles": True, "monuments": True}


def rome_starts():
    for seed in range(3):
        for randomness in ("seeded", "table"):
            for modules in (
                {**ALL_ROME, "objectives": "hidden", "deed_drafting": seed == 0},
                {"consul": ("standard", "hard", "challenge")[seed], "monuments": True},
            ):
                yield {"players": 2 + seed, "randomness": randomness, **modules}, seed, playout.uniform, 3000


def founders_starts():
    for seed in range(3):
        for randomness in ("seeded", "table"):
            options = {"players": 2 + seed, "introductory": seed == 1, "randomness": randomness}
            yield options, seed, playout.uniform, 1500


def gloomhaven_starts():
    from tests.gloomhaven.test_playouts import PARTIES, POLICY, options

    for index, party in enumerate(PARTIES):
        for randomness in ("seeded", "table"):
            for seed in range(2):
                yield options(party, randomness), seed * 7 + index, POLICY, 3000


def played(game: Game, starts) -> dict[str, list[tuple[dict, dict]]]:
    """Up to 5 (state, legal action) pairs of each action type met in the playouts."""
    found: dict[str, list[tuple[dict, dict]]] = {}
    for options, seed, policy, max_steps in starts:
        state = game.setup(options, None if options["randomness"] == "table" else seed)
        rnd = random.Random(seed)
        for _ in range(max_steps):
            if game.status(state, trusted=True)["terminal"]:
                break
            actions = game.legal_actions(state, trusted=True)
            for action in actions:
                kept = found.setdefault(action["type"], [])
                if len(kept) < 5 and rnd.random() < 0.3:
                    kept.append((state, action))
            state, _ = game.apply(state, policy(game, state, actions, rnd), trusted=True)
    return found


def gloomhaven_rarities() -> dict[str, list[tuple[dict, dict]]]:
    """The action types random Black Barrow games seldom reach, from hand-made states."""
    from tests.gloomhaven.monster_states import play_out, setup_turn
    from tests.gloomhaven.test_card_mechanics import first_turn, play
    from tests.gloomhaven.test_monster_turns import top
    from tests.gloomhaven.test_views import _a_tie

    found: dict[str, list[tuple[dict, dict]]] = {}

    def add(state):
        for action in GLOOMHAVEN.legal_actions(state):
            found.setdefault(action["type"], []).append((state, action))

    add(_a_tie())
    state = first_turn("spellweaver", [65, 63], [61, 62, 63, 64, 65, 66, 67, 68])
    me = state["characters"][0]
    me["hand"].remove(61)
    me["lost"].append(61)
    add(play(state, type="play_half", card=63, half="top", basic=False)[0])
    state = setup_turn("bandit-archer", 538, [("bandit-archer", [3, 1], False, None)], weaver=[-1, 6])
    play_out(state)
    assert top(state)["kind"] == "monster_choice"
    add(state)
    for state in _gear():
        add(state)
    return found


def _gear() -> list[dict]:
    """An item to use, a modifier card's added target (no item nor perk in the playouts) and a
    monster's "any element" the players choose."""
    from tests.gloomhaven import test_items, test_perks

    add_target = test_perks.board(test_perks.first_turn("brute", [11]), (1, 4), [(1, 3), (2, 3)])
    add_target, _ = test_perks.basic_attack(add_target, [1, 3], "plus0_target_rolling", "plus0")
    from tests.gloomhaven.monster_states import play_out, setup_turn
    from tests.gloomhaven.test_monster_elements import strong

    # Earth Demon 643: "consume any element" with Fire and Ice both Strong: the players choose
    element = strong(
        setup_turn("earth-demon", 643, [("earth-demon", [4, 0], False, None)], weaver=[-3, 6]), "fire", "ice"
    )
    play_out(element)
    return [test_items.first_turn([12]), add_target, element, _discarding(), *_tokens(), *_level_cards()]


def _tokens() -> list[dict]:
    """A grave to spend movement on (#75), a pump to give a bottom action up for (#26), an
    escort's deck to choose (#56), a treasure tile to give a bottom action up for (#52), a
    captive to give an action up for (#44)..."""
    from tests.gloomhaven import test_markers

    pump = test_markers._pump_room()
    me = pump["turn"]["character"]
    pump["characters"][me]["hex"] = test_markers._beside(pump, test_markers._marker(pump, "Water Pump a1")["hex"])
    from tests.gloomhaven import test_chained_isle, test_fighting_escorts

    isle, _ = test_chained_isle._with_a_spirit()
    test_chained_isle._kill_a_demon(isle)
    from tests.gloomhaven import test_crystal
    from tests.gloomhaven.scenario_turns import first_character_turn

    crystal = first_character_turn(84)
    crystal["tally"].pop("protected", None)
    test_crystal._struck(crystal)
    from tests.gloomhaven import test_pieces

    giving, at_altar = test_pieces.giving(), test_pieces.asked_to_use()[0]
    from tests.gloomhaven import test_items

    leather = test_items.leather_armor_asked()
    found = [test_markers._digging()[0], pump, test_fighting_escorts._orchids_turn(), isle, crystal, giving, at_altar]
    from tests.gloomhaven import test_tribal_assault

    return [*found, leather, _cellar(), test_tribal_assault.at_a_captive()[0]]


def _cellar() -> dict:
    """#52: a character beside a treasure tile it may loot by giving up a bottom action."""
    from rules.gloomhaven import rooms
    from tests.gloomhaven import test_noxious_cellar
    from tests.gloomhaven.scenario_turns import first_character_turn

    state = first_character_turn(52)
    rooms.reveal(state, [1, 2, 3, 4], [])
    rooms.fill_in(state, [])
    test_noxious_cellar._beside_a_tile(state)
    return state


def _discarding() -> dict:
    """#76's setup: each character discards three cards of its hand."""
    from rules.core import decisions
    from rules.gloomhaven import GAME
    from tests.gloomhaven.scenario_turns import PAIR

    state = GAME.setup({"scenario": 76, "characters": PAIR, "randomness": "seeded"}, seed=3)
    while decisions.top(state["decisions"])["kind"] != "discard_card":
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    return state


def _level_cards() -> list[dict]:
    """The decisions only cards of levels 2–9 bring (no playout has them in hand)."""
    from rules.core import decisions
    from rules.gloomhaven import GAME
    from tests.gloomhaven import test_cards_levels_brute as brute
    from tests.gloomhaven import test_cards_levels_mindthief as mindthief
    from tests.gloomhaven import test_cards_levels_spellweaver as weaver
    from tests.gloomhaven import test_cards_levels_tinkerer as tinkerer

    # Immovable Phalanx, then Juggernaut's move: "treat all move abilities as attack abilities"
    phalanx = brute.board(brute.first_turn("brute", [15, 23], brute.hand_with("brute", 15, 23)), (1, 4), [(2, 3)])
    phalanx, _ = brute.play(phalanx, type="play_half", card=23, half="bottom", basic=False)
    phalanx, _ = brute.play(phalanx, type="play_half", card=15, half="top", basic=False)
    # a third augment: which to discard
    augments = mindthief._turn(169, 165)
    me = augments["characters"][0]
    for card, half in ((165, "bottom"), (151, "top"), (152, "top")):
        for pile in ("hand", "in_play"):
            if card in me[pile]:
                me[pile].remove(card)
        me["active"].append({"card": card, "half": half, "uses": 0})
    me["in_play"] = [169]
    augments = mindthief.board(augments, (1, 4), [(-2, 4)])
    augments, _ = mindthief.play(augments, type="play_half", card=169, half="top", basic=False)
    # Chromatic Explosion: "Infuse any one element"
    explosion = weaver.board(weaver._turn(78, 65), (1, 4), [(-2, 4)])
    explosion, _ = weaver.play(explosion, type="play_half", card=78, half="bottom", basic=False)
    explosion, _ = weaver.play(explosion, type="stop")
    # Chimeric Formula: the ally recovers two lost cards, then loses two
    formula = tinkerer.board(tinkerer._turn(60, 36), (1, 4), [(-2, 4)])
    ally = formula["characters"][1]
    ally["hex"] = [1, 5]
    lost = [ally["hand"].pop(0), ally["hand"].pop(0)]
    ally["lost"] += lost
    formula, _ = tinkerer.play(formula, type="play_half", card=60, half="top", basic=False)
    formula, _ = tinkerer.play(formula, type="choose_figure", hex=[1, 5])
    formula, _ = GAME.apply(formula, {"type": "recover", "player": 1, "character": 1, "cards": sorted(lost)})
    assert decisions.top(formula["decisions"])["kind"] == "lose_cards"
    return [phalanx, augments, explosion, formula]


CASES = {
    "foundations-of-rome": (ROME, rome_starts),
    "founders-of-gloomhaven": (FOUNDERS, founders_starts),
    "gloomhaven": (GLOOMHAVEN, gloomhaven_starts),
}
_PLAYED: dict[str, dict[str, list[tuple[dict, dict]]]] = {}


def examples(game_id: str) -> dict[str, list[tuple[dict, dict]]]:
    if game_id not in _PLAYED:
        game, starts = CASES[game_id]
        found = played(game, starts())
        if game_id == "gloomhaven":
            for kind, pairs in gloomhaven_rarities().items():
                found.setdefault(kind, []).extend(pairs)
        _PLAYED[game_id] = found
    return _PLAYED[game_id]


@pytest.mark.parametrize("game_id", list(CASES))
def test_every_action_type_has_its_own_label(game_id):
    game = CASES[game_id][0]
    found = examples(game_id)
    assert set(found) == set(game.actions.by_type), "the playouts meet every action type"
    for kind, pairs in found.items():
        for state, action in pairs:
            text = game.label(state, action)
            assert text != tidy_label(generic_label(action)), (kind, text)
            assert text == game._label(state, action), f"{kind}: the game's own wording fits as it is: {text!r}"


@pytest.mark.parametrize("game_id", list(CASES))
def test_labels_are_short_single_lines_of_plain_text(game_id):
    game = CASES[game_id][0]
    for pairs in examples(game_id).values():
        for state, action in pairs:
            text = game.label(state, action)
            assert isinstance(text, str) and 0 < len(text) <= LABEL_LENGTH
            assert text == " ".join(text.split()) and text.isprintable()
            assert "{" not in text and "None" not in text and "_" not in text, text


@pytest.mark.parametrize("game_id", list(CASES))
def test_labels_come_one_per_action_in_order(game_id):
    game = CASES[game_id][0]
    state, _ = next(iter(examples(game_id).values()))[0]
    actions = game.legal_actions(state)
    assert game.labels(state, actions) == [game.label(state, a) for a in actions]


# --- hand-picked labels ------------------------------------------------------------------------
def labelled(game: Game, state: dict, player: int | None = None) -> dict[str, dict]:
    """``{label: action}`` of the legal actions."""
    actions = game.legal_actions(state, player)
    return dict(zip(game.labels(state, actions), actions, strict=True))


def test_rome_labels_name_prices_buildings_and_cards():
    from tests.foundations_of_rome.conftest import make_state

    state = ROME.setup({"players": 2, "first_player": 0}, seed=4)
    first = state["deeds_for_sale"][0]
    found = labelled(ROME, state)
    assert found["Take income (5 silver)"] == {"type": "take_income", "player": 0}
    assert found[f"Buy deed {first} for 2 silver"] == {"type": "buy_deed", "player": 0, "deed": first}

    state = make_state(players=2, deeds={0: "E2 E3 E4"}, silver=[20, 20])
    found = labelled(ROME, state)
    assert found["Build an Insula on E2, E3, E4"]["building"] == "insula_long"
    assert found["Build a Domus on E3"] == {"type": "construct", "player": 0, "building": "domus", "lots": ["E3"]}


def test_rome_labels_of_the_modules_and_the_table():
    state = ROME.setup({"players": 2, "randomness": "table", "first_player": 1})
    while state["decisions"][-1]["kind"] != "deal_deed":
        state, _ = ROME.apply(state, ROME.legal_actions(state)[0])
    seat = state["decisions"][-1]["to"]
    deed = ROME.legal_actions(state, CHANCE)[0]["outcome"]
    assert found_label(ROME, state, {"type": "deal_deed", "player": CHANCE, "outcome": deed}) == (
        f"Table: deal deed {deed} to seat {seat}"
    )
    roles = {card["id"]: card["name"] for card in ROME.components()["cards"]["roles"]}
    state = ROME.setup({"players": 2, "roles": True, "first_player": 1}, seed=3)
    hand = state["decisions"][-1]["hands"][0]
    assert set(labelled(ROME, state, 0)) == {f"Keep the role {roles[card]}" for card in hand}


def found_label(game: Game, state: dict, action: dict) -> str:
    """The label listed beside ``action``, a legal action of ``state``."""
    (text,) = [t for t, a in labelled(game, state, action["player"]).items() if a == action]
    return text


def test_gloomhaven_labels_name_cards_figures_and_hexes():
    from tests.gloomhaven.test_card_mechanics import board, first_turn, play

    state = first_turn("brute", [1, 3], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    found = labelled(GLOOMHAVEN, state)
    assert found["Brute: the top of Trample (72)"] == {
        "type": "play_half", "player": 0, "character": 0, "card": 1, "half": "top", "basic": False,
    }  # fmt: skip
    assert "Brute: Move 2 (the bottom of Trample)" in found
    state = board(state, (1, 4), [(2, 4)])
    monster = state["monsters"][0]
    name = ("elite " if monster["elite"] else "") + f"Bandit Guard {monster['standee']}"
    state, _ = play(state, type="play_half", card=1, half="top", basic=False)
    assert found_one(GLOOMHAVEN, state, "target") == f"Attack {name}"


def found_one(game: Game, state: dict, kind: str) -> str:
    """The label of the only legal action of type ``kind``."""
    (text,) = [t for t, a in labelled(game, state).items() if a["type"] == kind]
    return text


def test_gloomhaven_move_labels_name_the_hex():
    for state, action in examples("gloomhaven")["step"]:
        x, y = action["hex"]
        assert GLOOMHAVEN.label(state, action) == f"Move to ({x}, {y})"


def test_founders_labels_name_races_squares_and_advisers():
    races = {race["id"]: race["name"] for race in FOUNDERS_PACK["races"]}
    advisers = {adviser["id"]: adviser["name"] for adviser in FOUNDERS_PACK["advisers"]}
    state = FOUNDERS.setup({"players": 2}, seed=1)
    for text, action in labelled(FOUNDERS, state).items():
        assert text == f"Choose the {races[action['race']]} race"
    for state, action in examples("founders-of-gloomhaven")["build_road"]:
        x, y = action["square"]
        assert FOUNDERS.label(state, action) == f"Build a road on ({x}, {y})"
    for state, action in examples("founders-of-gloomhaven")["recruit"]:
        slot, name = action["slot"], advisers[state["advisers"][action["slot"]]]
        assert FOUNDERS.label(state, action).startswith(f"Recruit {name} from slot {slot} for $")
