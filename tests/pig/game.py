"""Pig: on your turn roll the die as often as you like, adding each roll to your turn total;
a 1 ends the turn with nothing; hold to bank the turn total. The first to 20 wins."""

from __future__ import annotations

from typing import Any

from rules.core import ActionSpec, ActionTable, Game, IllegalAction, InvalidState, chance, decisions, schema
from rules.core.chance import PENDING
from rules.core.schema import array, const, integer, nullable, obj, ref

TARGET = 20
#: Points a state may hold (the schema bound); gains stop there, so no roll leaves the bounds.
MAX_POINTS = 10**6
FACES = [1, 2, 3, 4, 5, 6]
State = dict[str, Any]


# --- actions -------------------------------------------------------------------------------
def _roll(state: State, action: dict, events: list[dict]) -> None:
    face = chance.pick(state, "die", FACES)
    if face is not PENDING:
        _rolled(state, face, events)


def _die(state: State, action: dict, events: list[dict]) -> None:
    face = action["outcome"]
    if type(face) is not int or face not in FACES:
        raise IllegalAction(f"{face!r} is not a face of the die", code="impossible_outcome")
    state["decisions"].pop()
    _rolled(state, face, events)


def _rolled(state: State, face: int, events: list[dict]) -> None:
    seat = state["decisions"][-1]["seat"]
    events.append({"type": "rolled", "player": seat, "face": face})
    if face == 1:
        state["turn_total"] = 0
        _next(state)
    else:
        state["turn_total"] = min(MAX_POINTS, state["turn_total"] + face)


def _hold(state: State, action: dict, events: list[dict]) -> None:
    seat = action["player"]
    state["scores"][seat] = min(MAX_POINTS, state["scores"][seat] + state["turn_total"])
    events.append({"type": "held", "player": seat, "banked": state["turn_total"]})
    state["turn_total"] = 0
    if state["scores"][seat] >= TARGET:
        state["decisions"] = []
        events.append({"type": "won", "player": seat})
    else:
        _next(state)


def _next(state: State) -> None:
    frame = state["decisions"][-1]
    frame["seat"] = (frame["seat"] + 1) % state["options"]["players"]


ACTIONS = ActionTable(
    [
        ActionSpec("roll", "roll the die", {}, ("turn",), _roll, lambda s, p: [{"type": "roll", "player": p}]),
        ActionSpec("hold", "bank the turn total", {}, ("turn",), _hold, lambda s, p: [{"type": "hold", "player": p}]),
        ActionSpec(
            "die",
            "the table: the face the die shows",
            {"outcome": integer(1, 6)},
            ("die",),
            _die,
            lambda s, p: [chance.action("die", f) for f in FACES],
            chance=True,
        ),
    ]
)


# --- the game ------------------------------------------------------------------------------
class Pig(Game):
    id = "pig"
    name = "Pig (a test game)"
    rules_version = "1"
    min_players = 2
    max_players = 4
    actions = ACTIONS

    def _schemas(self) -> schema.SchemaBundle:
        seat = integer(0, 3)
        events = {
            "RolledEvent": obj({"type": const("rolled"), "player": seat, "face": integer(1, 6)}),
            "HeldEvent": obj({"type": const("held"), "player": seat, "banked": integer(0)}),
            "WonEvent": obj({"type": const("won"), "player": seat}),
        }
        frames = {
            "TurnDecision": obj({"kind": const("turn"), "seat": seat}),
            "DieDecision": obj({"kind": const("die"), "seat": integer(-1, -1)}),
        }
        return schema.SchemaBundle(
            defs={
                "Options": obj(
                    {"players": integer(2, 4), "randomness": chance.OPTION_SCHEMA}, optional=("randomness",)
                ),
                "StateOptions": obj(
                    {"players": integer(2, 4), "randomness": {"type": "string", "enum": list(chance.MODES)}}
                ),
                "Rng": chance.RNG_SCHEMA,
                **frames,
                "Decision": {"oneOf": [ref(n) for n in frames]},
                "State": obj(
                    {
                        "game": const(self.id),
                        "rules_version": const(self.rules_version),
                        "options": ref("StateOptions"),
                        "rng": nullable(ref("Rng")),
                        "scores": array(integer(0, MAX_POINTS), minItems=2, maxItems=4),
                        "turn_total": integer(0, MAX_POINTS),
                        "decisions": array(ref("Decision"), maxItems=2),
                    }
                ),
                "View": obj({"scores": array(integer(0)), "turn_total": integer(0), "current": nullable(seat)}),
                "Components": obj({"faces": array(integer(1, 6)), "target": integer(1)}),
                **ACTIONS.schemas(),
                **events,
            },
            options="Options",
            state="State",
            view="View",
            actions=ACTIONS.names(),
            events={"rolled": "RolledEvent", "held": "HeldEvent", "won": "WonEvent"},
            components="Components",
        )

    def components(self) -> dict:
        return {"faces": list(FACES), "target": TARGET}

    def _setup(self, options: dict, rng: dict | None) -> State:
        return {
            "game": self.id,
            "rules_version": self.rules_version,
            "options": options,
            "rng": rng,
            "scores": [0] * options["players"],
            "turn_total": 0,
            "decisions": [decisions.single("turn", 0)],
        }

    def _check_state(self, state: State) -> None:
        n, frames = state["options"]["players"], state["decisions"]
        over = any(score >= TARGET for score in state["scores"])
        if len(state["scores"]) != n or over != (not frames):
            raise InvalidState("scores must list every seat, and the game is over iff someone has 20")
        if frames and (
            frames[0]["kind"] != "turn" or frames[0]["seat"] >= n or frames[-1]["kind"] == "turn" and len(frames) > 1
        ):
            raise InvalidState("decisions: a turn, maybe with a die roll on top")
        if (state["rng"] is None) != (state["options"]["randomness"] == "table"):
            raise InvalidState("rng is null exactly at the table")
        if frames and frames[-1]["kind"] == "die" and state["rng"] is not None:
            raise InvalidState("only the table rolls for the chance seat")

    def _view(self, state: State, player: int | None) -> dict:
        frames = state["decisions"]
        return {
            "scores": list(state["scores"]),
            "turn_total": state["turn_total"],
            "current": frames[0]["seat"] if frames else None,
        }

    def _status(self, state: State) -> dict:
        over = not state["decisions"]
        best = max(state["scores"])
        return {
            "phase": "over" if over else "play",
            "terminal": over,
            "scores": list(state["scores"]) if over else None,
            "winners": [p for p, s in enumerate(state["scores"]) if s == best] if over else None,
            "outcome": None,
        }


GAME = Pig()
