"""Monster focus and its tie-breaks (rules/gloomhaven/monster_ai.py).

Italian round summary, "Focus Mostri": the monster focuses on the enemy it reaches "with
the least movement on the shortest path to perform its current attack, at range and in
line of sight" (no attack: a melee attack is simulated); ties: "current proximity", then
"the lowest initiative"; "with no valid target the monster neither moves nor attacks".
"Movimento Mostri": traps and hazardous terrain count as obstacles unless they are the only
way. Where the rules stop, the players choose: every tied enemy is a focus.
"""

from rules.gloomhaven import monster_moves

from .maps import options, request

OPEN_5x7 = """
. . . 1 . . .
. . . . . . .
. . . A . . .
. . . . . . .
. . . 2 . . .
"""


def run(drawing, **kw):
    result = monster_moves(request(drawing, **kw))
    return result["focus"], options(result)


def test_least_movement_to_an_attack_hex_wins_over_nearness():
    """ "Focus Mostri": least movement to a hex it can attack from, not the nearest enemy
    hex. C2 is 2 hexes away but walled in by obstacles (6 steps to reach); C1 is 4 away
    in the open (3 steps)."""
    drawing = """
    . . . . . . . .
    . . . . O O O .
    1 . . . A O 2 .
    . . . . O O O .
    . . . . . . . .
    """
    focus, opts = run(drawing, move=3)
    assert focus == ["C1"]
    assert opts == {((1, 2), ((0, 2),))}


def test_proximity_breaks_a_tie_in_movement():
    """Equal movement (2) to attack either; C2 is in closer proximity (range counts through
    the obstacle: 2 against 3), so C2 — even though C1 has the lower initiative."""
    drawing = """
    . . . . . . .
    . . . . . . .
    1 . . A O 2 .
    . . . . . . .
    . . . . . . .
    """
    focus, opts = run(drawing)
    assert focus == ["C2"]
    assert opts == {((5, 1), ((5, 2),)), ((4, 3), ((5, 2),))}


def test_initiative_breaks_a_tie_in_movement_and_proximity():
    """Same movement, same proximity: the lower initiative (C1: 10, C2: 20) is the focus."""
    focus, opts = run(OPEN_5x7, move=1)
    assert focus == ["C1"]
    assert opts == {((3, 1), ((3, 0),))}


def test_players_choose_when_everything_ties():
    """Same movement, proximity and initiative: both are focuses, one option each."""
    focus, opts = run(OPEN_5x7, move=1, initiatives={"C1": 30, "C2": 30})
    assert focus == ["C1", "C2"]
    assert opts == {((3, 1), ((3, 0),)), ((3, 3), ((3, 4),))}


def test_a_missing_initiative_cannot_break_the_tie():
    """DESIGN: "initiative may be missing (then it cannot break ties)"."""
    focus, _ = run(OPEN_5x7, move=1, initiatives={"C1": None})
    assert focus == ["C1", "C2"]


def test_proximity_is_measured_around_walls():
    """ "Range cannot be counted through walls": C2 is 2 hexes away across a thin wall but
    4 around it; C1 is 3 away. Both cost 2 movement to attack, so proximity picks C1
    (initiatives would have picked C2)."""
    drawing = """
    . . . . . . .
    . . . . . . .
    1 . . A . 2 .
    . . . . . . .
    . . . . . . .
    """
    walls = [((4, 2), (5, 2)), ((4, 2), (5, 1)), ((4, 3), (5, 2)), ((4, 1), (5, 1)), ((4, 3), (5, 3))]
    focus, _ = run(drawing, walls=walls, initiatives={"C1": 50, "C2": 5})
    assert focus == ["C1"]


def test_traps_are_avoided_when_choosing_a_focus():
    """ "Movimento Mostri" applies to focus too: C1 is closer but every way to it crosses a
    trap; C2 can be reached without one, so C2 is the focus."""
    drawing = """
    T T T . . . .
    1 . T . . . .
    T T T A . . 2
    """
    focus, opts = run(drawing, move=3)
    assert focus == ["C2"]
    assert opts == {((5, 2), ((6, 2),))}


def test_traps_are_crossed_when_they_are_the_only_way():
    drawing = """
    T T T .
    1 . T A
    T T T .
    """
    focus, opts = run(drawing, move=3)
    assert focus == ["C1"]
    assert opts == {((1, 1), ((0, 1),))}


def test_a_ranged_attack_focuses_on_what_it_can_see():
    """Line of sight is part of "perform its current attack". C1 and C2 are both 3 hexes
    away; C1 (lower initiative) stands right behind a missing hex, which hides it: every
    corner-to-corner line crosses that hex or grazes its corner. So C2, attackable without
    moving, is the focus. An obstacle in the same hex hides nothing ("Only walls block
    line-of-sight"), and then C1 wins on initiative."""
    drawing = """
    . . . . . . .
    . . . 1 . . .
    . . . {} . . .
    . . . A . . 2
    . . . . . . .
    """
    focus, opts = run(drawing.format("#"), move=1, range=4)
    assert focus == ["C2"]
    assert opts == {((3, 3), ((6, 3),))}
    focus, opts = run(drawing.format("O"), move=1, range=4)
    assert focus == ["C1"]
    assert opts == {((3, 3), ((3, 1),))}


def test_without_a_reachable_enemy_the_monster_stays():
    """ "In assenza di bersagli validi, il Mostro non si muove ne attacca": C1 is sealed in
    by obstacles."""
    drawing = """
    . . O O O
    . A O 1 O
    . . O O O
    """
    focus, opts = run(drawing, move=4)
    assert focus == []
    assert opts == {((1, 1), ())}


def test_no_attack_means_moving_as_a_melee_attacker():
    """ "Se non presente alcun Attacco, si simula un attacco in mischia": target 0, so the
    monster walks up to the focus as if melee and attacks nobody."""
    drawing = """
    . . . . . . .
    A . . . . . 1
    . . . . . . .
    """
    focus, opts = run(drawing, move=6, range=3, target=0)
    assert focus == ["C1"]
    assert opts == {((5, 1), ())}
