"""A scenario in progress drawn as SVG (``Game.render``): drawn from the seat's view, so every
figure, door and element of the view appears and nothing the view hides does; the same view
gives the same bytes. A mid-scenario picture is committed in docs/ (regenerate:
ARBITER_WRITE_DOCS=1 and run this module)."""

import copy
import json
import os
import random
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from rules.core import playout
from rules.gloomhaven import GAME, content, hexes, rooms, scenarios
from rules.gloomhaven.effects import ELEMENTS
from rules.gloomhaven.render import SEAT_COLOURS, view_svg
from service import cli
from service.app import create_app

SVG = "{http://www.w3.org/2000/svg}"
DOCS = Path(__file__).resolve().parents[2] / "docs" / "gloomhaven-midgame.svg"
PARTY = [("mindthief", 0), ("tinkerer", 1)]
#: The committed picture: this seeded playout of Black Barrow after 85 actions (round 5, the
#: second room open, a summon, an elite, coins, traps and conditions on the map).
MIDGAME = 85
#: Further on: card selection of round 6, seat 0 has chosen and seat 1 not yet.
SELECTING = 96
BASE = playout.prefer(("play_half", "target", "step", "select_cards", "choose_option"), 0.7)


def toward_doors(game, state, actions, rnd):
    """The playouts' policy (``test_playouts.py``), but mostly stepping towards a closed door,
    so that rooms are revealed before the party falls."""
    steps = [a for a in actions if a["type"] == "step"]
    doors = list(rooms.closed_doors(state))
    if steps and doors and rnd.random() < 0.9:
        return min(steps, key=lambda a: (min(hexes.distance(tuple(a["hex"]), d) for d in doors), str(a)))
    return BASE(game, state, actions, rnd)


def play(steps: int, seed: int = 2) -> list[dict]:
    """Black Barrow for two characters: the states after 1, 2, ... ``steps`` actions."""
    options = {
        "scenario": 1,
        "characters": [{"class": c, "level": 1, "seat": s} for c, s in PARTY],
        "randomness": "seeded",
    }
    state = GAME.setup(options, seed)
    return [after for _, after, _ in playout.steps(GAME, state, random.Random(seed), toward_doors, steps)]


@pytest.fixture(scope="module")
def states():
    return play(SELECTING)


@pytest.fixture(scope="module")
def state(states):
    return states[MIDGAME - 1]


@pytest.fixture(scope="module")
def selecting(states):
    return states[SELECTING - 1]


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def by_class(root: ET.Element, cls: str) -> list[ET.Element]:
    return [e for e in root.iter() if cls in (e.get("class") or "").split()]


def words(root: ET.Element) -> str:
    return "\n".join("".join(e.itertext()) for e in root.iter(SVG + "text"))


def test_the_states_show_what_the_pictures_are_for(state, selecting):
    assert state["phase"] == "turns" and state["rooms"] == [0, 1] and state["summons"]
    assert any(m["elite"] for m in state["monsters"]) and any(m["conditions"] for m in state["monsters"])
    assert {t["type"] for t in state["overlays"]} == {"trap", "coin"}
    frame = selecting["decisions"][-1]
    assert selecting["phase"] == "select" and frame["choices"][0] is not None and frame["choices"][1] is None


def test_an_svg_document_with_a_viewbox(state):
    root = parse(GAME.render(state, 0))
    assert root.tag == SVG + "svg"
    width, height = int(root.get("width")), int(root.get("height"))
    assert root.get("viewBox") == f"0 0 {width} {height}" and width > 800 and height > 400
    assert root.find(SVG + "title").text == "Gloomhaven #1 Black Barrow: round 5, turns (seat 0's view)"
    assert not [e for e in root.iter() if e.get("href") or e.get("{http://www.w3.org/1999/xlink}href")]


def test_same_view_same_bytes(state):
    svg = GAME.render(state, 1)
    assert svg == GAME.render(copy.deepcopy(state), 1) == view_svg(json.loads(json.dumps(GAME.view(state, 1))))
    assert svg != GAME.render(state, 0)


def test_the_revealed_hexes_and_every_door_are_drawn(state):
    root = parse(GAME.render(state, 0))
    scenario = scenarios.load(1)
    drawn = {(int(h.get("data-q")), int(h.get("data-r"))) for h in by_class(root, "hex")}
    assert drawn == set(scenario.open_hexes(state["rooms"]))
    assert not drawn & set(scenario.rooms[2].hexes)  # the hidden room is not drawn
    doors = {(int(d.get("data-q")), int(d.get("data-r"))): d.get("data-state") for d in by_class(root, "door")}
    assert doors == {(-2, 3): "open", (-7, 5): "closed"}
    assert set(doors) == {d.hex for d in scenario.doors if set(d.rooms) & set(state["rooms"])}
    assert list(rooms.closed_doors(state)) == [(-7, 5)]
    walls = [w.get("data-between") for w in by_class(root, "thin-wall")]
    assert walls == ["-3,4 -2,4", "-2,2 -1,2"]


def test_every_overlay_is_drawn_by_type(state):
    root = parse(GAME.render(state, 0))
    drawn = sorted(
        (o.get("data-type"), int(o.get("data-q")), int(o.get("data-r")))
        for o in by_class(root, "overlay")
        if o.get("data-type") in ("trap", "coin")
    )
    assert drawn == sorted((t["type"], *t["hex"]) for t in state["overlays"])
    names = [t.text for t in root.iter(SVG + "text")]
    for name in ("trap", "coin", "obstacle", "treasure", "difficult terrain", "hazardous terrain", "corridor"):
        assert name in names  # the legend


def figures_of(view):
    found = {f"monster {i}": m for i, m in enumerate(view["monsters"])}
    found |= {f"summon {i}": s for i, s in enumerate(view["summons"])}
    found |= {
        f"character {i}": c for i, c in enumerate(view["characters"]) if c["hex"] is not None and not c["exhausted"]
    }
    return found


def test_every_figure_is_drawn_with_its_hit_points_and_conditions(state):
    root = parse(GAME.render(state, 0))
    drawn = {f.get("data-figure"): f for f in by_class(root, "figure")}
    expected = figures_of(GAME.view(state, 0))
    assert sorted(drawn) == sorted(expected) and len(by_class(root, "figure")) == len(expected)
    for ident, figure in expected.items():
        group = drawn[ident]
        assert (int(group.get("data-q")), int(group.get("data-r"))) == tuple(figure["hex"])
        assert (int(group.get("data-hp")), int(group.get("data-max-hp"))) == (figure["hp"], figure["max_hp"])
        assert [t.text for t in by_class(group, "hp")] == [f"{figure['hp']}/{figure['max_hp']}"]
        assert [c.get("data-condition") for c in by_class(group, "condition")] == figure["conditions"]
        assert f"{figure['hp']}/{figure['max_hp']} HP" in group.find(SVG + "title").text
    for i, monster in enumerate(state["monsters"]):
        group = drawn[f"monster {i}"]
        assert group.get("data-type") == monster["type"] and group.get("data-standee") == str(monster["standee"])
        assert group.get("data-elite") == str(monster["elite"]).lower()
        stroke = group.find(SVG + "circle").get("stroke")
        assert (stroke == "#d4a017") == monster["elite"]  # a gold border for elites
    for i, character in enumerate(state["characters"]):
        assert drawn[f"character {i}"].find(SVG + "circle").get("fill") == SEAT_COLOURS[character["seat"]]
    assert "Rat Swarm (Mindthief's summon)" in drawn["summon 0"].find(SVG + "title").text


def test_the_elements_and_their_states(state):
    changed = copy.deepcopy(state)
    changed["elements"].update({"fire": 2, "ice": 1, "dark": 1})
    root = parse(GAME.render(changed, 0, trusted=True))
    drawn = {e.get("data-element"): e.get("data-state") for e in by_class(root, "element")}
    assert list(drawn) == list(ELEMENTS)
    assert drawn == {e: {2: "strong", 1: "waning", 0: "inert"}[changed["elements"][e]] for e in ELEMENTS}


def test_the_initiative_order_of_the_round(state):
    root = parse(GAME.render(state, 0))
    turns = [(t.get("data-turn"), t.get("data-initiative"), t.get("data-state")) for t in by_class(root, "turn")]
    assert turns == [
        ("monster bandit-archer", "14", "done"),
        ("character 1", "16", "done"),
        ("monster bandit-guard", "55", "done"),
        ("character 0", "79", "acting"),
    ]
    assert state["order"] == [[{"character": 0}]] and state["acting"]
    played = content.cards_by_id()[state["characters"][0]["played"]["cards"][0]]
    assert played["initiative"] == 79


def test_the_character_panels(state):
    root = parse(GAME.render(state, 0))
    panels = by_class(root, "character-panel")
    assert [int(p.get("data-seat")) for p in panels] == [0, 1]
    for group, character in zip(panels, state["characters"], strict=True):
        text = words(group)
        assert f"HP {character['hp']}/{character['max_hp']} · XP {character['xp']}" in text
        assert f"discard {len(character['discard'])} · lost {len(character['lost'])}" in text
    own = words(panels[0])
    assert "– you" in own and "hand: " in own
    assert "hand: " not in words(panels[1]) and f"hand {state['characters'][1]['hand'].__len__()}" in words(panels[1])


def hidden_cards(state, viewer):
    """The names of the cards seat ``viewer`` may not see: another seat's hand and secret
    picks, less any name a card the view shows also bears."""
    view = GAME.view(state, viewer)
    cards = content.cards_by_id()
    shown = {a["card"] for c in view["characters"] for a in c["active"]}
    for c in view["characters"]:
        shown |= set(c["hand"]) if isinstance(c["hand"], list) else set()
        shown |= set((c["played"] or {}).get("cards", []))
    for frame in view["decisions"]:
        for pick in frame.get("own_picks", []):
            shown |= set((pick or {}).get("cards", []))
    hidden = set()
    for c in state["characters"]:
        if c["seat"] != viewer:
            hidden |= set(c["hand"])
    for frame in state["decisions"]:
        for pick in frame.get("picks", []):
            hidden |= set((pick or {}).get("cards", []))
    visible_names = {cards[c]["name"] for c in shown}
    return {cards[c]["name"] for c in hidden - shown} - visible_names


def test_nothing_the_view_hides_is_drawn(selecting):
    frame = selecting["decisions"][-1]
    mine = frame["picks"][0]["cards"]
    names = [content.cards_by_id()[c]["name"] for c in mine]
    own = parse(GAME.render(selecting, 0))
    assert [t.text for t in by_class(own, "selected")] == [
        f"selected (secret): {names[0]} ({content.cards_by_id()[mine[0]]['initiative']}) + "
        f"{names[1]} ({content.cards_by_id()[mine[1]]['initiative']})"
    ]
    for viewer in (1, None):
        svg = GAME.render(selecting, viewer)
        root = parse(svg)
        assert not by_class(root, "selected")
        for name in hidden_cards(selecting, viewer):
            assert name not in svg
        # another pick, another hand, other deck orders and seed: the same picture
        changed = copy.deepcopy(selecting)
        changed["decisions"][-1]["picks"][0] = {"cards": list(reversed(mine))}
        hand = changed["characters"][0]["hand"]
        changed["characters"][0]["hand"] = list(reversed(hand))
        for deck in changed["monster_decks"].values():
            deck["draw"].reverse()
        changed["monster_modifiers"]["draw"].reverse()
        for character in changed["characters"]:
            character["modifiers"]["draw"].reverse()
        changed["rng"] = None
        assert GAME.render(changed, viewer, trusted=True) == svg
    assert hidden_cards(selecting, 1) and hidden_cards(selecting, None)


def test_a_spectator_sees_no_hand(state, selecting):
    for s in (state, selecting):
        root = parse(GAME.render(s))
        assert "a spectator's view" in root.find(SVG + "title").text
        assert not by_class(root, "hand") and not by_class(root, "selected")
        assert len(by_class(root, "figure")) == len(figures_of(GAME.view(s, None)))
    note = words(parse(GAME.render(selecting)))
    assert "not yet revealed (select cards: seat 0 has chosen, seat 1 choosing)" in note


def test_every_state_of_a_playout_draws(states):
    """From setup to the midgame and beyond: every seat's picture and a spectator's parse,
    with every figure of the view."""
    for s in states[::3]:
        for viewer in (0, 1, None):
            root = parse(GAME.render(s, viewer))
            assert len(by_class(root, "figure")) == len(figures_of(GAME.view(s, viewer)))
            assert len(by_class(root, "element")) == 6


def test_text_is_escaped(state):
    view = GAME.view(state, 0)
    view["overlays"].append({"type": "trap", "hex": [1, 1], "kind": 'Bob\'s <"spike"> & co', "damage": 3})
    root = parse(view_svg(view))
    titles = [t.text for t in root.iter(SVG + "title")]
    assert 'trap (Bob\'s <"spike"> & co): 3 damage' in titles


def test_the_cli_and_the_service_draw_a_state(state, tmp_path, capsys):
    path = tmp_path / "state.json"
    path.write_text(json.dumps(state))
    assert cli.main(["render", "--state", str(path), "--player", "1"]) == 0
    assert capsys.readouterr().out == GAME.render(state, 1)
    assert GAME.renders
    client = create_app().test_client()
    response = client.post("/v1/games/gloomhaven/render", json={"state": state, "player": 0})
    assert response.status_code == 200 and response.mimetype == "image/svg+xml"
    assert response.get_data(as_text=True) == GAME.render(state, 0)


def test_the_committed_midgame_picture_is_the_rendered_one(state):
    # Regenerate with: ARBITER_WRITE_DOCS=1 pytest tests/gloomhaven/test_render.py
    svg = GAME.render(state, 0)
    if os.environ.get("ARBITER_WRITE_DOCS") == "1":
        DOCS.write_text(svg)
    assert DOCS.read_text() == svg


@pytest.mark.parametrize("number", scenarios.numbers())
def test_every_scenario_map_draws(number, state):
    """Every map with all its rooms revealed (a view edited to it): its hexes, every door
    open, its tokens."""
    scenario = scenarios.load(number)
    view = GAME.view(state, 0)
    view["options"]["scenario"] = number
    view["rooms"] = [room.id for room in scenario.rooms]
    view["overlays"] = scenario.overlays_for()
    view["monsters"], view["summons"] = [], []
    view["characters"] = [{**c, "hex": None} for c in view["characters"]]
    root = parse(view_svg(view))
    drawn = {(int(h.get("data-q")), int(h.get("data-r"))) for h in by_class(root, "hex")}
    assert drawn == set(scenario.open_hexes(view["rooms"]))
    doors = [(d.get("data-kind"), d.get("data-state")) for d in by_class(root, "door")]
    assert doors == [(door.kind, "open") for door in scenario.doors]
    tokens = [o for o in by_class(root, "overlay") if o.get("data-type") in scenarios.TOKENS]
    assert len(tokens) == len(view["overlays"])
