"""Who chooses in a delivery: the player making the connection chooses the delivering tile
(L216–219); the owner of the tile earning points chooses its source (L231–233). Rulebook:
../shared/rulebooks/founders-of-gloomhaven.txt."""

from __future__ import annotations

from .helpers import (
    GREY,
    PURPLE,
    TEAL,
    YELLOW,
    act,
    building,
    do,
    legal,
    main_pending,
    placement,
    points,
    position,
    tile,
    top,
)


def two_bricks():
    """South: the Merchant's Guild (Brick 8) and, one square apart, Yellow's and Grey's Bricks.
    Yellow's Brick reaches two Stones she has access to: Grey's (adjacent) and Purple's in the
    north, across Yellow's own bridge (12, 7); its Population is hers (road (11, 9)). Teal's Wood
    stall lets Teal build the road (14, 9) that joins both Bricks to the Guild."""
    return position(
        active=TEAL,
        tiles=[
            tile("brick", [(11, 8), (12, 8), (13, 8)], YELLOW),
            tile("brick", [(13, 10), (13, 11), (13, 12)], GREY),
            tile("stone", [(10, 9)], GREY, [YELLOW]),
            tile("stone", [(12, 6)], PURPLE, [YELLOW]),
            tile("population", [(10, 10)], YELLOW),
            tile("wood", [(14, 10)], TEAL),
        ],
        roads=[(11, 9)],
        buildings=[building("merchants_guild", [(15, 9), (16, 9), (17, 9), (16, 10), (16, 11)])],
        players={YELLOW: {"bridges": [[12, 7]]}},
    )


def connect(state):
    state = do(state, TEAL, "play_face_down", card="trade")
    return do(state, TEAL, "build_road", square=[14, 9])


def test_the_player_making_the_connection_chooses_the_delivering_tile():
    """L216–219: "If there are multiple resource tiles of the same type that could deliver to
    the prestige building tile when the connection is made, the player performing the connection
    decides which resource tile supplies the resource and earns the points": Teal, who owns
    neither Brick."""
    state = connect(two_bricks())
    assert top(state) == {"kind": "choose_delivery", "seat": TEAL, "building": 0, "resource": "brick"}
    assert sorted(a["tile"] for a in legal(state, TEAL)) == [0, 1]


def test_the_earning_tiles_owner_chooses_its_source():
    """L231–233: "If there are multiple sources of a prerequisite resource connected to the
    resource building tile earning points, the owner of that tile chooses which of the
    prerequisite resource building tiles to use and distribute points to": Yellow (not Teal, who
    made the connection) picks Purple's Stone, reached over her own bridge (L400–403); Yellow
    8 − 1, Purple 1, Grey 0."""
    state = do(connect(two_bricks()), TEAL, "choose_delivery", tile=0)
    assert top(state)["kind"] == "choose_source" and top(state)["seat"] == YELLOW
    state = do(state, YELLOW, "choose_source", tile=3)
    assert points(state) == [1, 7, 0, 0]
    assert state["buildings"][0]["deliveries"] == {"brick": YELLOW}


def test_upgrade_road_before_the_tile():
    """L359–364: "either before or after placing the tile, the player may also build a single road
    connected to the resource tile being built" (Q22: one action on the final position). Purple's
    Machinery touches Yellow's Knowledge but reaches her own Metal (1, 1) only by that road, so the
    road is required and listed among the squares joining them; then Metal and Knowledge each
    earn 1 (L390–396)."""
    state = position(
        tiles=[tile("metal", [(1, 1)], PURPLE), tile("knowledge", [(5, 2)], YELLOW, [PURPLE])],
        players={PURPLE: {"money": 10, "played": [("upgrade", True)]}},
        **main_pending(4, PURPLE, "upgrade", discount=0),
    )
    state = act(state, placement(state, PURPLE, "place_tile", [(3, 2), (4, 2), (3, 3)], resource="machinery"))
    assert top(state)["kind"] == "upgrade_road" and top(state)["needed"] is True
    assert sorted(a["square"] for a in legal(state, PURPLE)) == [[2, 1], [2, 2]]  # no skip_road
    state = do(state, PURPLE, "build_road", square=[2, 2])
    assert points(state) == [1, 1, 0, 0] and state["players"][PURPLE]["money"] == 6
