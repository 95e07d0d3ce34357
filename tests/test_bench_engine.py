"""The engine benchmark (``python -m bench --engine-only``) runs and reports every figure, split
by turn kind where the game labels one: a tiny run, its structure checked. Times and sizes are
printed by the benchmark, never asserted here."""

import json

from bench import __main__ as bench_main
from bench import engine, states
from rules import games

GLOOMHAVEN = games.find("gloomhaven")
ROME = games.get("foundations-of-rome")


def _results(game, figures):
    return {
        "machine": {"cpus": 2, "python": "3", "platform": "test"},
        "games": {game.id: {"engine": figures}},
        "other_processes_cpus": None,
    }


def test_gloomhaven_turn_kinds_of_a_whole_game():
    kinds = {states.turn_kind(GLOOMHAVEN, s) for s in states.game_states(GLOOMHAVEN, 1, 10_000)}
    assert {"card selection/setup", "character turn", "monster turn"} <= kinds
    assert kinds <= set(states.settings(GLOOMHAVEN).turn_kinds)


def test_gloomhaven_tiny_run_reports_every_figure():
    figures = engine.run(GLOOMHAVEN, log=lambda _msg: None, n_states=4, reps=2, games=2)
    g = figures["games"]
    assert g["games"] == 2 and g["seconds_per_game_max"] >= g["seconds_per_game_median"] > 0
    size = g["end_state_bytes"]
    assert 0 < size["min"] <= size["median"] <= size["max"]
    t = figures["targets"]
    assert t["legal_actions_median_ms"] == 2.0 and t["game_s"] == 2.0
    assert {type(t[k]) for k in ("legal_actions_median_met", "game_median_met", "game_max_met")} == {bool}

    kinds = figures["by_turn_kind"]
    order = states.settings(GLOOMHAVEN).turn_kinds
    assert list(kinds) == [k for k in order if k in kinds]
    assert sorted(list(kinds) + figures["turn_kinds_missing"]) == sorted(order)
    assert sum(k["states"] for k in kinds.values()) == figures["states"] == 4
    for k in kinds.values():
        for call in ("legal_actions", "apply"):
            assert k[call]["samples"] == 2 * k["states"]
            assert k[call]["p99_ms"] >= k[call]["median_ms"] > 0

    text = bench_main.table(_results(GLOOMHAVEN, figures))
    assert "state size at game end median / max" in text
    assert "one whole game median / slowest" in text and "target a game < 2 s" in text
    assert "target median < 2 ms" in text
    for kind in kinds:
        assert f"engine  {kind}: legal_actions / apply" in text
    json.dumps(figures)  # the --json output


def test_game_without_turn_kinds_has_no_split():
    figures = engine.run(ROME, log=lambda _msg: None, n_states=2, reps=1, games=1)
    assert "by_turn_kind" not in figures and figures["games"]["end_state_bytes"]["max"] > 0
    text = bench_main.table(_results(ROME, figures))
    assert "legal_actions / apply" not in text and "state size at game end" in text
