"""The decision frames of a Gloomhaven state (JSON Schema): each kind of question the state can
be waiting on, with what it names (``schemas`` puts them in the State and the View)."""

from __future__ import annotations

from rules.core.schema import JSON, array, const, integer, nullable, obj, ref

from . import (
    abilities,
    area,
    attacks,
    augments,
    consume,
    damage,
    effects,
    forced,
    gear_actions,
    monsters,
    paths,
    pieces,
    round_actions,
    rounds,
    selectors,
    setup,
    tokens,
    turn,
)
from .common import CARD, CHARACTER, FIGURE, HEX, SEAT, TURN, const_true


def frames() -> dict[str, JSON]:
    picks = array(nullable(ref("Pick")), maxItems=4, description="each character's secret pick")
    return {
        "ChooseHandDecision": obj(
            {
                "kind": const(setup.CHOOSE_HAND),
                "choices": array(nullable({"type": "boolean"}), maxItems=4),
                "picks": picks,
            }
        ),
        "SelectDecision": obj(
            {"kind": const(setup.SELECT), "choices": array(nullable({"type": "boolean"}), maxItems=4), "picks": picks}
        ),
        "PlaceDecision": obj({"kind": const(setup.PLACE), "seat": SEAT, "character": CHARACTER}),
        "DiscardDecision": obj({"kind": const(setup.DISCARD), "seat": SEAT, "character": CHARACTER}),
        "BreakTieDecision": obj(
            {"kind": const(rounds.BREAK_TIE), "seat": SEAT, "tied": array(TURN, minItems=2, maxItems=12)}
        ),
        "CharacterTurnDecision": obj({"kind": const(rounds.CHARACTER_TURN), "seat": SEAT, "character": CHARACTER}),
        "MonsterOptionDecision": obj(
            {
                "kind": const(monsters.OPTION),
                "seat": SEAT,
                "options": array(
                    obj({"destination": HEX, "targets": array(HEX, maxItems=20)}), minItems=2, maxItems=4096
                ),
            },
            description="the monster AI's tied options: the players choose",
        ),
        "StandeeDecision": obj({"kind": const(setup.STANDEE), "seat": integer(-1, -1), "monster": HEX}),
        "DrawMonsterCardDecision": obj(
            {"kind": const("draw_monster_card"), "seat": integer(-1, -1), "deck": {"type": "string"}}
        ),
        "DrawModifierDecision": obj({"kind": const(attacks.DRAW_MODIFIER), "seat": integer(-1, -1), "figure": FIGURE}),
        "LongRestDecision": obj({"kind": const(turn.REST), "seat": SEAT, "character": CHARACTER}),
        "MoveDecision": obj(
            {
                "kind": const(abilities.MOVE),
                "seat": SEAT,
                "character": CHARACTER,
                "at": HEX,
                "start": HEX,
                "left": integer(0, 99),
                "mode": {"type": "string", "enum": ["normal", "jump", "flying"]},
                "path": array(HEX, maxItems=99),
                "loot": const_true(),
                "figure": {**FIGURE, "description": "a figure the character makes move (control.py)"},
                "near": {**HEX, "description": "the move ends beside this hex"},
                "xp": {**integer(1, 99), "description": "the move's XP, earned by moving (move_limits.py)"},
                "straight": {**const_true(), "description": "the movement must be in a straight line"},
                "beside_obstacle": {**const_true(), "description": "the movement must end beside an obstacle"},
            },
            optional=("loot", "figure", "near", "xp", "straight", "beside_obstacle"),
        ),
        "AttackTargetsDecision": obj(
            {"kind": const(attacks.TARGETS), "seat": SEAT, "character": CHARACTER, "left": integer(1, 99)}
        ),
        "ConsumeDecision": obj(
            {"kind": const(consume.CONSUME), "seat": SEAT, "character": CHARACTER, "ability": ref("Ability")},
            description="which elements to consume for the ability's element bonuses",
        ),
        "AreaDecision": obj({"kind": const(area.AREA), "seat": SEAT, "character": CHARACTER}),
        "PathDecision": obj({"kind": const(paths.PATH), "seat": SEAT, "character": CHARACTER}),
        "ForcedMoveDecision": obj(
            {
                "kind": const(forced.FORCED),
                "seat": SEAT,
                "character": CHARACTER,
                "figure": FIGURE,
                "at": HEX,
                "source": HEX,
                "left": integer(0, 99),
                "pull": {"type": "boolean"},
                "path": array(HEX, maxItems=99),
                "blocked": {**effects.PUSH_EFFECT, "description": "for each hex a wall or obstacle bars (forced.py)"},
                "smash": {**effects.PUSH_EFFECT, "description": "for each obstacle it is pushed into, destroyed"},
            },
            optional=("blocked", "smash"),
            description="a push or pull the character's player steers",
        ),
        "ChooseHexDecision": obj(
            {
                "kind": const(tokens.CHOOSE_HEX),
                "seat": SEAT,
                "character": CHARACTER,
                "ability": ref("Ability"),
                "left": integer(0, 6),
            },
            description="where a trap or obstacle is made, or which is removed",
        ),
        "RecoverDecision": obj(
            {"kind": const(tokens.RECOVER), "seat": SEAT, "character": CHARACTER, "ability": ref("AbilityRecover")},
            description="the cards a character takes back into the hand",
        ),
        "ChooseFigureDecision": obj(
            {"kind": const(selectors.CHOOSE), "seat": SEAT, "character": CHARACTER, "ability": ref("Ability")},
            description="the figure a one-figure ability is played on",
        ),
        "HealDecision": obj(
            {"kind": const(abilities.HEAL), "seat": SEAT, "character": CHARACTER, "ability": ref("AbilityHeal")}
        ),
        "PerformDecision": obj(
            {"kind": const(abilities.PERFORM), "seat": SEAT, "character": CHARACTER, "ability": ref("Ability")}
        ),
        "LoseCardsDecision": obj(
            {"kind": const(tokens.LOSE), "seat": SEAT, "character": CHARACTER, "count": integer(1, 4)},
            description="cards of the hand or discard pile to lose (Chimeric Formula)",
        ),
        "DiscardAugmentDecision": obj(
            {
                "kind": const(augments.DISCARD),
                "seat": SEAT,
                "character": CHARACTER,
                "cards": array(CARD, minItems=2, maxItems=4),
            },
            description="which augment to discard (Mass Hysteria: a third augment played)",
        ),
        "NegateDamageDecision": obj(
            {
                "kind": const(damage.NEGATE),
                "seat": SEAT,
                "character": CHARACTER,
                "amount": integer(1, 999),
                "source": {"type": "string", "maxLength": 40},
                "pierce": integer(1, 99, description="an attack's Pierce left after the character's shields"),
                "items": array(integer(1, 999), maxItems=4, description="the items that shielded it from it"),
            },
            optional=("pierce", "items"),
        ),
        **round_actions.frames(),  # monster choices and short rest (round_actions.py)
        **gear_actions.frames(),  # perk cards' added targets, items (gear_actions.py)
        **pieces.frames(),  # a scenario's pieces given and used (pieces.py)
    }
