"""Small Black Barrow states for a boss's turn, as ``monster_states`` makes them for monsters:
the board cleared and set by hand, the boss's ability card shown, its turn next and the
Spellweaver's after it. Two level-1 characters: C = 2, monster level 1.

Until the Boss ability deck is encoded (agpl/monster_decks.json), ``boss_deck`` stands in for
it, and for the decks of the monsters the bosses summon that are not encoded yet: the cards of
the Boss deck as FA lists them (572-574 Special 2, 575-577 Special 1, 578 "Move +0, Attack +0",
579 "Move -1, Attack -1, Range 3, Target 2")."""

from rules.gloomhaven import GAME, content
from tests.gloomhaven.monster_states import BRUTE_HEX, WEAVER_HEX, round_one, show, stack

SPECIAL_1, SPECIAL_2, MOVE_ATTACK, RANGED = 575, 572, 578, 579


def _card(number, initiative, abilities, shuffle=False):
    return {"id": number, "initiative": initiative, "shuffle": shuffle, "abilities": abilities}


def _special(n):
    return [{"type": "boss_special", "special": n}]


BOSS_DECK = [
    _card(572, 11, _special(2)),
    _card(573, 14, _special(2)),
    _card(574, 17, _special(2), shuffle=True),
    _card(575, 85, _special(1), shuffle=True),
    _card(576, 79, _special(1)),
    _card(577, 73, _special(1)),
    _card(578, 36, [{"type": "move", "plus": 0}, {"type": "attack", "plus": 0}]),
    _card(579, 52, [{"type": "move", "plus": -1}, {"type": "attack", "plus": -1, "range": 3, "target": 2}]),
]
#: a one-card deck for a summoned type whose deck is not encoded yet
STAND_IN = [_card(1, 99, [{"type": "move", "plus": 0}])]


def with_stand_ins(decks):
    """The encoded decks, with the Boss deck and stand-ins for the missing ones."""
    found = dict(decks)
    found.setdefault("boss", BOSS_DECK)
    for kind in ("night-demon", "sun-demon", "deep-terror", "giant-viper"):
        found.setdefault(content.monsters()[kind]["deck"], STAND_IN)
    return found


def monster(state, kind, at, elite=False, hp=None, standee=None):
    """A monster at full health (``hp`` if given); a boss's stats for the state's characters."""
    stats = content.monster_stats(kind, state["levels"]["monster"], elite, len(state["characters"]))
    same = [m for m in state["monsters"] if m["type"] == kind]
    return {
        "type": kind,
        "standee": standee or len(same) + 1,
        "elite": elite,
        "hp": stats["hp"] if hp is None else hp,
        "max_hp": stats["hp"],
        "hex": list(at),
        "conditions": [],
    }


def boss_turn(kind, card, placed, brute=BRUTE_HEX, weaver=WEAVER_HEX, after=(), modifiers=("plus0",) * 6):
    """A state whose next turn is ``kind``'s with ``card`` shown; ``placed``: (type, hex, elite,
    hp) of every monster on the map (the other types show their deck's first card); ``after``:
    (type, card) of monster types whose turns follow, before the Spellweaver's; no ``brute``:
    the Brute is exhausted."""
    state = round_one()
    state["monsters"] = []
    for kind_, at, elite, hp in placed:
        state["monsters"].append(monster(state, kind_, at, elite, hp))
    cards = dict(after)
    for kind_ in {p[0] for p in placed}:
        first = content.monster_decks()[content.monsters()[kind_]["deck"]][0]["id"]
        show(state, kind_, card if kind_ == kind else cards.get(kind_, first))
    state["characters"][0]["hex"], state["characters"][1]["hex"] = list(brute) if brute else None, list(weaver)
    if brute is None:
        state["characters"][0]["exhausted"] = True
    stack(state["monster_modifiers"], modifiers)
    state["decisions"] = []
    state["order"] = [[{"monster": kind}], *([{"monster": k}] for k, _ in after), [{"character": 1}]]
    state["acting"], state["turn"], state["attack"] = False, None, None
    brute_ = state["characters"][0]  # the Brute (10) has had its turn: its cards are discarded
    brute_["discard"], brute_["in_play"] = brute_["discard"] + brute_["in_play"], []
    GAME.check_state(state)
    return state
