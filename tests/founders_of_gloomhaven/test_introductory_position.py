"""The designed introductory positions (design note §4, constraint 7) are positions the rules
could have made: every advanced tile is connected to a tile of each of its prerequisites
that its owner owns or has access to (L171–175, L366–367), and every house, bridge and road
is connected to something its builder owns (L522), each seen with its owner's bridges (Q6).
Checked with the engine's own map (``city.py``) on the state the introductory setup makes."""

import pytest

from rules.core import decisions
from rules.founders_of_gloomhaven import GAME
from rules.founders_of_gloomhaven.city import City
from rules.founders_of_gloomhaven.content import content


def _introductory(players: int) -> dict:
    state = GAME.setup({"players": players, "introductory": True}, seed=7)
    while state["phase"] == "setup":
        seat = decisions.awaiting(state["decisions"])[0]
        state, _ = GAME.apply(state, GAME.legal_actions(state, seat)[0])
    return state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_advanced_tile_touches_its_prerequisites(players):
    state = _introductory(players)
    c, city = content(), City(state)
    advanced = [(i, t) for i, t in enumerate(state["tiles"]) if c.tier[t["resource"]] > 1]
    assert advanced
    for i, tile in advanced:
        joined = city.connected_to(city.tile_of[i], tile["owner"])
        for prereq, _ in c.recipe[tile["resource"]]:
            assert joined & city.usable(tile["owner"], prereq), f"{tile['resource']} is not joined to its {prereq}"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_house_bridge_and_road_is_connected_to_its_builder(players):
    state = _introductory(players)
    c, city = content(), City(state)
    for p, info in enumerate(state["players"]):
        owned = city.owned(p)
        for x, y in info["houses"] + info["bridges"]:
            s = c.square(x, y)
            assert city.connected_to(city.occupant[s], p) & owned, f"seat {p}'s piece on [{x}, {y}] stands alone"
    for x, y in state["roads"]:
        s = c.square(x, y)
        assert any(city.net(p).reach[s] & city.owned(p) for p in range(players)), f"the road on [{x}, {y}] joins no one"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_nothing_connected_waits_for_its_delivery(players):
    """L210–212: a connected resource is delivered at once, so a start position has none
    waiting (only the neutral deliveries of L281–283 are made)."""
    from rules.founders_of_gloomhaven.points import candidates, open_deliveries

    state = _introductory(players)
    city = City(state)
    assert [(b, r) for b, r in open_deliveries(state) if candidates(state, city, b, r)] == []
