"""Where the monster ends and whom it attacks (rules/gloomhaven/monster_ai.py), beyond the
79 reference cases: disadvantage, muddle, AoE orientation, Target X, and the guard on
unlistable choices."""

import pytest

from rules.gloomhaven import TooManyOptions, monster_ai, monster_moves

from .maps import options, request, tied_ring_request

ROOM = """
. . . . . .
. . A 1 . .
. . . . . .
"""


def test_ranged_attacker_steps_away_to_lose_disadvantage():
    """Italian summary, "Movimento Mostri": "Se è adiacente al suo bersaglio e ha Attacco a
    distanza, si allontanerà fino a perdere lo Svantaggio" — one step to any hex in range and
    sight that is not adjacent; the players pick which."""
    result = monster_moves(request(ROOM, move=2, range=3))
    assert options(result) == {((1, 1), ((3, 1),)), ((2, 0), ((3, 1),)), ((1, 2), ((3, 1),))}


def test_a_muddled_ranged_attacker_stays_adjacent():
    """Muddled attacks have disadvantage anyway: no reason to step away."""
    result = monster_moves(request(ROOM, move=2, range=3, muddled=True))
    assert options(result) == {((2, 1), ((3, 1),))}


def test_melee_keeps_adjacent():
    result = monster_moves(request(ROOM, move=2))
    assert options(result) == {((2, 1), ((3, 1),))}


MIRROR = """
. . . . .
. . A . .
. . 1 . .
. 2 3 . .
. . . . .
"""


def test_aoe_patterns_may_be_mirrored():
    """Official FAQ: "in addition to applying any rotation to an area of effect, you can also
    use the mirror image". Only a mirror image of this bent pattern covers all three."""
    area = [[1, 0], [2, -1], [2, 0]]
    result = monster_moves(request(MIRROR, move=0, area=area))
    assert options(result) == {((2, 1), ((1, 3), (2, 2), (2, 3)))}
    try:
        monster_ai.AOE_REFLECTIONS = False
        turned_only = options(monster_moves(request(MIRROR, move=0, area=area)))
    finally:
        monster_ai.AOE_REFLECTIONS = True
    assert all(len(targets) == 2 for _, targets in turned_only)


def test_target_count_at_least_the_enemies_means_all():
    drawing = """
    . . . .
    . . 1 2
    . 3 A .
    . . . .
    """
    result = monster_moves(request(drawing, move=0, target=6))
    assert options(result) == {((2, 2), ((1, 2), (2, 1), (3, 1)))}


def test_secondary_targets_follow_focus_priority():
    """ "Attacco Mostri": the monster attacks its focus "and any other targets for maximum
    effect"; secondary targets are ranked like focus (proximity, then initiative)."""
    drawing = """
    . . . . . .
    . . 3 . . .
    . 2 A 1 . .
    . . . . . .
    """
    result = monster_moves(
        request(drawing, move=0, range=2, target=2, muddled=True, initiatives={"C1": 10, "C2": 20, "C3": 30})
    )
    assert result["focus"] == ["C1"]
    assert options(result) == {((2, 2), ((1, 2), (3, 2)))}


def test_unlistable_choices_are_refused():
    """Twenty enemies with no initiative at the same range, Target 10: the tied groups
    number in the tens of thousands; the request is refused rather than answered slowly."""
    body = tied_ring_request()
    with pytest.raises(TooManyOptions) as info:
        monster_moves(body)
    assert info.value.code == "too_many_options"
