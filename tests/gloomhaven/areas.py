"""Area-of-effect helpers the card tests share: GHS's grid to axial hexes, and shapes up to
rotation."""

from collections.abc import Iterator

Hex = tuple[int, int]
NEIGHBOURS = {(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)}


def odd_r_to_axial(col: int, row: int) -> Hex:
    """GHS draws areas on pointy-topped rows, odd rows shifted half a hex right."""
    return col - (row - (row & 1)) // 2, row


def rotations(hexes: set[Hex]) -> Iterator[set[Hex]]:
    for _ in range(6):
        yield hexes
        hexes = {(-r, q + r) for q, r in hexes}  # 60 degrees about the origin


def shape(hexes: set[Hex], translate: bool) -> tuple[Hex, ...]:
    """A canonical form up to rotation (about the origin: the attacker's hex of a melee area),
    and up to translation as well when ``translate`` (a ranged area)."""
    forms = []
    for rotated in rotations(hexes):
        if translate:
            q0, r0 = min(rotated)
            rotated = {(q - q0, r - r0) for q, r in rotated}
        forms.append(tuple(sorted(rotated)))
    return min(forms)


def connected(hexes: set[Hex]) -> bool:
    start = next(iter(hexes))
    seen, todo = {start}, [start]
    while todo:
        q, r = todo.pop()
        for dq, dr in NEIGHBOURS:
            step = (q + dq, r + dr)
            if step in hexes and step not in seen:
                seen.add(step)
                todo.append(step)
    return seen == hexes
