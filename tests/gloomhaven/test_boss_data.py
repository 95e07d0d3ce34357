"""The bosses' special actions as data (``specials`` in ``agpl/bosses.json`` and
``agpl/fc/bosses.json``), written out here from the stat cards and the scenario book's
explanations: every boss has both specials at every level, what each summons and for how many
characters, the scenario rules left to the book, the areas. ``test_bosses.py`` plays them."""

import pytest

from rules.gloomhaven import boss_doors, bosses, content


def specials(kind, level=1):
    return content.monsters()[kind]["levels"][level]["specials"]


def test_the_commander_s_doors_are_scenario_2_s_in_order():
    # Special 1, "Move to next door and reveal room"; scenario 2: "doors a, b, c and d are
    # locked; only the Bandit Commander can open them"; a to d: the doors from the main crypt
    # into A1a, A4b, A2a, A3b. The doors are the scenario's, not the stat card's.
    assert specials("bandit-commander")[0] == [{"type": "jump_to_door"}]
    state = {"options": {"scenario": 2}}
    assert boss_doors.doors(state, "bandit-commander") == [(-1, 5), (-3, 8), (-8, 8), (-7, 5)]
    assert boss_doors.doors(state, "jekserah") == [] and boss_doors.doors({"options": {"scenario": 1}}, "x") == []


def test_a_boss_s_summons_depend_on_the_number_of_characters():
    # Jekserah (scenarios 12, 20): "2 normal Living Bones (2 characters), 1 normal and 1 elite
    # (3), or 2 elite (4)"; the Betrayer (79): 1 elite Giant Viper, 1 normal and 1 elite, 2
    # elite; the Dark Rider (48): 1 normal Forest Imp, 2 normal for 3-4.
    def ranks(kind, special, characters):
        found = bosses.summons({"characters": [{}] * characters}, specials(kind)[special][0])
        return [(a["monster"], a["elite"]) for a in found]

    bones = "living-bones"
    assert ranks("jekserah", 0, 2) == [(bones, False), (bones, False)]
    assert ranks("jekserah", 0, 3) == [(bones, False), (bones, True)]
    assert ranks("jekserah", 0, 4) == [(bones, True), (bones, True)]
    assert ranks("the-betrayer", 0, 2) == [("giant-viper", True)]
    assert ranks("the-betrayer", 0, 4) == [("giant-viper", True), ("giant-viper", True)]
    assert ranks("bandit-commander", 1, 3) == [(bones, True)]
    imps = [a for a in specials("dark-rider")[1] if a["type"] == "summon"][0]
    assert [len(bosses.summons({"characters": [{}] * c}, imps)) for c in (2, 3, 4)] == [1, 2, 2]


# --- the specials as data ---------------------------------------------------------------------
BOSSES = (
    "bandit-commander",
    "captain-of-the-guard",
    "dark-rider",
    "elder-drake",
    "inox-bodyguard",
    "jekserah",
    "merciless-overseer",
    "prime-demon",
    "prime-demon-36",
    "the-betrayer",
    "the-colorless",
    "the-gloom",
    "the-sightless-eye",
    "winged-horror",
    "human-commander",
    "valrath-commander",
)


@pytest.mark.parametrize("kind", BOSSES)
def test_every_boss_has_two_specials_at_every_level(kind):
    for level in range(8):
        one, two = specials(kind, level)
        assert one and two, (kind, level)
        for ability in one + two:
            if ability["type"] in ("summon", "act_again"):
                assert ability["monster"] in content.monsters(), (kind, ability)
            if ability["type"] == "summon":  # a normal monster, or the Elder Drake's Zephyr (its own stat card)
                assert ability["elite"] is False
                assert not content.is_boss(ability["monster"]) or ability["monster"] == "zephyr"


def test_the_summons_of_the_specials():
    # The monsters each stat card names: Dark Rider "Summon Imp" (Forest Imps in scenario 48),
    # Jekserah Living Bones and Living Corpse, The Colorless Night and Sun Demon, ...
    def summoned(kind):
        return [[a["monster"] for a in part if a["type"] == "summon"] for part in specials(kind)]

    assert summoned("bandit-commander") == [[], ["living-bones"]]
    assert summoned("dark-rider") == [[], ["forest-imp"]]
    assert summoned("jekserah") == [["living-bones"], ["living-corpse"]]
    assert summoned("merciless-overseer") == [[], ["vermling-scout"]]
    assert summoned("the-betrayer") == [["giant-viper"], []]
    assert summoned("the-colorless") == [["night-demon"], ["sun-demon"]]
    assert summoned("the-sightless-eye") == [["deep-terror"], ["deep-terror"]]
    assert summoned("human-commander") == [["city-guard"], ["city-archer"]]
    assert summoned("elder-drake") == [[], ["zephyr", "zephyr"]]  # "Summon 2 Zephyrs"
    assert summoned("valrath-commander") == [["valrath-tracker"], ["valrath-savage"]]


def test_the_scenario_rules_left_to_the_scenario_book():
    def rules(kind):
        return [[a["rule"] for a in part if a["type"] == "scenario_rule"] for part in specials(kind)]

    assert rules("elder-drake") == [[], ["fly_to_perch"]]  # after "Summon 2 Zephyrs", a monster summon
    assert rules("the-betrayer") == [["fear"], ["mind_control"]]
    assert rules("the-gloom") == [[], ["teleport"]]
    assert rules("winged-horror") == [["hatch_eggs"], ["summon_eggs"]]
    assert rules("prime-demon") == [["throne_moves", "summon_demon"]] * 2
    # scenario 36: "Ignore the specials on the stat card; for each ... Move +0, Attack +0"
    assert specials("prime-demon-36") == [[{"type": "move", "plus": 0}, {"type": "attack", "plus": 0}]] * 2
    assert all(rules(kind) == [[], []] for kind in ("bandit-commander", "jekserah", "human-commander"))


def test_the_areas_of_the_specials():
    # Hex counts of the drawn areas: Inox Bodyguard 5, Elder Drake 7, Sightless Eye 15 and 9
    def areas(kind):
        return [len(a["area"]) for part in specials(kind) for a in part if "area" in a]

    assert areas("inox-bodyguard") == [5]
    assert areas("elder-drake") == [7]
    assert areas("the-sightless-eye") == [15, 9]
