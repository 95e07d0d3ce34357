"""Properties of every monster-moves answer on random small maps (hypothesis): each option's
destination is reachable this turn and free, its targets are enemies in range and in
sight, the focus is among them, and the answer is deterministic."""

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.gloomhaven import monster_moves
from rules.gloomhaven.hexes import DIRECTIONS
from rules.gloomhaven.monster_ai import Turn, parse_request

WIDTH, HEIGHT = 6, 5
CELLS = [(q, r) for r in range(HEIGHT) for q in range(WIDTH)]
TERRAIN = st.sampled_from([".", ".", ".", ".", ".", "#", "O", "T", "H", "D"])
AREAS = st.sampled_from([None, [[1, 0]], [[1, 0], [1, -1]], [[0, 0], [1, 0], [0, 1]], [[1, 0], [2, -1], [2, 0]]])


@st.composite
def requests(draw):
    tiles = draw(st.lists(TERRAIN, min_size=len(CELLS), max_size=len(CELLS)))
    hexes = [h for h, t in zip(CELLS, tiles, strict=True) if t != "#"]
    if len(hexes) < 3:
        hexes = list(CELLS)
        tiles = ["."] * len(CELLS)
    kind = dict(zip(CELLS, tiles, strict=True))
    spots = draw(st.lists(st.sampled_from(hexes), min_size=2, max_size=6, unique=True))
    n_chars = draw(st.integers(1, len(spots) - 1))
    figures = [{"id": "A", "side": "monster", "hex": list(spots[0])}]
    for k, h in enumerate(spots[1 : 1 + n_chars]):
        figure = {"id": f"C{k}", "side": "character", "hex": list(h)}
        init = draw(st.one_of(st.none(), st.integers(1, 99)))
        if init is not None:
            figure["initiative"] = init
        figures.append(figure)
    for k, h in enumerate(spots[1 + n_chars :]):
        figures.append({"id": f"M{k}", "side": "monster", "hex": list(h)})
    present = set(hexes)
    edges = sorted(
        {
            tuple(sorted((h, (h[0] + d[0], h[1] + d[1]))))
            for h in hexes
            for d in DIRECTIONS
            if (h[0] + d[0], h[1] + d[1]) in present
        }
    )
    walls = draw(st.lists(st.sampled_from(edges), max_size=3, unique=True)) if edges else []
    ability = {
        "move": draw(st.integers(0, 4)),
        "range": draw(st.sampled_from([0, 0, 2, 3])),
        "target": draw(st.sampled_from([0, 1, 1, 2])),
        "muddled": draw(st.booleans()),
    }
    mode = draw(st.sampled_from(["normal", "normal", "jump", "flying"]))
    ability["jump"], ability["flying"] = mode == "jump", mode == "flying"
    area = draw(AREAS)
    if area is not None:
        ability["area"] = area

    def listed(code):
        return [list(h) for h in hexes if kind[h] == code]

    return {
        "map": {
            "hexes": [list(h) for h in hexes],
            "thin_walls": [[list(a), list(b)] for a, b in walls],
            "obstacles": listed("O"),
            "traps": listed("T"),
            "hazardous": listed("H"),
            "difficult": listed("D"),
        },
        "figures": figures,
        "active": "A",
        "ability": ability,
    }


@settings(max_examples=150, deadline=None)
@given(requests())
def test_every_option_is_legal(body):
    result = monster_moves(body)
    assert result == monster_moves(body)  # deterministic
    turn = Turn(parse_request(body))
    board, ability = turn.board, turn.req.ability
    ids = {f["id"]: f for f in body["figures"]}
    assert all(ids[f]["side"] == "character" for f in result["focus"])
    focus_hexes = {board.index[tuple(ids[f]["hex"])] for f in result["focus"]}
    enemies = set(turn.enemies)
    opts = result["options"]
    assert opts and opts == sorted(opts, key=lambda o: (o["destination"], o["targets"]))
    assert len({str(o) for o in opts}) == len(opts)
    for option in opts:
        dest = board.index[tuple(option["destination"])]
        if dest != turn.monster:
            assert turn.steps[dest] <= ability.move
            assert turn.mover.can_end(dest)
        targets = [board.index[tuple(t)] for t in option["targets"]]
        if not targets:
            continue
        assert ability.target > 0 and result["focus"]
        assert set(targets) <= enemies
        assert focus_hexes & set(targets)
        assert all(turn.sees(dest, t) for t in targets)
        if turn.aoe is None:
            assert len(targets) <= ability.target
            assert all(board.proximity(t)[dest] <= turn.reach for t in targets)
