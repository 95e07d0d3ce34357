"""Request validation of monster-moves: every refusal is an ``InvalidState`` with a machine
code and a reason a person can act on."""

import copy

import pytest

from rules.core import InvalidState
from rules.gloomhaven import monster_moves, parse_request

from .maps import request

BASE = request("""
. . . .
. A . 1
. . M .
""")


def refused(mutate) -> InvalidState:
    body = copy.deepcopy(BASE)
    mutate(body)
    with pytest.raises(InvalidState) as info:
        monster_moves(body)
    return info.value


def test_the_base_request_is_fine():
    assert monster_moves(copy.deepcopy(BASE))["focus"] == ["C1"]


def test_unknown_active_figure():
    err = refused(lambda b: b.update(active="Z"))
    assert err.code == "unknown_figure"
    assert "'Z'" in err.message and err.details["figure"] == "Z"


def test_active_figure_must_be_a_monster():
    err = refused(lambda b: b.update(active="C1"))
    assert err.code == "active_not_monster"
    assert "character" in err.message


def test_figure_off_the_map():
    err = refused(lambda b: b["figures"][0].update(hex=[9, 9]))
    assert err.code == "hex_not_on_map"
    assert err.details["hex"] == [9, 9] and "figures[0].hex" in err.message


@pytest.mark.parametrize("key", ["obstacles", "traps", "hazardous", "difficult"])
def test_overlay_off_the_map(key):
    err = refused(lambda b: b["map"][key].append([-5, 0]))
    assert err.code == "hex_not_on_map"
    assert f"map.{key}[0]" in err.message


def test_overlapping_figures():
    err = refused(lambda b: b["figures"][1].update(hex=list(b["figures"][0]["hex"])))
    assert err.code == "overlapping_figures"
    assert set(err.details["figures"]) == {b["id"] for b in BASE["figures"][:2]}


def test_duplicate_figure_ids():
    err = refused(lambda b: b["figures"][1].update(id=b["figures"][0]["id"]))
    assert err.code == "duplicate_figure"


def test_thin_wall_off_the_map_or_between_non_neighbours():
    err = refused(lambda b: b["map"]["thin_walls"].append([[0, 0], [7, 7]]))
    assert err.code == "hex_not_on_map"
    err = refused(lambda b: b["map"]["thin_walls"].append([[0, 0], [2, 0]]))
    assert err.code == "invalid_wall"
    err = refused(lambda b: b["map"]["thin_walls"].append([[0, 0], [0, 0]]))
    assert err.code == "invalid_wall"


@pytest.mark.parametrize(
    "mutate, field",
    [
        (lambda b: b.pop("map"), "map"),
        (lambda b: b["map"].update(hexes=[]), "map.hexes"),
        (lambda b: b["map"].update(hexes=[[0, 0, 1]]), "map.hexes[0]"),
        (lambda b: b["map"].update(hexes=[[True, 0]]), "map.hexes[0]"),
        (lambda b: b["map"]["thin_walls"].append([[0, 0]]), "map.thin_walls[0]"),
        (lambda b: b.update(figures={}), "figures"),
        (lambda b: b["figures"][0].update(side="summon"), "figures[0].side"),
        (lambda b: b["figures"][0].update(id=""), "figures[0].id"),
        (lambda b: b["figures"][0].update(initiative=1.5), "figures[0].initiative"),
        (lambda b: b["figures"][0].update(initiative=-1), "figures[0].initiative"),
        (lambda b: b.update(active=3), "active"),
        (lambda b: b.update(ability=None), "ability"),
        (lambda b: b["ability"].update(move=-1), "ability.move"),
        (lambda b: b["ability"].update(range="2"), "ability.range"),
        (lambda b: b["ability"].update(target=100), "ability.target"),
        (lambda b: b["ability"].update(flying=1), "ability.flying"),
        (lambda b: b["ability"].update(area=[[0, 1], "x"]), "ability.area[1]"),
        (lambda b: b["map"].update(thin_wall=[]), "map: unknown member 'thin_wall'"),
        (lambda b: b["ability"].update(pierce=2), "ability: unknown member 'pierce'"),
        (lambda b: b["figures"][0].update(hp=3), "figures[0]: unknown member 'hp'"),
        (lambda b: b.update(extra=1), "request: unknown member 'extra'"),
    ],
)
def test_malformed_requests(mutate, field):
    err = refused(mutate)
    assert err.code == "invalid_request"
    assert field in err.message


def test_not_an_object():
    with pytest.raises(InvalidState) as info:
        monster_moves([1, 2])
    assert info.value.code == "invalid_request"


def test_map_size_is_bounded():
    body = copy.deepcopy(BASE)
    body["map"]["hexes"] = [[q, r] for q in range(50) for r in range(50)]
    with pytest.raises(InvalidState) as info:
        monster_moves(body)
    assert info.value.code == "map_too_large"


def test_optional_fields_take_their_defaults():
    body = copy.deepcopy(BASE)
    body["ability"] = {"move": 1}
    body["map"] = {"hexes": body["map"]["hexes"]}
    req = parse_request(body)
    assert (req.ability.range, req.ability.target, req.ability.flying, req.ability.area) == (0, 1, False, ())
    assert req.thin_walls == () and req.obstacles == frozenset()
    assert monster_moves(body)["options"] == [{"destination": [2, 1], "targets": [[3, 1]]}]
