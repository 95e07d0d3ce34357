"""The worked examples E1–E11 of docs/founders-of-gloomhaven.md §2, each on a constructed
position played through the public API; rulebook lines (../shared/rulebooks/founders-of-gloomhaven.txt)
are cited as ``L123``. Seats carry the rulebook's colours: Purple 0, Yellow 1, Grey 2, Teal 3."""

from __future__ import annotations

import pytest

from rules.founders_of_gloomhaven import GAME

from .helpers import (
    GREY,
    NEUTRAL,
    PURPLE,
    TEAL,
    YELLOW,
    act,
    building,
    cast_vote,
    do,
    finish_follows,
    legal,
    money,
    pass_until,
    placement,
    points,
    position,
    tile,
    top,
)

MACHINERY = [(3, 2), (4, 2), (3, 3)]  # an L of three squares in the west section
AFTER_VOTE = [
    {"do": "end_turn"},
    {"do": "draw_proposal", "slot": 2},
    {"do": "draw_proposal", "slot": 1},
    {"do": "draw_proposal", "slot": 0},
]


def placing(card: str, placer: int, **kwargs):
    """A vote has just made ``placer`` place ``card`` (L484–488)."""
    return position(decision={"kind": "place_prestige", "seat": placer, "building": card}, queue=AFTER_VOTE, **kwargs)


def gains(events) -> tuple[dict, dict]:
    """Points per party before and after the first delivery (build, then delivery)."""
    parts: tuple[dict, dict] = ({}, {})
    part = 0
    for e in events:
        if e["type"] == "delivered":
            part = 1
        if e["type"] == "points":
            for who, sign in ((e["from"], -1), (e["to"], 1)):
                parts[part][who] = parts[part].get(who, 0) + sign * e["amount"]
    return parts


# --- E1: connection (L177–190, L398–403, L528) ---------------------------------------------------
E1 = {
    "orthogonal": ([(5, 2)], [], {}, True),
    "diagonal": ([(5, 3)], [], {}, True),
    "road chain": ([(7, 2)], [(5, 2), (6, 2)], {}, True),
    "through a building": ([(7, 4)], [(5, 2), (7, 3)], {"stall": (6, 2)}, False),
    "across a black square": ([(9, 2)], [(5, 2), (6, 2), (7, 2)], {}, False),
    "via another player's bridge": ([(9, 2)], [(5, 2), (6, 2), (7, 2)], {"bridge": YELLOW}, False),
    "via the builder's own bridge": ([(9, 2)], [(5, 2), (6, 2), (7, 2)], {"bridge": PURPLE}, True),
}


@pytest.mark.parametrize("case", list(E1))
def test_e1_connection(case):
    """L177–183: "CONNECTED means that a space is either adjacent to the other space ... or a
    line can be drawn between them through a chain of road tokens linked by adjacency.
    Diagonals and orthogonals are both considered adjacent. Connection does not chain through
    buildings." L400–403: a bridge "acts as a road tile, but only for the player who built it".
    Purple follows an Upgrade (no extra road, L373–374): her Machinery on the same three squares
    reaches her Metal by a road, and Yellow's Knowledge (accessed) in each way of the figure."""
    knowledge, roads, extra, listed = E1[case]
    others = []
    if "stall" in extra:
        others.append(tile("stone", [extra["stall"]], GREY))
    bridges = {extra["bridge"]: {"bridges": [[8, 2]]}} if "bridge" in extra else {}
    state = position(
        active=YELLOW,
        tiles=[tile("metal", [(1, 1)], PURPLE), tile("knowledge", knowledge, YELLOW, [PURPLE]), *others],
        roads=[(2, 2), *roads],
        players={PURPLE: {"money": 10}, YELLOW: {"played": [("upgrade", True)]}, **bridges},
        decision={"kind": "follow", "seat": PURPLE, "as": ["upgrade"]},
        queue=[{"do": "end_turn"}],
    )
    follows = legal(state, PURPLE, "follow")
    found = None
    if follows:
        state = act(state, follows[0])
        found = placement(state, PURPLE, "place_tile", MACHINERY, resource="machinery")
    assert (found is not None) is listed


# --- E2: Purple's Machinery (L200–204, L390–396, L532–533) ----------------------------------------
@pytest.mark.parametrize("owns_one", [False, True])
def test_e2_machinery_build(owns_one):
    """L390–396: "She pays $4 and places the tile ... connected to metal and knowledge that she
    owns or has access to. Purple earns 1 point for the metal tile being used and yellow earns 1
    point for the knowledge tile being used." L532–533: building a type she does not already own
    gives an income token (not when she already owns a Machinery elsewhere)."""
    owned = [tile("machinery", [(10, 10), (11, 10), (10, 11)], PURPLE)] if owns_one else []
    state = position(
        tiles=[tile("metal", [(1, 1)], PURPLE), tile("knowledge", [(5, 2)], YELLOW, [PURPLE]), *owned],
        roads=[(2, 2)],
        players={PURPLE: {"money": 10, "income": 2}},
    )
    state = do(state, PURPLE, "play_card", card="upgrade")
    state = act(state, placement(state, PURPLE, "place_tile", MACHINERY, resource="machinery"))
    state = finish_follows(state)
    assert state["players"][PURPLE]["money"] == 6
    assert points(state) == [1, 1, 0, 0]
    assert state["bank"] == -2
    assert state["players"][PURPLE]["income"] == (2 if owns_one else 3)


# --- E3: the University delivers at placement (L206–208, L238–241) ---------------------------------
def test_e3_university_placed_next_to_stone():
    """L238–241: "The University is placed adjacent to a stone resource tile. Grey immediately
    delivers the stone to the University, placing his delivery token on the stone icon and
    earning 3 points." Purple places it; the points go to the stall's owner; Stone is basic, so
    nothing cascades; Machinery and Books are still missing."""
    university = [(10, 8), (11, 8), (12, 8), (10, 9), (11, 9), (12, 9)]
    state = placing("university", PURPLE, tiles=[tile("stone", [(11, 10)], GREY)])
    state = act(state, placement(state, PURPLE, "place_prestige", university))
    assert state["buildings"][0]["deliveries"] == {"stone": GREY}
    assert points(state) == [0, 0, 3, 0]
    assert state["bank"] == -3
    assert state["completions"] == 0


# --- E4: Yellow's road delivers Brick (L243–247) --------------------------------------------------
def test_e4_road_delivers_brick_to_merchants_guild():
    """L243–247: "Yellow builds a road, connecting her brick resource building tile to the
    Merchant's Guild. Yellow then delivers the brick, earning 8 points. However, yellow is using
    grey's stone ... so she pays grey 1 point ... Yellow earns 7 points in total and grey earns
    1." Her Brick's Population is her own, so she pays nobody for it (L269–270)."""
    state = position(
        active=YELLOW,
        resources=[["metal", "crops"], ["knowledge", "population"], ["stone", "livestock"], ["gems", "wood"]],
        tiles=[
            tile("brick", [(10, 9), (11, 9), (12, 9)], YELLOW),
            tile("stone", [(13, 10)], GREY, [YELLOW]),
            tile("population", [(9, 11)], YELLOW),
        ],
        roads=[(10, 10)],
        buildings=[building("merchants_guild", [(14, 8), (15, 8), (16, 8), (15, 9), (15, 10)])],
    )
    state = do(state, YELLOW, "play_face_down", card="trade")
    state = do(state, YELLOW, "build_road", square=[13, 9])
    assert state["buildings"][0]["deliveries"] == {"brick": YELLOW}
    assert points(state) == [0, 7, 1, 0]
    assert state["bank"] == -8


# --- E5: Teal's Government (L249–273, Q7) ---------------------------------------------------------
def test_e5_government_build_and_delivery():
    """L249–273: Teal builds Government (Jewelry 2, Books 4) with his own Jewelry and Purple's
    Books, whose Crops are Yellow's: "teal earns 2 points, purple earns 3 points, and yellow earns 1
    point for building"; delivered to the Guild Hall for 8: "teal earns 4 points, purple earns 3
    and yellow earns 1 ... In total, teal earns 6 points, purple earns 6 points and yellow earns 2."
    Teal pays $6 (L357–358). Placed adjacent to the Guild Hall (Q7)."""
    state = position(
        active=TEAL,
        resources=[["knowledge", "population"], ["crops", "stone"], ["livestock", "wood"], ["gems", "metal"]],
        tiles=[
            tile("jewelry", [(4, 3), (5, 3), (4, 4)], TEAL),
            tile("gems", [(7, 1)], TEAL),
            tile("metal", [(2, 1)], TEAL),
            tile("books", [(0, 5), (1, 5), (2, 5)], PURPLE, [TEAL]),
            tile("crops", [(0, 4)], YELLOW, [PURPLE]),
            tile("knowledge", [(1, 7)], PURPLE),
        ],
        roads=[(6, 2), (3, 2), (1, 6), (4, 5)],
        buildings=[building("guild_hall", [(2, 8), (3, 8), (4, 8), (2, 9), (3, 9), (4, 9)])],
        players={TEAL: {"money": 10}},
    )
    state = do(state, TEAL, "play_card", card="upgrade")
    government = [(3, 6), (4, 6), (5, 6), (4, 7)]
    state = act(state, placement(state, TEAL, "place_tile", government, resource="government"))
    assert top(state)["kind"] == "upgrade_road"
    state, events = GAME.apply(state, {"type": "skip_road", "player": TEAL})
    build, delivery = gains(events)
    assert {k: v for k, v in build.items() if k is not None} == {TEAL: 2, PURPLE: 3, YELLOW: 1}
    assert {k: v for k, v in delivery.items() if k is not None} == {TEAL: 4, PURPLE: 3, YELLOW: 1}
    assert state["buildings"][0]["deliveries"] == {"government": TEAL}
    assert points(state) == [6, 2, 0, 6]
    assert state["bank"] == -14
    assert state["players"][TEAL]["money"] == 4


# --- E6: neutral Metal (L275–281) -------------------------------------------------------------------
def test_e6_machinery_with_neutral_metal():
    """L275–281: "If a player builds a machinery building using a neutral metal resource, the
    only point awarded is to the owner of the knowledge tile. If the player then delivers the
    machinery resource to a prestige building for 4 points, one of those points is given to the
    owner of the knowledge tile, and two points are returned to the bank for the metal tile."
    Delivered to the Lighthouse (Machinery 4) by a road later."""
    state = position(
        resources=[["population"], ["knowledge", "crops"], ["stone", "livestock"], ["gems", "wood"]],
        tiles=[tile("metal", [(12, 11)], NEUTRAL, [PURPLE]), tile("knowledge", [(12, 8)], YELLOW, [PURPLE])],
        roads=[(12, 10)],
        buildings=[building("lighthouse", [(16, 9), (17, 9)])],
        players={PURPLE: {"money": 10, "houses": [[11, 10]]}},
    )
    state = do(state, PURPLE, "play_card", card="upgrade")
    state = act(state, placement(state, PURPLE, "place_tile", [(13, 9), (14, 9), (13, 10)], resource="machinery"))
    state = finish_follows(state)
    assert points(state) == [0, 1, 0, 0]
    assert state["bank"] == -1
    state = pass_until(state, PURPLE)
    state = do(state, PURPLE, "play_face_down", card="recruit")
    state = do(state, PURPLE, "build_road", square=[15, 9])
    assert state["buildings"][0]["deliveries"] == {"machinery": PURPLE}
    assert points(state) == [1, 2, 0, 0]
    assert state["bank"] == -3


# --- E7: immediate neutral delivery (L281–283, Q8) -------------------------------------------------
@pytest.mark.parametrize(
    ("card", "squares", "wood", "delivered", "completions"),
    [
        ("lighthouse", [(16, 2), (17, 2)], ["wood"], {"stone": NEUTRAL}, 0),
        ("lighthouse", [(16, 2), (17, 2)], ["wood", "stone"], {}, 0),
        (
            "market_square",
            [(12, 9), (13, 9), (12, 10), (13, 10)],
            ["wood"],
            dict.fromkeys(("crops", "livestock", "population"), NEUTRAL),
            1,
        ),
    ],
)
def test_e7_neutral_delivery_at_placement(card, squares, wood, delivered, completions):
    """L281–283: "whenever a prestige building that requires a neutral resource is placed on the
    board, that resource is delivered immediately, regardless of connection, and a neutral
    delivery token is placed". Nobody controls Stone, Crops, Livestock or Population here (Q8);
    a neutral delivery earns nobody anything (a controlled Stone is not delivered so).
    L511–512: all delivered → a completion token."""
    state = placing(
        card,
        PURPLE,
        races=["vermling", "quatryl", "orchid"],
        resources=[wood, ["knowledge"], ["gems"]],
        n=3,
        tiles=[tile("stone", [(3, 12)], NEUTRAL)],
    )
    state = act(state, placement(state, PURPLE, "place_prestige", squares))
    assert state["buildings"][0]["deliveries"] == delivered
    assert state["completions"] == completions
    assert points(state) == [0, 0, 0]
    assert state["bank"] == 0


# --- E8: income (L455–462) --------------------------------------------------------------------------
def test_e8_income_tokens_and_houses():
    """L457–462: "if a player owned a crop tile, two metal tiles, two machinery tiles, and a food
    tile, that would result in 4 income tokens, and the player would collect $4. In addition, for
    every house a player has built, he or she gains 1 fleeting influence." Only the others
    collect: Purple calls the vote (L456)."""
    yellow_tiles = [
        tile("crops", [(1, 1)], YELLOW),
        tile("metal", [(5, 1)], YELLOW),
        tile("metal", [(10, 1)], YELLOW),
        tile("machinery", [(1, 4), (2, 4), (1, 5)], YELLOW),
        tile("machinery", [(15, 4), (16, 4), (15, 5)], YELLOW),
        tile("food", [(14, 11), (15, 11), (14, 12)], YELLOW),
    ]
    state = position(
        resources=[["population", "stone"], ["metal", "crops"], ["knowledge", "livestock"], ["gems", "wood"]],
        tiles=yellow_tiles,
        players={
            PURPLE: {"played": [("trade", True), ("recruit", False)], "income": 3},
            YELLOW: {"income": 4, "houses": [[3, 10], [12, 9]]},
            TEAL: {"income": 1, "houses": [[15, 1]]},
        },
        proposals=("university", "salt_barrel", "tannery"),
    )
    state = do(state, PURPLE, "call_vote")
    state = do(state, PURPLE, "take_money")
    state = do(state, PURPLE, "take_money")
    assert top(state)["kind"] == "vote"
    assert money(state) == [9, 11, 7, 8]
    assert [info["fleeting"] for info in state["players"]] == [0, 2, 0, 1]


def test_e8_income_token_only_for_a_new_type():
    """L457–458, L532–533: a token "Each time a player imports or builds a new type of resource
    tile they don't yet own": a second Metal stall adds none, a first Knowledge stall adds one."""
    base = {
        "resources": [["population", "stone"], ["metal", "knowledge"], ["crops", "livestock"], ["gems", "wood"]],
        "tiles": [tile("metal", [(5, 1)], YELLOW)],
        "active": YELLOW,
        "players": {YELLOW: {"income": 1}},
    }
    for resource, tokens in (("metal", 1), ("knowledge", 2)):
        state = position(**base)
        state = do(state, YELLOW, "play_card", card="trade")
        state = do(state, YELLOW, "import", resource=resource, square=[12, 10])
        assert state["players"][YELLOW]["income"] == tokens


# --- E9: the vote (L464–492) ------------------------------------------------------------------------
def test_e9_vote_square_wins_and_yellow_places_it():
    """L490–492: "the circle card receives 3 influence, the square receives 6, and the triangle
    receives 1. The Salt Barrel is built as a result, with the yellow player deciding where it
    goes." Weights 1 + fleeting + 2 × lasting (L470–472); then "all fleeting influence (dedicated
    or not) and all dedicated lasting influence is then returned to the supply" (L481–482)."""
    state = position(
        players={
            PURPLE: {"played": [("trade", True), ("recruit", True)], "fleeting": 1, "lasting": 1},
            YELLOW: {"fleeting": 2, "lasting": 2},
            GREY: {"fleeting": 1},
            TEAL: {"fleeting": 3, "lasting": 1},
        },
        proposals=("university", "salt_barrel", "tannery"),
    )
    state = do(state, PURPLE, "call_vote")
    state = do(state, PURPLE, "take_money")
    state = do(state, PURPLE, "take_money")
    for seat, slot, f, lasting in ((YELLOW, 1, 1, 1), (GREY, 1, 1, 0), (TEAL, 0, 2, 0), (PURPLE, 2, 0, 0)):
        state = cast_vote(state, seat, slot, f, lasting)
    assert top(state) == {"kind": "place_prestige", "seat": YELLOW, "building": "salt_barrel"}
    assert sorted(state["discard"]) == ["tannery", "university"]
    assert [info["fleeting"] for info in state["players"]] == [0, 0, 0, 0]
    assert [info["lasting"] for info in state["players"]] == [1, 1, 0, 1]
    state = act(state, legal(state, YELLOW, "place_prestige")[0])
    assert [b["id"] for b in state["buildings"]] == ["salt_barrel"]
    assert all(card is not None for card in state["proposals"])
    assert top(state) == {"kind": "turn", "seat": YELLOW}


# --- E10: the Driver is followed as an upgrade (L324–327) --------------------------------------------
def test_e10_driver_followed_with_the_basic_upgrade_follow():
    """L324–327: "Whenever an adviser card is followed, the following players perform the same
    follow action associated with the adviser's type, regardless of what the adviser's main
    action is. For example, if the Driver (an upgrade adviser) were played, all following players
    would be able to perform the basic upgrade follow action." The Driver's own action is an
    upgrade at $1 less ($3); the follower pays the basic $4 (L373–374)."""
    state = position(
        tiles=[
            tile("metal", [(1, 1)], PURPLE),
            tile("knowledge", [(5, 2)], YELLOW, [PURPLE]),
            tile("knowledge", [(10, 6)], YELLOW),
            tile("crops", [(15, 4)], GREY, [YELLOW]),
        ],
        roads=[(2, 2), (11, 6)],
        players={PURPLE: {"money": 10, "advisers_in_hand": ["driver"]}, YELLOW: {"money": 10}},
    )
    state = do(state, PURPLE, "play_card", card="driver")
    state = act(state, placement(state, PURPLE, "place_tile", MACHINERY, resource="machinery"))
    state = do(state, PURPLE, "skip_road")
    assert state["players"][PURPLE]["money"] == 7
    for seat in (YELLOW, GREY, TEAL):
        assert top(state) == {"kind": "follow", "seat": seat, "as": ["upgrade"]}
        follows = legal(state, seat, "follow")
        assert follows == ([{"type": "follow", "player": seat, "as": "upgrade"}] if seat == YELLOW else [])
        if seat == YELLOW:
            state = act(state, follows[0])
            state = act(state, placement(state, YELLOW, "place_tile", [(12, 5), (13, 5), (14, 5)], resource="books"))
            assert state["players"][YELLOW]["money"] == 6
        else:
            state = do(state, seat, "take_money")
    assert top(state) == {"kind": "turn", "seat": YELLOW}


# --- E11: the introductory setup (L537–588) -------------------------------------------------------
ZERO_POINT = {"herald", "envoy", "peddler", "smuggler", "driver", "mason"}
ONE_POINT = {"scribe", "diplomat", "broker", "merchant", "tinkerer", "surveyor"}
INTRO_RACES = {
    2: {"human": {"population", "gems"}, "quatryl": {"knowledge", "wood"}},
    3: {"human": {"population"}, "vermling": {"wood"}, "quatryl": {"knowledge"}},
    4: {"human": {"population"}, "vermling": {"wood"}, "quatryl": {"knowledge"}, "orchid": {"gems"}},
}


@pytest.mark.parametrize("n", [2, 3, 4])
def test_e11_introductory_setup(n):
    """L559–561 (races and resources), L569–572 (Salt Barrel, Ghost Fortress, Soldier's Garrison
    built, their cards active), L572–574 (0-point advisers removed, 1-point advisers on top),
    L578–582 (1 house and 1 bridge each, so one worker; income one higher than what they own:
    3 in a 3- or 4-player game, 5 in a 2-player game; 1 lasting influence), L61 ($7)."""
    state = GAME.setup({"players": n, "introductory": True}, seed=11)
    while top(state)["kind"] == "choose_race":
        state = act(state, legal(state, top(state)["seat"])[0])
    assert state["phase"] == "play"
    assert {info["race"]: set(info["resources"]) for info in state["players"]} == INTRO_RACES[n]
    assert {b["id"] for b in state["buildings"]} == {"salt_barrel", "ghost_fortress", "soldiers_garrison"}
    assert not {"salt_barrel", "ghost_fortress", "soldiers_garrison"} & set(state["prestige_deck"]["unseen"])
    view = GAME.view(state)
    for p, info in enumerate(state["players"]):
        assert (len(info["houses"]), len(info["bridges"]), info["lasting"], info["money"]) == (1, 1, 1, 7)
        assert view["players"][p]["workers"] == 1
        owned = {t["resource"] for t in state["tiles"] if t["owner"] == p}
        assert info["income"] == {2: 5, 3: 3, 4: 3}[n] == len(owned) + 1
    assert set(state["advisers"]) <= ONE_POINT and None not in state["advisers"]
    assert state["adviser_deck"]["0"] == []
    assert len(state["adviser_deck"]["1"]) == 2
    everywhere = set(state["advisers"]) | {a for cards in state["adviser_deck"].values() for a in cards}
    assert not everywhere & ZERO_POINT
