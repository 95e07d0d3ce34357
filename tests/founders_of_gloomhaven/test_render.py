"""The board drawn as SVG (issue 10: "an SVG rendering of the board ... and `arbiter render`";
the rendered default board is committed in docs/)."""

import copy
import xml.etree.ElementTree as ET
from pathlib import Path

from rules.founders_of_gloomhaven import pack
from rules.founders_of_gloomhaven.render import TERRAIN, board_svg
from service import cli

SVG = "{http://www.w3.org/2000/svg}"
DOCS = Path(__file__).resolve().parents[2] / "docs" / "founders-of-gloomhaven-board.svg"


def squares(svg):
    root = ET.fromstring(svg)
    return [r for r in root.iter(SVG + "rect") if "square" in r.get("class", "")]


def test_every_board_square_is_drawn_in_its_terrain():
    content = pack.load()
    drawn = {(int(r.get("data-x")), int(r.get("data-y"))): r.get("class").split()[1] for r in squares(board_svg())}
    expected = {
        (x, y): TERRAIN[code][0]
        for y, row in enumerate(content["board"]["terrain"])
        for x, code in enumerate(row)
        if code in TERRAIN
    }
    assert drawn == expected


def test_the_fixed_spots_and_section_names_are_drawn():
    content = pack.load()
    root = ET.fromstring(board_svg())
    spots = [r.get("data-spot") for r in root.iter(SVG + "rect") if r.get("class") == "fixed"]
    assert sorted(set(spots)) == sorted(content["board"]["fixed"])
    assert len(spots) == sum(len(s) for s in content["board"]["fixed"].values())
    names = [t.text for t in root.iter(SVG + "text") if t.get("class") == "section"]
    assert names == content["board"]["names"]


def test_another_pack_draws_its_own_board():
    content = copy.deepcopy(pack.load())
    content["board"]["terrain"][0] = "b" + content["board"]["terrain"][0][1:]
    drawn = {(int(r.get("data-x")), int(r.get("data-y"))): r.get("class") for r in squares(board_svg(content))}
    assert drawn[(0, 0)] == "square coastal"


def test_the_committed_board_is_the_rendered_one(tmp_path, capsys):
    # Regenerate with: .venv/bin/arbiter render --output docs/founders-of-gloomhaven-board.svg
    out = tmp_path / "board.svg"
    assert cli.main(["render", "--output", str(out)]) == 0
    assert out.read_text() == board_svg() == DOCS.read_text()
    assert cli.main(["render"]) == 0
    assert capsys.readouterr().out == board_svg()
