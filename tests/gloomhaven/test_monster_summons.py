"""Monster summons, and the Cultist deck that has them (``monster_abilities._summon``).

Round summary, "Altre Capacità dei Mostri", "Evocazione": "Questa capacità permette ai Mostri
di evocare altri Mostri, che saranno piazzati in esagoni adiacenti all'Evocatore e il più
vicino possibile ad un Nemico. Se non ci sono esagoni liberi o mancanza di pedine,
l'Evocazione fallisce. I Mostri evocati non agiscono nello stesso turno dell'evocazione e non
lasciano cadere segnalini Denaro quando muoiono." (This ability lets Monsters summon other
Monsters, placed in hexes adjacent to the Summoner and as close as possible to an Enemy. With
no free hex or no standee left, the Summon fails. Summoned Monsters do not act in the same
turn — the rulebook: round — as the summon and drop no Money tokens when they die.)

Cultist 609 and 610 (63, shuffle): "Summon normal Living Bones / Cultist suffers 2 damage".
Black Barrow's start room, as ``monster_states`` builds it: the Brute on (1, 4), the
Spellweaver on (1, 5) unless moved; hex distances are axial."""

import copy

import pytest

from rules.core import InvalidState
from rules.gloomhaven import GAME, content, damage, monsters, rounds
from tests.gloomhaven.monster_states import monster, of, play_out, run, setup_turn, show, top

CULTIST = ("cultist", [2, 3], False, None)
#: ten hexes away from (2, 3) and its neighbours
FAR = [[-3, 6], [-2, 3], [-2, 4], [-2, 5], [-2, 6], [-1, 2], [-1, 3], [0, 0], [0, 1], [1, 0]]


def choose_hex(state, h):
    frame = top(state)
    assert frame["kind"] == "monster_choice"
    return GAME.apply(state, {"type": "choose_hex", "player": frame["seat"], "hex": list(h)})


def living_bones(state):
    return [(i, m) for i, m in enumerate(state["monsters"]) if m["type"] == "living-bones"]


def cultist_hp(state):
    return next(m["hp"] for m in state["monsters"] if m["type"] == "cultist")


def stats(state, kind, elite=False):
    return content.monster_stats(kind, state["levels"]["monster"], elite)


# --- placement ----------------------------------------------------------------------------------
def test_the_summoned_monster_goes_beside_the_summoner_closest_to_an_enemy():
    # From (2, 3) the free adjacent hexes are (3, 2), (2, 2), (1, 3), (1, 4) and (2, 4); with the
    # Brute on (0, 3) and the Spellweaver on (-1, 6), (1, 3) is the only one 1 hex from an enemy.
    state = setup_turn("cultist", 609, [CULTIST], brute=[0, 3], weaver=[-1, 6])
    events = run(state)
    assert of(events, "monster_summoned") == [
        {
            "type": "monster_summoned",
            "monster": "living-bones",
            "elite": False,
            "hex": [1, 3],
            "summoner": ["monster", 0],
        }
    ]
    [(index, bones)] = living_bones(state)
    assert index == 1 and bones["hex"] == [1, 3] and not bones["elite"]
    assert bones["hp"] == bones["max_hp"] == stats(state, "living-bones")["hp"]
    assert bones["summoned"] is True and bones["summoned_this_round"] is True
    assert 1 <= bones["standee"] <= 10  # drawn at random from the free standees (seeded here)


def test_a_tie_for_the_closest_hex_is_the_players_choice():
    # From (2, 3), (1, 3) and (2, 4) are both 1 hex from the Brute on (1, 4): "if the rules make
    # a monster action ambiguous ... the players must decide".
    state = setup_turn("cultist", 609, [CULTIST])
    events = run(state)
    assert top(state)["purpose"] == "summon" and top(state)["hexes"] == [[1, 3], [2, 4]]
    assert not of(events, "monster_summoned") and not of(events, "damage_suffered")
    state, events = choose_hex(state, [2, 4])
    assert [b["hex"] for _, b in living_bones(state)] == [[2, 4]]
    kinds = [e["type"] for e in events]
    assert kinds.index("monster_summoned") < kinds.index("damage_suffered")  # then "suffers 2 damage"


def test_only_a_listed_hex_may_be_chosen():
    state = setup_turn("cultist", 609, [CULTIST])
    run(state)
    with pytest.raises(Exception, match="hexes listed"):
        choose_hex(state, [2, 2])


def test_the_standee_number_is_drawn_at_the_table():
    # "the standee numbers ... should be randomized when placed": at the table a chance
    # decision among the free numbers (1 and 2 are taken by Living Bones already on the map).
    state = setup_turn(
        "cultist", 609, [CULTIST, ("living-bones", [-1, 2], False, None), ("living-bones", [0, 0], False, None)]
    )
    state["rng"], state["options"]["randomness"] = None, "table"
    state["decisions"] = []
    run(state)
    state, _ = choose_hex(state, [1, 3])
    frame = top(state)
    assert frame["kind"] == "standee" and frame["monster"] == [1, 3]
    with pytest.raises(Exception, match="not free"):
        GAME.apply(state, {"type": "standee", "player": -1, "outcome": 2})
    state, events = GAME.apply(state, {"type": "standee", "player": -1, "outcome": 7})
    assert [b["standee"] for _, b in living_bones(state)] == [1, 2, 7]
    assert of(events, "damage_suffered")[0]["figure"] == ["monster", 0]  # the card goes on


# --- failures -----------------------------------------------------------------------------------
def test_no_free_adjacent_hex_the_summon_fails_and_the_cultist_still_suffers_its_damage():
    # (4, 0) has two hexes on the map beside it: the Brute stands on (3, 1), a Bandit Guard on
    # (3, 0). The summon fails ("Se non ci sono esagoni liberi ... l'Evocazione fallisce"), the
    # card's next ability, "Cultist suffers 2 damage", is still performed (written order).
    placed = [("cultist", [4, 0], False, None), ("bandit-guard", [3, 0], False, None)]
    state = setup_turn("cultist", 609, placed, brute=[3, 1])
    events = run(state)
    assert of(events, "ability_skipped") == [
        {"type": "ability_skipped", "figure": ["monster", 0], "reason": "no_empty_hex"}
    ]
    assert not living_bones(state) and not of(events, "monster_summoned")
    assert cultist_hp(state) == stats(state, "cultist")["hp"] - 2


def test_a_hex_with_a_token_is_not_free():
    # An empty hex has no figure, token or overlay tile (corridors aside): a coin on (1, 3)
    # leaves (2, 4) the only hex 1 from the Brute.
    state = setup_turn("cultist", 609, [CULTIST])
    state["overlays"].append({"type": "coin", "hex": [1, 3], "amount": 1})
    run(state)
    assert [b["hex"] for _, b in living_bones(state)] == [[2, 4]]


def test_no_standee_left_the_summon_fails():
    # Living Bones have 10 standees; all 10 are on the map.
    placed = [CULTIST] + [("living-bones", h, False, None) for h in FAR]
    state = setup_turn("cultist", 609, placed)
    events = run(state)
    assert of(events, "ability_skipped") == [
        {"type": "ability_skipped", "figure": ["monster", 0], "reason": "no_standee"}
    ]
    assert len(living_bones(state)) == 10
    assert cultist_hp(state) == stats(state, "cultist")["hp"] - 2


def test_the_cultist_may_die_of_its_own_summon():
    # "Cultist suffers 2 damage" with 2 hit points left: the Living Bones stay, the Cultist
    # (not summoned) drops a coin.
    state = setup_turn("cultist", 610, [("cultist", [2, 3], False, 2)], brute=[0, 3], weaver=[-1, 6])
    events = run(state)
    assert [m["type"] for m in state["monsters"]] == ["living-bones"]
    assert of(events, "monster_killed")[0]["monster"] == "cultist"
    assert {"type": "coin", "hex": [2, 3], "amount": 1} in state["overlays"]


# --- acting ------------------------------------------------------------------------------------
def test_the_summoned_monster_does_not_act_later_this_round():
    # Living Bones already on the map act after the Cultist (card 516, initiative 64): only
    # the one that was there acts; the one summoned this round does not.
    placed = [CULTIST, ("living-bones", [-1, 2], False, None)]
    state = setup_turn("cultist", 609, placed, brute=[0, 3], weaver=[-1, 6])
    show(state, "living-bones", 516)
    state["order"][1:1] = [[{"monster": "living-bones"}]]
    events = play_out(state)
    [summoned] = [i for i, b in living_bones(state) if b.get("summoned")]
    assert of(events, "monsters_turn") == [
        {"type": "monsters_turn", "monster": "cultist"},
        {"type": "monsters_turn", "monster": "living-bones"},
    ]
    acted = {tuple(e["figure"]) for e in of(events, "moved")} | {tuple(e["attacker"]) for e in of(events, "attacked")}
    assert ("monster", 1) in acted and ("monster", summoned) not in acted


def test_a_new_type_draws_no_card_this_round_but_acts_from_the_next():
    # With no Living Bones on the map their deck joins the game but no card is turned up:
    # cards are drawn mid-round only for a revealed room's monsters, which act that round.
    state = setup_turn("cultist", 609, [CULTIST], brute=[0, 3], weaver=[-1, 6])
    run(state)
    deck = state["monster_decks"]["living-bones"]
    assert deck["shown"] is None and len(deck["draw"]) == 8
    assert monsters.acting_order(state, "living-bones") == []
    rounds.end_of_round(state, [])  # "summoned this round" ends with the round
    assert monsters.acting_order(state, "living-bones") == [[1, 3]]
    assert "living-bones" in rounds.decks_on_map(state)  # its card is drawn at the next reveal


def test_the_summoned_monster_acts_in_the_next_round():
    state = setup_turn("cultist", 609, [CULTIST], brute=[0, 3], weaver=[-1, 6])
    run(state)
    rounds.end_of_round(state, [])
    [(index, _)] = living_bones(state)
    # the next round's turns: Living Bones 519 "Move +0, Attack +0" first
    state["decisions"], state["phase"], state["turn"], state["monster_turn"] = [], "turns", None, None
    for character, cards in zip(state["characters"], ([4, 5], [63, 68]), strict=True):
        character["played"], character["in_play"] = {"cards": cards}, cards
        character["hand"] = [c for c in character["hand"] if c not in cards]
        character["discard"] = [c for c in character["discard"] if c not in cards]
    brute = state["characters"][0]  # the Brute (10) has had its turn
    brute["discard"], brute["in_play"] = brute["discard"] + brute["in_play"], []
    show(state, "cultist", 606)
    show(state, "living-bones", 519)
    state["order"], state["acting"] = [[{"monster": "living-bones"}], [{"character": 1}]], False
    GAME.check_state(state)
    events = play_out(state)
    assert of(events, "attacked") and all(e["attacker"] == ["monster", index] for e in of(events, "attacked"))


def test_a_summoned_monster_drops_no_coin():
    # "non lasciano cadere segnalini Denaro quando muoiono"; the Cultist itself does.
    state = setup_turn("cultist", 609, [CULTIST], brute=[0, 3], weaver=[-1, 6])
    run(state)
    coins = len(state["overlays"])
    [(index, _)] = living_bones(state)
    events = []
    damage.suffer(state, ("monster", index), 99, events, source="attack")
    assert of(events, "monster_killed") and len(state["overlays"]) == coins
    damage.suffer(state, ("monster", 0), 99, events, source="attack")
    assert len(state["overlays"]) == coins + 1


# --- the other Cultist cards ----------------------------------------------------------------
def test_cultist_move_and_attack():
    # 606 "Move +0, Attack +0": from (3, 1) the Cultist walks to the Brute and attacks with
    # its own Attack (plus0 modifier drawn).
    state = setup_turn("cultist", 606, [("cultist", [3, 1], False, None)], weaver=[-1, 6])
    events = play_out(state)
    [attack] = of(events, "attacked")
    assert attack["target"] == ["character", 0] and attack["damage"] == stats(state, "cultist")["attack"]
    assert of(events, "moved")[0]["path"][0] == [3, 1]


def test_cultist_attack_minus_one():
    # 604 "Move -1, Attack -1": adjacent to the Brute, it attacks for its Attack - 1.
    state = setup_turn("cultist", 604, [CULTIST])
    events = play_out(state)
    assert [e["damage"] for e in of(events, "attacked")] == [max(0, stats(state, "cultist")["attack"] - 1)]


def test_cultist_heals_itself_after_attacking():
    # 608 "Move -1, Attack +0, Heal 1 Self".
    state = setup_turn("cultist", 608, [("cultist", [2, 3], False, 2)])
    full = stats(state, "cultist")["hp"]
    events = play_out(state)
    kinds = [e["type"] for e in events]
    assert kinds.index("attacked") < kinds.index("healed")
    assert cultist_hp(state) == 3 < full


def test_cultist_heals_the_most_damaged_ally_in_range():
    # 611 "Move -1, Heal 3, Range 3": "self or allies within range, priority to the one who
    # has suffered the most damage": the Bandit Guard 3 hexes away, down 4, over itself, down 1.
    placed = [("cultist", [3, 0], False, None), ("bandit-guard", [0, 2], False, None)]
    state = setup_turn("cultist", 611, placed, brute=[-2, 6], weaver=[-1, 6])
    state["monsters"][0]["hp"] -= 1
    state["monsters"][1]["hp"] -= 4
    guard_full = state["monsters"][1]["max_hp"]
    events = play_out(state)
    assert [e["figure"] for e in of(events, "healed")] == [["monster", 1]]
    assert state["monsters"][1]["hp"] == min(guard_full, guard_full - 4 + 3)


# --- untrusted states ---------------------------------------------------------------------------
def test_states_with_a_bad_summon_are_refused_with_a_rules_error():
    state = setup_turn("cultist", 609, [CULTIST])
    run(state)  # the players choose the hex
    for edit in (
        lambda s: s["decisions"][-1].update(hexes=[[1, 4], [2, 4]]),  # the Brute's hex
        lambda s: s["monster_turn"].update(step=2),  # the choice is not the summon's
        lambda s: s["monsters"][0].update(summoned_this_round=True),  # never summoned
    ):
        bad = copy.deepcopy(state)
        edit(bad)
        with pytest.raises(InvalidState):
            GAME.check_state(bad)
    full = copy.deepcopy(state)  # every Living Bones standee on the map: nothing to summon
    full["monsters"] += [monster(full, "living-bones", h, standee=n) for n, h in enumerate(FAR, 1)]
    show(full, "living-bones", 516)
    with pytest.raises(InvalidState):
        GAME.check_state(full)


def test_a_summoned_flag_after_the_round_is_refused():
    state = setup_turn("cultist", 609, [CULTIST], brute=[0, 3], weaver=[-1, 6])
    run(state)
    state["phase"] = "select"
    with pytest.raises(InvalidState):
        GAME.check_state(state)
