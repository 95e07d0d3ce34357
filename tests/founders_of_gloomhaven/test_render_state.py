"""A game in progress drawn as SVG (``Game.render``): drawn from the view, so every piece on the
board appears and nothing hidden does; the same view gives the same bytes. A mid-game picture
is committed in docs/ (regenerate: ARBITER_WRITE_DOCS=1 and run this module)."""

import copy
import json
import os
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from rules import games
from rules.core import RenderUnsupported
from rules.founders_of_gloomhaven import GAME
from rules.founders_of_gloomhaven.content import Content, content
from rules.founders_of_gloomhaven.render import NEUTRAL_COLOUR, SEAT_COLOURS
from rules.founders_of_gloomhaven.render_state import state_svg
from service import cli

from .play import play

FOUNDERS_ID = GAME.id

SVG = "{http://www.w3.org/2000/svg}"
DOCS = Path(__file__).resolve().parents[2] / "docs" / "founders-of-gloomhaven-midgame.svg"
MIDGAME = {"seed": 5, "players": 3, "steps": 220}


@pytest.fixture(scope="module")
def state():
    return play(**MIDGAME)


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def by_class(root: ET.Element, cls: str) -> list[ET.Element]:
    return [e for e in root.iter() if cls in (e.get("class") or "").split()]


def xy(element: ET.Element) -> tuple[int, int]:
    return int(element.get("data-x")), int(element.get("data-y"))


def test_the_midgame_state_has_every_kind_of_piece(state):
    """The committed picture shows something of each: the policy plays far enough."""
    assert len(state["tiles"]) > 10 and state["roads"] and len(state["buildings"]) >= 4
    assert any(b["deliveries"] for b in state["buildings"])
    assert any(tile["access"] for tile in state["tiles"]) and any(tile["owner"] == -1 for tile in state["tiles"])
    assert any(p["houses"] for p in state["players"])
    assert any(not card["up"] for p in state["players"][1:] for card in p["played"])


def test_every_tile_road_building_and_house_is_drawn(state):
    root = parse(GAME.render(state, 0))
    tiles = by_class(root, "tile")
    assert len(tiles) == len(state["tiles"])
    for group, tile in zip(tiles, state["tiles"], strict=True):
        assert group.get("data-resource") == tile["resource"] and int(group.get("data-owner")) == tile["owner"]
        assert sorted(xy(r) for r in by_class(group, "tile-square")) == sorted(map(tuple, tile["squares"]))
        assert [int(a.get("data-seat")) for a in by_class(group, "access")] == tile["access"]
    assert sorted(xy(r) for r in by_class(root, "road")) == sorted(map(tuple, state["roads"]))
    buildings = by_class(root, "building")
    assert [b.get("data-id") for b in buildings] == [b["id"] for b in state["buildings"]]
    names = content().prestige
    for group, building in zip(buildings, state["buildings"], strict=True):
        assert sorted(xy(r) for r in by_class(group, "building-square")) == sorted(map(tuple, building["squares"]))
        assert [t.text for t in by_class(group, "building-name")] == [names[building["id"]]["name"]]
        marks = {m.get("data-resource"): m.get("data-by") for m in by_class(group, "delivery")}
        assert list(marks) == [r["resource"] for r in names[building["id"]]["requires"]]
        assert marks == {r: str(building["deliveries"][r]) if r in building["deliveries"] else "" for r in marks}
    houses = sorted((int(h.get("data-seat")), *xy(h)) for h in by_class(root, "house"))
    assert houses == sorted((p, x, y) for p, info in enumerate(state["players"]) for x, y in info["houses"])


def test_proposals_advisers_and_players_are_in_the_panel(state):
    root = parse(GAME.render(state, 0))
    assert [p.get("data-id") or None for p in by_class(root, "proposal")] == state["proposals"]
    assert [a.get("data-id") or None for a in by_class(root, "adviser")] == state["advisers"]
    assert [int(p.get("data-seat")) for p in by_class(root, "player")] == [0, 1, 2]
    text = " ".join(t.text or "" for t in root.iter(SVG + "text"))
    assert f"Completions: {state['completions']} of 6" in text
    assert f"active player: seat {state['active']}" in text


def test_hidden_information_never_reaches_the_picture(state):
    """Another seat's hand and face-down cards are not drawn: changing them changes nothing."""
    svg = GAME.render(state, 0)
    root = parse(svg)
    hands = [t.text for t in by_class(root, "hand")]
    assert len(hands) == 1 and hands[0].startswith("hand:")  # the viewer's own only
    backs = by_class(root, "down")
    hidden = [c for c in backs if c.get("data-card") is None]
    assert len(hidden) == sum(not c["up"] for p in state["players"][1:] for c in p["played"]) > 0
    own = [c["card"] for c in state["players"][0]["played"] if not c["up"]]
    assert [c.get("data-card") for c in backs if c.get("data-card") is not None] == own
    changed = copy.deepcopy(state)
    for info in changed["players"][1:]:
        info["hand"] = ["income"] * len(info["hand"])
        for card in info["played"]:
            if not card["up"]:
                card["card"] = "income"
    changed["prestige_deck"]["unseen"].reverse()
    assert GAME.render(changed, 0, trusted=True) == svg  # (no longer a valid state: not checked)
    spectator = parse(GAME.render(state))
    assert not by_class(spectator, "hand") and all(c.get("data-card") is None for c in by_class(spectator, "down"))


def test_same_view_same_bytes(state):
    view = GAME.view(state, 1)
    svg = GAME.render(state, 1)
    assert svg == GAME.render(copy.deepcopy(state), 1) == state_svg(json.loads(json.dumps(view)))
    assert svg != GAME.render(state, 0)


def test_seat_colours(state):
    root = parse(GAME.render(state, 0))
    swatches = {int(r.get("data-seat")): r.get("fill") for r in by_class(root, "seat-colour")}
    assert swatches == {seat: SEAT_COLOURS[seat] for seat in range(3)}
    for disc in by_class(root, "owner"):
        seat = int(disc.get("data-seat"))
        assert disc.get("fill") == (NEUTRAL_COLOUR if seat < 0 else SEAT_COLOURS[seat])
    for house in by_class(root, "house"):
        assert house.get("fill") == SEAT_COLOURS[int(house.get("data-seat"))]
    assert len(set(SEAT_COLOURS) | {NEUTRAL_COLOUR}) == 5


def test_text_is_escaped(state):
    pack = copy.deepcopy(content().pack)
    building = state["buildings"][0]["id"]
    for entry in pack["prestige_buildings"]:
        if entry["id"] == building:
            entry["name"] = 'Bob\'s <"Tower"> & Co'
    root = parse(state_svg(GAME.view(state, 0), Content(pack)))
    assert 'Bob\'s <"Tower"> & Co' in [t.text for t in by_class(root, "building-name")]


def test_a_game_that_does_not_draw_says_so():
    """The test game Pig draws nothing (every served game now does)."""
    from tests.pig import GAME as PIG

    assert not PIG.renders and GAME.renders
    assert all(games.get(g).renders for g in ("foundations-of-rome", "gloomhaven", FOUNDERS_ID))
    with pytest.raises(RenderUnsupported):
        PIG.render({"not": "a state"})


def test_the_cli_draws_a_state(state, tmp_path, capsys):
    path = tmp_path / "state.json"
    path.write_text(json.dumps(state))
    assert cli.main(["render", "--state", str(path), "--player", "2"]) == 0
    assert capsys.readouterr().out == GAME.render(state, 2)
    out = tmp_path / "spectator.svg"
    assert cli.main(["render", "--state", str(path), "--output", str(out)]) == 0
    assert out.read_text() == GAME.render(state)
    assert cli.main(["render", "--state", str(path), "--player", "7"]) == 2
    assert "player must be a seat number" in capsys.readouterr().err
    path.write_text("{")
    assert cli.main(["render", "--state", str(path)]) == 2
    assert cli.main(["render", "--player", "1"]) == 2


def test_the_committed_midgame_picture_is_the_rendered_one(state):
    # Regenerate with: ARBITER_WRITE_DOCS=1 pytest tests/founders_of_gloomhaven/test_render_state.py
    svg = GAME.render(state, 0)
    if os.environ.get("ARBITER_WRITE_DOCS") == "1":
        DOCS.write_text(svg)
    assert DOCS.read_text() == svg
