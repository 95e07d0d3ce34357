"""Rules of Founders of Gloomhaven with exact numbers, on constructed positions played through
the public API; rulebook lines (../shared/rulebooks/founders-of-gloomhaven.txt) cited as ``L123``,
the design note's readings (docs/founders-of-gloomhaven.md §5) as ``Q…``. Prices, slot costs and
adviser points are written here as literals, not read from the engine."""

from __future__ import annotations

import pytest

from rules.founders_of_gloomhaven import GAME

from .helpers import (
    GREY,
    NEUTRAL,
    PURPLE,
    TEAL,
    TERRAIN,
    YELLOW,
    act,
    building,
    cast_vote,
    do,
    following,
    legal,
    main_pending,
    placement,
    position,
    tile,
    top,
)

# L346–349: red $1/$2/$3; +$1 on beige; +$2 on grey or green (import, buy access, import + access).
PRICE = {"red": (1, 2, 3), "beige": (2, 3, 4), "green": (3, 4, 5), "grey": (3, 4, 5)}
SQUARE = {"red": (0, 0), "beige": (16, 0), "green": (2, 0), "grey": (4, 0)}
SLOT_COST = [1, 1, 2, 2]  # the adviser offer's slot costs, left to right
TRADE_MAIN = {"discount": 0, "any_colour": True}


def trading(**kwargs):
    return position(
        resources=[["population", "metal"], ["knowledge"], ["stone", "livestock"], ["gems", "wood"]],
        players={PURPLE: {"money": 10, "played": [("trade", True)]}},
        **main_pending(4, PURPLE, "trade", **TRADE_MAIN),
        **kwargs,
    )


# --- trade (L337–354) ---------------------------------------------------------------------------
@pytest.mark.parametrize("colour", list(PRICE))
@pytest.mark.parametrize("mode", ["import", "buy_access", "import_access"])
def test_trade_price_table(colour, mode):
    """L346–349: "The base cost for a red space is $1 for import, $2 for buy access, and $3 for
    import and buy access. The cost for each of these increases by $1 if the space is beige, and
    increases by $2 if the space is grey or green." Access is paid to the owner (L340–342);
    Crops belong to nobody here, so its import + access is paid to the bank (L343–345)."""
    square = list(SQUARE[colour])
    state = trading(tiles=[tile("knowledge", [square], YELLOW)] if mode == "buy_access" else [])
    if mode == "buy_access":
        state = do(state, PURPLE, "buy_access", tile=0)
        assert state["tiles"][0]["access"] == [PURPLE]
    else:
        resource = "population" if mode == "import" else "crops"
        state = do(state, PURPLE, mode, resource=resource, square=square)
        assert state["tiles"][-1]["owner"] == (PURPLE if mode == "import" else NEUTRAL)
    price = PRICE[colour][["import", "buy_access", "import_access"].index(mode)]
    assert state["players"][PURPLE]["money"] == 10 - price
    assert state["players"][YELLOW]["money"] == 7 + (price if mode == "buy_access" else 0)


@pytest.mark.parametrize(("squares", "price"), [([(1, 0), (2, 0), (3, 0)], 2), ([(14, 2), (15, 2), (16, 2)], 3)])
def test_trade_access_to_a_multi_colour_tile_costs_its_cheapest_colour(squares, price):
    """L349–351: access to "other players' advanced resource buildings ... where the building
    covers multiple colors, use whichever color is the cheapest": red-green-green $2,
    grey-green-beige $3."""
    state = trading(tiles=[tile("brick", squares, YELLOW)])
    state = do(state, PURPLE, "buy_access", tile=0)
    assert state["players"][PURPLE]["money"] == 10 - price


def test_trade_follow_only_on_red_or_beige():
    """L353–354: the trade follow is "import, buy access, or import and buy access at the same
    prices, but this can only be done on red or beige spaces"; a tile with a beige square may
    be accessed at the beige price (Q11); a grey-only tile may not."""
    state = position(
        tiles=[
            tile("brick", [(14, 2), (15, 2), (16, 2)], YELLOW),
            tile("knowledge", [(4, 0)], YELLOW),
            tile("stone", [(0, 0)], GREY),
        ],
        players={PURPLE: {"money": 10}, YELLOW: {"played": [("trade", True)]}},
        **following(4, YELLOW, PURPLE, "trade"),
    )
    state = do(state, PURPLE, "follow", **{"as": "trade"})
    options = legal(state, PURPLE)
    imports = [a["square"] for a in options if a["type"] == "import"]
    assert imports and {TERRAIN[y][x] for x, y in imports} == {"r", "b"}
    assert [0, 0] not in imports and [4, 0] not in imports and [13, 0] in imports
    assert [a["tile"] for a in options if a["type"] == "buy_access"] == [0, 2]
    state = do(state, PURPLE, "buy_access", tile=0)
    assert state["players"][PURPLE]["money"] == 7


# --- construct (L376–406) ------------------------------------------------------------------------
@pytest.mark.parametrize(("main", "price"), [(True, 3), (False, 4)])
def test_construct_price_main_and_follow(main, price):
    """L377–381: "a player can pay $3 to build one of his or her personal buildings ... the cost
    of a personal building is $4, but this main action reduces the cost by $1"; L405–406: "The
    basic construct follow action is to pay the normal price ($4)"."""
    where = main_pending(4, PURPLE, "construct", discount=1) if main else following(4, YELLOW, PURPLE, "construct")
    state = position(
        tiles=[tile("metal", [(1, 1)], PURPLE)],
        roads=[(2, 2)],
        players={PURPLE: {"money": 10}}
        | {(PURPLE if main else YELLOW): {"money": 10, "played": [("construct", True)]}},
        **where,
    )
    if not main:
        state = do(state, PURPLE, "follow", **{"as": "construct"})
    assert GAME.view(state)["players"][PURPLE]["workers"] == 0
    state = do(state, PURPLE, "build_house", square=[3, 1])
    assert state["players"][PURPLE]["money"] == 10 - price
    assert GAME.view(state)["players"][PURPLE]["workers"] == 1  # L383–384


def test_houses_green_one_per_section_not_adjacent_to_own_tiles():
    """L386–388: "Houses can only be built on green spaces and each one must be built in a
    different section. Houses also cannot be adjacent to any other tile the player owns." and
    connected to something the player owns (L378–380). Purple's Metal (1, 1) with a road (2, 2)."""

    def houses(extra):
        state = position(
            tiles=[tile("metal", [(1, 1)], PURPLE), tile("population", [(13, 1)], PURPLE)],
            roads=[(2, 2), (14, 1)],
            players={PURPLE: {"money": 10, **extra}},
            **main_pending(4, PURPLE, "construct", discount=1),
        )
        return sorted(tuple(a["square"]) for a in legal(state, PURPLE, "build_house"))

    # by the road (2, 2): green (1, 3), (2, 3), (3, 1); not green (2, 1), (1, 2) next to the Metal; not
    # grey (3, 2), (3, 3). By the road (14, 1): green (15, 1), (15, 2); not (13, 0) (red), (13, 2) (grey).
    assert houses({}) == [(1, 3), (2, 3), (3, 1), (15, 1), (15, 2)]
    assert houses({"houses": [[6, 12]]}) == [(15, 1), (15, 2)]


def test_bridges_only_on_black_squares():
    """L398–399: "A bridge/gate can only be built on a black river/wall space", connected to
    something the player owns: the river squares next to Purple's road (7, 3)."""
    state = position(
        tiles=[tile("metal", [(6, 3)], PURPLE)],
        roads=[(7, 3)],
        players={PURPLE: {"money": 10}},
        **main_pending(4, PURPLE, "construct", discount=1),
    )
    assert sorted(a["square"] for a in legal(state, PURPLE, "build_bridge")) == [[8, 2], [8, 3], [8, 4]]


@pytest.mark.parametrize(("builder", "across"), [(PURPLE, True), (YELLOW, False)])
def test_a_bridge_is_a_road_only_for_its_builder(builder, across):
    """L400–403: the bridge "acts as a road tile, but only for the player who built it ... other
    players must build their own bridges/walls to gain the same benefit": Purple's road may
    continue across the river at (9, 3) only over her own bridge (L416, L522)."""
    state = position(
        tiles=[tile("metal", [(6, 3)], PURPLE), tile("knowledge", [(6, 6)], YELLOW)],
        roads=[(7, 3)],
        players={PURPLE: {"played": [("trade", False)]}} | {builder: {"bridges": [[8, 3]]}},
        decision={"kind": "standard", "seat": PURPLE},
        queue=[{"do": "end_turn"}],
    )
    assert ([9, 3] in [a["square"] for a in legal(state, PURPLE, "build_road")]) is across


# --- upgrade (L356–374) ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("resource", "squares", "supplier", "price"),
    [
        ("machinery", [(3, 2), (4, 2), (3, 3)], tile("knowledge", [(5, 2)], YELLOW, [PURPLE]), 4),
        ("weapons", [(3, 2), (4, 2), (5, 2), (6, 2)], tile("leather", [(3, 3), (4, 3), (5, 3)], YELLOW, [PURPLE]), 6),
    ],
)
def test_upgrade_price_tier_2_and_tier_3(resource, squares, supplier, price):
    """L357–358: "$4 for a tier 2 resource building or $6 for a tier 3"; the follow builds "at
    the same prices" (L373–374)."""
    state = position(
        tiles=[tile("metal", [(1, 1)], PURPLE), supplier],
        roads=[(2, 2)],
        players={PURPLE: {"money": 10}, YELLOW: {"played": [("upgrade", True)]}},
        **following(4, YELLOW, PURPLE, "upgrade"),
    )
    state = do(state, PURPLE, "follow", **{"as": "upgrade"})
    state = act(state, placement(state, PURPLE, "place_tile", squares, resource=resource))
    assert state["players"][PURPLE]["money"] == 10 - price


def test_one_tile_of_a_type_per_section():
    """L368–369, L529: "each city section can only have one resource tile of each type": with
    Teal's Population stall in the west, Purple may import Population only in the other two."""
    state = trading(tiles=[tile("population", [(7, 13)], TEAL)])
    sections = {
        ("west" if x < 8 else "north" if y < 7 else "south")
        for x, y in (a["square"] for a in legal(state, PURPLE, "import") if a["resource"] == "population")
    }
    assert sections == {"north", "south"}


# --- recruit (L310–335) ----------------------------------------------------------------------------
OFFER = ["herald", "steward", "scribe", "diplomat"]  # population 0, population 3, knowledge 1, crops 1


def test_recruit_main_points_lasting_and_fleeting():
    """L311–316: recruit an adviser paying the slot's cost, "then the player gains one fleeting
    influence"; L333–335: "the recruiting player earns the depicted number of points plus one
    lasting influence". The Steward (3 points) in slot 1 ($1)."""
    state = position(tiles=[tile("population", [(1, 1)], PURPLE)], advisers=OFFER, players={PURPLE: {"money": 5}})
    state = do(state, PURPLE, "play_card", card="recruit")
    state = do(state, PURPLE, "recruit", slot=1)
    info = state["players"][PURPLE]
    assert (info["money"], info["points"], info["lasting"], info["fleeting"]) == (5 - SLOT_COST[1], 3, 1, 1)
    assert "steward" in info["hand"]


def test_recruit_follow_no_fleeting_and_offer_refilled_after_all_follows():
    """L329–332: the follow recruits "but no extra fleeting influence is gained. After all players
    have followed this action, only then do all remaining adviser cards in the offer get shifted
    over to the left ... and then new cards ... are dealt into the empty spaces on the right."
    Yellow recruited slot 0; Grey then Purple follow; the slot costs stay put meanwhile."""
    state = position(
        tiles=[tile("population", [(1, 1)], PURPLE), tile("knowledge", [(12, 10)], GREY)],
        advisers=[None, *OFFER[1:]],
        players={YELLOW: {"played": [("recruit", True)], "advisers_in_hand": ["herald"]}},
        **following(4, YELLOW, GREY, "recruit"),
    )
    state = do(state, GREY, "follow", **{"as": "recruit"})
    state = do(state, GREY, "recruit", slot=2)  # the Scribe, 1 point, $2
    assert state["advisers"] == [None, "steward", None, "diplomat"]
    assert (state["players"][GREY]["money"], state["players"][GREY]["points"]) == (7 - SLOT_COST[2], 1)
    assert (state["players"][GREY]["lasting"], state["players"][GREY]["fleeting"]) == (1, 0)
    state = do(state, TEAL, "take_money")
    state = do(state, PURPLE, "follow", **{"as": "recruit"})
    assert [a["slot"] for a in legal(state, PURPLE, "recruit")] == [1]  # the Steward's resource only
    state = do(state, PURPLE, "recruit", slot=1)
    assert state["players"][PURPLE]["money"] == 7 - SLOT_COST[1]
    assert state["advisers"][0] == "diplomat" and None not in state["advisers"]
    assert top(state) == {"kind": "turn", "seat": GREY}


# --- the call to work (L294–308, L408–413) ---------------------------------------------------------
def test_face_up_only_when_the_main_action_can_be_fully_resolved():
    """L299–300: "If a card is placed face-up, the player must be able to fully resolve its main
    action": with $2 neither Upgrade ($4) nor Construct ($3) may go face up, but any card may go
    face down; with $3 Construct may."""
    for cash, faces in ((2, set()), (3, {"construct"})):
        state = position(tiles=[tile("metal", [(1, 1)], PURPLE)], roads=[(2, 2)], players={PURPLE: {"money": cash}})
        assert {a["card"] for a in legal(state, PURPLE, "play_card")} - {"trade"} == faces
        assert {a["card"] for a in legal(state, PURPLE, "play_face_down")} == {
            "construct",
            "recruit",
            "trade",
            "upgrade",
        }


def test_face_down_standard_follow_and_no_follows():
    """L297–299, L411–413: a card played face down gives a standard follow action ("Gain $1", …)
    "and this does not trigger a follow action for the other players"."""
    state = do(position(), PURPLE, "play_face_down", card="upgrade")
    assert top(state) == {"kind": "standard", "seat": PURPLE}
    state = do(state, PURPLE, "take_money")
    assert state["players"][PURPLE]["money"] == 8
    assert state["players"][PURPLE]["played"] == [{"card": "upgrade", "up": False}]
    assert top(state) == {"kind": "turn", "seat": YELLOW}


def test_main_action_before_the_follows():
    """L303–307: "After a player plays a face-up card ... and fully resolves the action, all other
    players ... can then follow": after Purple plays Construct, she builds first."""
    state = position(tiles=[tile("metal", [(1, 1)], PURPLE)], roads=[(2, 2)], players={PURPLE: {"money": 10}})
    state = do(state, PURPLE, "play_card", card="construct")
    assert top(state)["kind"] == "construct" and top(state)["seat"] == PURPLE


# --- the call to vote (L441–492) ---------------------------------------------------------------------
@pytest.mark.parametrize(
    ("n", "played", "listed"),
    [
        (4, [("trade", True)], False),
        (4, [("trade", True), ("recruit", False)], True),
        (2, [("trade", True), ("recruit", False)], False),
        (2, [("trade", True), ("recruit", False), ("income", False)], True),
    ],
)
def test_call_to_vote_minimum(n, played, listed):
    """L443–444: "at least two cards played in front of him or her from previous turns (three
    cards in a 2-player game)"; face-down cards count (Q12)."""
    state = position(n, players={PURPLE: {"played": played}})
    assert bool(legal(state, PURPLE, "call_vote")) is listed


def voting(points):
    """Purple (1 fleeting) has called a vote and taken $1 for each card left in her hand."""
    players = {p: {"points": v} for p, v in enumerate(points)}
    players[PURPLE].update(fleeting=1, played=[("trade", True), ("recruit", True)])
    state = position(players=players, proposals=("university", "salt_barrel", "tannery"))
    state = do(state, PURPLE, "call_vote")
    return do(do(state, PURPLE, "take_money"), PURPLE, "take_money")


@pytest.mark.parametrize(("grey_points", "decider"), [(3, YELLOW), (2, GREY)])
def test_vote_tie_fewest_points_then_closest_to_caller(grey_points, decider):
    """L477–480: "In the case of a tie, the player involved in the tie with the fewest points
    decides between the tied buildings, and, if there is a tie for points, the player involved in
    the tie closest to the player who called the vote in player order decides." Circle 2
    (Purple, 1 fleeting) ties square 2 (Yellow, Grey); Teal (0 points) voted triangle, so is not
    involved (Q15)."""
    state = voting([5, 3, grey_points, 0])
    for seat, slot, f in ((PURPLE, 0, 1), (YELLOW, 1, 0), (GREY, 1, 0), (TEAL, 2, 0)):
        state = cast_vote(state, seat, slot, f)
    assert top(state)["kind"] == "break_tie" and top(state)["seat"] == decider
    assert sorted(a["proposal"] for a in legal(state, decider)) == [0, 1]


def test_vote_weights_and_the_placer_tie():
    """L470–472: a vote is 1, +1 per fleeting and +2 per lasting influence dedicated: the square
    (Yellow 1 + 2 × 1 lasting = 3, Teal 1 + 2 fleeting = 3) beats the circle (Grey 1 + 1 = 2).
    L484–486: the top contributors tie at 3 and points tie at 0, so the one closest to the caller
    (Grey) in player order places it: Teal (Grey → Teal → Purple → Yellow)."""
    state = position(
        players={
            GREY: {"played": [("trade", True), ("recruit", True)], "fleeting": 1},
            YELLOW: {"lasting": 1},
            TEAL: {"fleeting": 2},
        },
        proposals=("university", "salt_barrel", "tannery"),
        active=GREY,
    )
    state = do(do(do(state, GREY, "call_vote"), GREY, "take_money"), GREY, "take_money")
    for seat, slot, f, lasting in ((PURPLE, 2, 0, 0), (YELLOW, 1, 0, 1), (GREY, 0, 1, 0), (TEAL, 1, 2, 0)):
        state = cast_vote(state, seat, slot, f, lasting)
    assert top(state) == {"kind": "place_prestige", "seat": TEAL, "building": "salt_barrel"}


# --- race and resource drafting (L76–106) ------------------------------------------------------------
def draft(n, races):
    state = GAME.setup({"players": n}, seed=3)
    for race in races:
        state = do(state, top(state)["seat"], "choose_race", race=race)
    return state


def offered(state):
    return {a["resource"] for a in legal(state, top(state)["seat"])}


def test_forbidden_resources_and_the_steal():
    """L81–83: a player "may not ... claim a resource card that is forbidden by their race"
    (resource cards forbid too, L86–87, Q2). L103–106: with no valid card left "they may instead
    choose a resource card already claimed by another player and force them to immediately pick
    a new resource card from those left". Human forbids Crops (its Population card Knowledge),
    Vermling Metal, Orchid Knowledge (its Gems card Stone), Quatryl Crops (its Knowledge card
    Livestock)."""
    state = draft(4, ["human", "vermling", "orchid", "quatryl"])
    order = [top(state)["seat"] + k for k in range(4)]
    human, vermling, orchid, quatryl = (s % 4 for s in order)
    assert offered(state) == {"livestock", "stone", "metal"}
    state = do(state, human, "choose_resource", resource="stone")
    assert offered(state) == {"livestock", "crops"}
    state = do(state, vermling, "choose_resource", resource="crops")
    assert offered(state) == {"livestock", "metal"}
    state = do(state, orchid, "choose_resource", resource="metal")
    assert top(state)["seat"] == quatryl and offered(state) == {"stone", "metal"}  # only Livestock left
    state = do(state, quatryl, "choose_resource", resource="stone")
    assert top(state)["kind"] == "choose_resource" and top(state)["seat"] == human
    assert offered(state) == {"livestock"}
    state = do(state, human, "choose_resource", resource="livestock")
    assert state["players"][human]["resources"] == ["population", "livestock"]
    assert state["players"][quatryl]["resources"] == ["knowledge", "stone"]
    assert top(state)["kind"] == "place_stall"


def test_two_player_third_resource():
    """L85–87: "After each player has claimed their second resource, in player order, the
    players will now choose a third resource ... resource cards also have the same forbidden
    symbols": the Human's Stone card forbids Wood, the Quatryl's Metal card Population."""
    state = draft(2, ["human", "quatryl"])
    human = top(state)["seat"]
    quatryl = 1 - human
    state = do(state, human, "choose_resource", resource="stone")
    assert offered(state) == {"wood", "metal", "gems"}
    state = do(state, quatryl, "choose_resource", resource="metal")
    assert top(state)["seat"] == human and offered(state) == {"livestock", "gems"}
    state = do(state, human, "choose_resource", resource="gems")
    assert offered(state) == {"wood"}
    state = do(state, quatryl, "choose_resource", resource="wood")
    assert [len(info["resources"]) for info in state["players"]] == [3, 3]


# --- the end of the game (L509–516) ------------------------------------------------------------------
DONE = [
    building("gatehouse_west", [(0, 6), (0, 7)], {"brick": YELLOW, "wood": TEAL}),
    building("gatehouse_south", [(11, 13), (12, 13)], {"brick": YELLOW, "wood": TEAL}),
    building("ghost_fortress", [(12, 3), (13, 3), (12, 4), (13, 4)], {"weapons": TEAL, "stone": NEUTRAL}),
    building("jewelers_exchange", [(4, 0), (5, 0), (4, 1)], {"jewelry": TEAL, "gems": TEAL}),
    building("tannery", [(0, 10), (0, 11), (0, 12)], {"leather": TEAL, "livestock": GREY}),
]


def test_sixth_completion_ends_after_the_follows_lasting_to_points_and_the_tie():
    """L511–516: the sixth completion token triggers the end; "Play continues until the active
    player's turn has been fully resolved (including any follow actions). Then all lasting
    influence ... is converted into points (1 to 1), and whoever has the most points wins. If tied,
    the winner is the tied player farthest away from the current active player in player order"
    (Q18). Grey's follow (a Stone stall on beige, $2) completes the Lighthouse; Teal still follows.
    Final points 6 / 6 / 3 / 6: Teal, three seats after Purple, wins."""
    state = position(
        buildings=[*DONE, building("lighthouse", [(16, 0), (17, 0)], {"machinery": PURPLE})],
        players={
            PURPLE: {"points": 6, "played": [("trade", True)]},
            YELLOW: {"points": 4, "lasting": 2},
            GREY: {"lasting": 1},
            TEAL: {"points": 5, "lasting": 1},
        },
        **following(4, PURPLE, GREY, "trade"),
    )
    assert state["completions"] == 5
    state = do(state, GREY, "follow", **{"as": "trade"})
    state = do(state, GREY, "import", resource="stone", square=[16, 1])
    assert state["completions"] == 6 and state["players"][GREY]["money"] == 5
    assert state["phase"] == "play" and top(state) == {"kind": "follow", "seat": TEAL, "as": ["trade"]}
    state, _ = GAME.apply(state, {"type": "take_money", "player": TEAL})
    assert state["phase"] == "game_over"
    assert [info["points"] for info in state["players"]] == [6, 6, 3, 6]
    assert [info["lasting"] for info in state["players"]] == [0, 0, 0, 0]
    assert GAME.status(state)["winners"] == [TEAL]
