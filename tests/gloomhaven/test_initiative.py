"""Initiative order and its tie rules (rulebook, "Determining Initiative")."""

from rules.gloomhaven.initiative import LONG_REST, order

CARDS = {1: {"initiative": 15}, 2: {"initiative": 61}, 3: {"initiative": 86}, 4: {"initiative": 20}}


def key(initiative, second):
    return (initiative, 0, second)


def test_the_rulebook_example():
    # "The Brute ... choses the '61' as his leading card ... The Scoundrel reveals a leading card
    # with '86' initiative, and the played Living Bones and Bandit Archer monster ability cards
    # have '45' and '32' initiative respectively. The Bandit Archers activate first, then all of
    # the Living Bones, then the Brute, and finally the Scoundrel."
    got = order([(0, key(61, 15)), (1, key(86, 20))], [("living-bones", 45), ("bandit-archer", 32)])
    assert got == [
        [{"monster": "bandit-archer"}],
        [{"monster": "living-bones"}],
        [{"character": 0}],
        [{"character": 1}],
    ]


def test_leading_with_the_other_card_goes_early():
    # "If he had wanted to go early, he could have chosen the '15' as the leading card."
    got = order([(0, key(15, 61)), (1, key(86, 20))], [("living-bones", 45), ("bandit-archer", 32)])
    assert got[0] == [{"character": 0}]


def test_a_tie_between_players_is_broken_by_the_second_card():
    # "If there is ever a tie in initiative between players, consult the non-leading card."
    got = order([(0, key(30, 80)), (1, key(30, 40))], [])
    assert got == [[{"character": 1}], [{"character": 0}]]


def test_a_tie_on_both_cards_is_left_to_the_players():
    # "(If there is still a tie, players should decide among themselves who goes first.)"
    got = order([(0, key(30, 40)), (1, key(30, 40)), (2, key(10, 90))], [])
    assert got == [[{"character": 2}], [{"character": 0}, {"character": 1}]]


def test_a_player_goes_before_a_monster_type_on_a_tie():
    # "If there is a tie between a player and a monster type, the player goes first."
    got = order([(0, key(45, 99))], [("living-bones", 45)])
    assert got == [[{"character": 0}], [{"monster": "living-bones"}]]


def test_a_tie_between_monster_types_is_left_to_the_players():
    # "If there is a tie between two monster types, the players decide which goes first."
    got = order([], [("bandit-guard", 30), ("living-bones", 30)])
    assert got == [[{"monster": "bandit-guard"}, {"monster": "living-bones"}]]


def test_long_rest_is_initiative_99():
    # Round summary, "Riposo Lungo": "il personaggio ha iniziativa 99".
    got = order([(0, (LONG_REST, 0, LONG_REST)), (1, key(98, 99))], [("living-bones", 99)])
    assert got == [[{"character": 1}], [{"character": 0}], [{"monster": "living-bones"}]]
