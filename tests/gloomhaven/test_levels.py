"""Scenario level (round summary, "SETUP SCENARIO" step 4, and the scenario level chart)."""

import pytest

from rules.gloomhaven.levels import levels, recommended


@pytest.mark.parametrize(
    ("character_levels", "expected"),
    [
        ([1, 1], 1),  # average 1 / 2 = 0.5, rounded up
        ([1, 1, 1, 1], 1),
        ([2, 2], 1),  # 2 / 2 = 1
        ([2, 3], 2),  # 2.5 / 2 = 1.25 -> 2
        ([1, 2, 2, 2], 1),  # 1.75 / 2 = 0.875 -> 1
        ([9, 9, 9, 9], 5),  # 4.5 -> 5
        ([4, 4, 4], 2),
    ],
)
def test_recommended_level_is_the_average_level_halved_rounded_up(character_levels, expected):
    # "Il livello raccomandato è pari alla media dei livelli dei personaggi diviso 2
    # arrotondato per eccesso."
    assert recommended(character_levels) == expected


@pytest.mark.parametrize(("difficulty", "delta"), [("easy", -1), ("normal", 0), ("hard", 1), ("very_hard", 2)])
def test_difficulty_changes_the_level(difficulty, delta):
    # "Modifiche opzionali: -1 Facile, +1 Difficile, +2 Molto Difficile."
    assert levels([5, 5], difficulty, solo=False).scenario == 3 + delta


def test_the_level_stays_within_0_and_7():
    assert levels([1, 1], "easy", solo=False).scenario == 0
    assert levels([9, 9], "very_hard", solo=False).scenario == 7


def test_the_chart_sets_trap_damage_gold_and_bonus_xp():
    # Scenario level chart: trap damage 2 + L, gold per coin 2 2 3 3 4 4 5 6, and on success
    # "Punti Esperienza Bonus pari a: 4 + LivelloScenario * 2".
    gold = [2, 2, 3, 3, 4, 4, 5, 6]
    for level in range(8):
        chars = [2 * level, 2 * level] if level else [1, 1]
        got = levels(chars, "easy" if level == 0 else "normal", solo=False)
        assert (got.scenario, got.monster, got.trap_damage, got.gold_per_coin, got.bonus_xp) == (
            level,
            level,
            2 + level,
            gold[level],
            4 + 2 * level,
        )


def test_solo_adds_one_to_monster_level_and_trap_damage():
    # "Se in Solitario: aggiungete +1 al livello dei Mostri e ai Danni da Trappola."
    team, solo = levels([1, 1], "normal", solo=False), levels([1, 1], "normal", solo=True)
    assert (solo.monster, solo.trap_damage) == (team.monster + 1, team.trap_damage + 1)
    assert (solo.scenario, solo.gold_per_coin, solo.bonus_xp) == (team.scenario, team.gold_per_coin, team.bonus_xp)
    assert levels([9, 9], "very_hard", solo=True).monster == 7
