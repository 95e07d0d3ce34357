"""A Foundations of Rome game drawn as SVG (``Game.render``): drawn from the seat's view, so
every building, lot marker and deed for sale appears and no other seat's hidden card does; the
same view gives the same bytes, on a canvas of one size. A mid-game picture is committed in
docs/ (regenerate: ARBITER_WRITE_DOCS=1 and run this module)."""

import copy
import json
import os
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from rules import games
from rules.foundations_of_rome import GAME
from rules.foundations_of_rome.render import HEIGHT, SEAT_COLOURS, WIDTH, state_svg
from rules.foundations_of_rome.render_board import label_lines
from service import cli
from service.app import create_app

from .conftest import area, make_state, playout

SVG = "{http://www.w3.org/2000/svg}"
DOCS = Path(__file__).resolve().parents[2] / "docs" / "foundations-of-rome-midgame.svg"
#: The committed picture: seat 0's view after 110 actions of the tests' policy (4 players, Monuments).
MIDGAME = {"players": 4, "seed": 2, "steps": 110, "modules": {"monuments": True}}
MODULES = {"objectives": "hidden", "invocations": True, "roles": True, "stealing": True, "trading": True}


@pytest.fixture(scope="module")
def midgame():
    return playout(**MIDGAME)[0]


@pytest.fixture(scope="module")
def modules_game():
    """Five players with every module but the Consul, after the keeping of the cards: Hidden
    Objectives kept, Invocations bought and held face down."""

    def held(state):
        players = state["players"]
        return all(state["objectives"]["kept"]) and sum(len(p["invocations"]["unused"]) for p in players) >= 2

    state, _ = playout(5, 4, until=held, drafting=True, modules={**MODULES, "monuments": True})
    assert held(state)
    return state


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def by_class(root: ET.Element, cls: str) -> list[ET.Element]:
    return [e for e in root.iter() if cls in (e.get("class") or "").split()]


def words(root: ET.Element) -> str:
    return " ".join("".join(t.itertext()) for t in root.iter(SVG + "text"))


def names_of(family: str) -> dict[str, str]:
    return {c["id"]: c["name"] for c in GAME.components()["cards"][family]}


# --- the document ----------------------------------------------------------------------
def test_an_svg_document_of_one_size(midgame, modules_game):
    for state, viewer in ((midgame, 0), (midgame, None), (modules_game, 3), (make_state(2), 1)):
        root = parse(GAME.render(state, viewer))
        assert root.tag == SVG + "svg"
        assert root.get("viewBox") == f"0 0 {WIDTH} {HEIGHT}"
        assert (root.get("width"), root.get("height")) == (str(WIDTH), str(HEIGHT))
        assert root.find(SVG + "title").text.startswith("Foundations of Rome: ")


def test_same_view_same_bytes(midgame):
    svg = GAME.render(midgame, 1)
    view = GAME.view(midgame, 1)
    assert svg == GAME.render(copy.deepcopy(midgame), 1) == state_svg(json.loads(json.dumps(view)))
    assert svg != GAME.render(midgame, 0)
    assert "<image" not in svg and "href" not in svg  # no external assets


def test_the_midgame_state_has_every_kind_of_piece(midgame):
    """The committed picture shows something of each: the policy plays far enough."""
    kinds = {b["kind"] for b in midgame["buildings"]}
    monuments = {m["id"] for m in GAME.components()["monuments"]}
    assert kinds & monuments and len(kinds - monuments) >= 10
    built = {lot for b in midgame["buildings"] for lot in b["lots"]}
    assert any(set(p["deeds"]) - built for p in midgame["players"])
    assert len(midgame["deeds_for_sale"]) == 6 and midgame["monuments"]["pool"]


# --- the City board --------------------------------------------------------------------
def test_every_building_is_drawn_over_its_lots(midgame):
    root = parse(GAME.render(midgame, 0))
    drawn = [
        (g.get("data-kind"), int(g.get("data-owner")), g.get("data-lots").split()) for g in by_class(root, "building")
    ]
    assert drawn == [(b["kind"], b["owner"], b["lots"]) for b in midgame["buildings"]]
    types = {b["kind"]: b["type"] for b in GAME.components()["buildings"]}
    monuments = {m["id"]: m for m in GAME.components()["monuments"]}
    for group, building in zip(by_class(root, "building"), midgame["buildings"], strict=True):
        name = monuments[building["kind"]]["name"] if building["kind"] in monuments else None
        assert ("monument" in group.get("class").split()) == (name is not None)
        assert group.get("data-type") == (monuments[building["kind"]]["type"] if name else types[building["kind"]])
        title = group.find(SVG + "title").text
        assert all(lot in title for lot in building["lots"]) and f"seat {building['owner']}" in title
        badges = by_class(group, "badge")
        assert [b.get("data-seat") for b in badges] == [str(building["owner"])]
        assert badges[0].find(SVG + "circle").get("fill") == SEAT_COLOURS[building["owner"]]


def test_every_owned_empty_lot_has_its_owners_marker(midgame):
    built = {lot for b in midgame["buildings"] for lot in b["lots"]}
    expected = sorted(
        (lot, str(seat)) for seat, p in enumerate(midgame["players"]) for lot in p["deeds"] if lot not in built
    )
    root = parse(GAME.render(midgame, 2))
    markers = sorted((m.get("data-lot"), m.get("data-owner")) for m in by_class(root, "lot-marker"))
    assert markers == expected and markers
    for marker in by_class(root, "lot-marker"):
        assert marker.find(f"{SVG}g/{SVG}circle").get("fill") == SEAT_COLOURS[int(marker.get("data-owner"))]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_play_area_of_the_player_count(players):
    root = parse(GAME.render(make_state(players)))
    lots = by_class(root, "lot")
    assert len(lots) == 100
    assert sorted(r.get("data-lot") for r in by_class(root, "in-play")) == sorted(area(players))
    assert {r.get("fill") for r in by_class(root, "out-of-play")} <= {"#d6d6d6"}
    names = [t.text for t in by_class(root, "lot-name")]
    assert sorted(names) == sorted(f"{c}{r}" for c in "ABCDEFGHIJ" for r in range(1, 11))


def test_the_consuls_tokens_and_lots_are_grey():
    state, _ = playout(3, 4, steps=60, modules={"consul": "standard", "monuments": True})
    consul = GAME.view(state, None)["consul"]
    assert consul["tokens"]
    root = parse(GAME.render(state))
    tokens = [(g.get("data-token"), g.get("data-lots").split()) for g in by_class(root, "consul-token")]
    assert tokens == [(t["token"], t["lots"]) for t in consul["tokens"]]
    covered = {lot for t in consul["tokens"] for lot in t["lots"]}
    mine = sorted(m.get("data-lot") for m in by_class(root, "lot-marker") if m.get("data-owner") == "consul")
    assert mine == sorted(set(consul["deeds"]) - covered)
    assert "Will of the Consul (standard)" in words(root)


def test_long_names_are_split_or_shortened():
    assert label_lines("Fountain", 8) == ["Fountain"]
    assert label_lines("Resplendent Library", 17) == ["Resplendent", "Library"]
    assert label_lines("Insula (L-shaped)", 8) == ["Insula"]
    assert all(len(line) <= 7 for line in label_lines("Temple of Neptune", 7))


# --- the Deed board and the panel --------------------------------------------------------
def test_the_deed_board_shows_each_card_for_sale_with_its_price(midgame, modules_game):
    for state in (midgame, modules_game):
        view = GAME.view(state, 0)
        root = parse(GAME.render(state, 0))
        slots = [s for s in by_class(root, "deed-slot") if "empty" not in s.get("class").split()]
        assert len(by_class(root, "deed-slot")) == 6
        drawn = [
            ({"deed": s.get("data-deed")} if s.get("data-deed") else {"invocation": s.get("data-invocation")})
            | {"price": int(s.get("data-price"))}
            for s in slots
        ]
        assert drawn == view["deeds_for_sale"]
        for slot, card in zip(slots, view["deeds_for_sale"], strict=True):
            shown = words(slot)
            assert str(card["price"]) in shown.split()
            if "deed" in card:
                assert card["deed"] in shown.split()
        text = words(root)
        decks = " · ".join(f"{era} {n}" for era, n in zip(("I", "II", "III"), view["era_decks"], strict=True))
        assert f"Era {view['era']} of 3 · cards left in the Era decks: {decks}" in text


def test_an_invocation_for_sale_is_named(modules_game):
    state = copy.deepcopy(modules_game)
    names = names_of("invocations")
    root = parse(GAME.render(state, 1))
    for slot in by_class(root, "deed-slot"):
        if slot.get("data-invocation"):
            assert " ".join(names[slot.get("data-invocation")].split()) in words(slot)


def test_each_player_is_in_the_panel(midgame):
    view = GAME.view(midgame, 0)
    root = parse(GAME.render(midgame, 0))
    blocks = by_class(root, "player")
    assert [int(b.get("data-seat")) for b in blocks] == list(range(4))
    for block, player in zip(blocks, view["players"], strict=True):
        tally = by_class(block, "tally")[0].text
        assert tally == (
            f"silver {player['silver']} · VP {player['vp']} · population {player['population']} · "
            f"commercial silver {player['commercial_silver']}"
        )
        assert f"lot markers: {player['lot_markers_in_tray']} in tray" in by_class(block, "markers")[0].text
    heads = [by_class(b, "seat-colour")[0] for b in blocks]
    assert [h.get("stroke-width") for h in heads] == ["3" if s == view["current"] else "1" for s in range(4)]
    assert f"To play: seat {view['current']}" in words(root)
    assert "Monument pool" in words(root)


def test_roles_invocations_and_favors_are_shown(modules_game):
    view = GAME.view(modules_game, 0)
    roles = names_of("roles")
    root = parse(GAME.render(modules_game, 0))
    for block, player in zip(by_class(root, "player"), view["players"], strict=True):
        seat = int(block.get("data-seat"))
        cards = by_class(block, "cards")[0].text
        assert f"role: {roles[view['roles'][seat]]}" in cards
        assert f"Invocations: {player['invocations']['unused_count']} face down" in cards
        favors = player["favors"]
        assert f"favors: {favors['unspent']} unspent, {favors['spent']} spent" in by_class(block, "markers")[0].text


def test_public_objectives_are_listed():
    state, _ = playout(3, 5, steps=20, modules={"objectives": "public"})
    public = state["objectives"]["public"]
    assert public
    root = parse(GAME.render(state, 2))
    assert [t.get("data-card") for t in by_class(root, "public-objectives")[0]] == public


# --- hidden information ----------------------------------------------------------------
def test_another_seats_hidden_cards_are_not_drawn(modules_game):
    objectives, invocations = names_of("objectives"), names_of("invocations")
    for viewer in range(5):
        svg = GAME.render(modules_game, viewer)
        for seat, info in enumerate(modules_game["players"]):
            secret = [(modules_game["objectives"]["kept"][seat], objectives)]
            secret += [(card, invocations) for card in info["invocations"]["unused"]]
            for card, names in secret:
                if seat == viewer:
                    assert names[card] in svg
                else:
                    assert card not in svg and names[card] not in svg, (viewer, seat, card)
    spectator = GAME.render(modules_game)
    assert not any(card in spectator for card in modules_game["objectives"]["kept"])


def test_the_hidden_cards_do_not_change_the_picture(modules_game):
    """Changing what the seat may not see changes nothing (the state is then no longer valid,
    so it is drawn trusted)."""
    svg = GAME.render(modules_game, 0)
    changed = copy.deepcopy(modules_game)
    kept = changed["objectives"]["kept"]
    for seat in range(1, 5):
        kept[seat] = kept[0]
        held = changed["players"][seat]["invocations"]["unused"]
        held[:] = ["tribute"] * len(held)
    assert GAME.render(changed, 0, trusted=True) == svg


def test_only_the_viewers_draft_hand_is_drawn():
    state, _ = playout(3, 3, steps=2, drafting=True)
    hands = state["decisions"][0]["hands"]
    assert state["phase"] == "draft" and all(hands)
    root = parse(GAME.render(state, 1))
    own = [t.text for t in by_class(root, "hand")]
    assert len(own) == 3 and "your hand: " + " ".join(sorted(hands[1], key=lambda d: (d[0], int(d[1:])))) in own[1]
    assert not any("your hand" in t for i, t in enumerate(own) if i != 1)
    changed = copy.deepcopy(state)
    changed["decisions"][0]["hands"][0], changed["decisions"][0]["hands"][2] = hands[2], hands[0]
    assert GAME.render(changed, 1, trusted=True) == GAME.render(state, 1)
    spectator = parse(GAME.render(state))
    assert not any("your hand" in t.text for t in by_class(spectator, "hand"))


def test_only_the_viewers_two_cards_are_drawn_while_keeping():
    state, _ = playout(4, 3, until=lambda s: s["phase"] == "keep", drafting=True, modules={"roles": True})
    frame = next(f for f in state["decisions"] if "hands" in f)
    roles = names_of("roles")
    for viewer in range(4):
        svg = GAME.render(state, viewer)
        for seat, hand in enumerate(frame["hands"]):
            for card in hand:
                assert (roles[card] in svg) == (seat == viewer), (viewer, seat, card)


def test_a_spectator_sees_the_public_picture(midgame):
    root = parse(GAME.render(midgame))
    assert "a spectator's view" in root.find(SVG + "title").text
    assert len(by_class(root, "building")) == len(midgame["buildings"])
    assert not any("(you" in t for t in words(root).split("Seat"))


# --- text and the ways in ----------------------------------------------------------------
def test_text_is_escaped(midgame):
    facts = GAME.components()
    kind = midgame["buildings"][0]["kind"]
    odd = 'Bob\'s <"Domus"> & Co'
    for entry in facts["buildings"] + facts["monuments"]:
        if entry.get("kind", entry.get("id")) == kind:
            entry["name"] = odd
    root = parse(state_svg(GAME.view(midgame, 0), facts))
    titles = [g.find(SVG + "title").text for g in by_class(root, "building") if g.get("data-kind") == kind]
    assert titles and all(t.startswith(odd) for t in titles)


def test_the_service_and_the_cli_draw_it(midgame, tmp_path, capsys):
    assert games.get("foundations-of-rome").renders
    client = create_app().test_client()
    response = client.post("/v1/games/foundations-of-rome/render", json={"state": midgame, "player": 1})
    assert response.status_code == 200 and response.mimetype == "image/svg+xml"
    assert response.get_data(as_text=True) == GAME.render(midgame, 1)
    path = tmp_path / "state.json"
    path.write_text(json.dumps(midgame))
    assert cli.main(["render", "--state", str(path), "--player", "3"]) == 0
    assert capsys.readouterr().out == GAME.render(midgame, 3)


def test_the_committed_midgame_picture_is_the_rendered_one(midgame):
    # Regenerate with: ARBITER_WRITE_DOCS=1 pytest tests/foundations_of_rome/test_render.py
    svg = GAME.render(midgame, 0)
    if os.environ.get("ARBITER_WRITE_DOCS") == "1":
        DOCS.write_text(svg)
    assert DOCS.read_text() == svg
