"""Foundations of Rome: metadata, setup, views and status."""

from typing import Any

from rules.core import Action, Game, GameStatus, Options, State, View, canonical, chance, decisions
from rules.core.schema import SchemaBundle

from . import (
    bot,
    checks,
    components,
    consul_play,
    consul_scores,
    dealt,
    deck,
    invocations,
    labels,
    monuments,
    perks,
    schemas,
    stealing,
    trading,
)
from .actions import ACTIONS, DRAFT, winners
from .board import COMPONENTS, City, citizens, commercial_silver, sort_lots, supply


class FoundationsOfRome(Game):
    id = "foundations-of-rome"
    name = "Foundations of Rome"
    rules_version = "4"
    min_players = 2
    max_players = 5
    actions = ACTIONS

    def _schemas(self) -> SchemaBundle:
        return schemas.bundle(self.id, self.rules_version)

    def notes(self) -> list[str]:
        return [
            "Reconstructed component values (not in the rulebook text): " + "; ".join(COMPONENTS["reconstructed"]),
            "Monuments (option monuments): names, setup, markers, the edge rule and the Pantheon, Temple of "
            "Minerva and Temple of Vulcan from the rulebook; the other shapes, requirements and values are "
            "probable (rules/foundations_of_rome/data/monuments.json, docs/foundations-of-rome-monuments.md)",
            "Trading (option trading): an offer is a parametric action; propose_trade lists one small offer "
            "per partner and any offer within both players' holdings applies (docs/protocol.md)",
            "Objectives, Invocations and Player Roles (options objectives, invocations, roles): the card set "
            "is Arbiter's own design, listed in the components, "
            "not the official cards, whose texts were never published (docs/foundations-of-rome-modules.md)",
            "Will of the Consul (option consul): cooperative; the split of the 30 Consul tokens and their shapes "
            "are reconstructed; winners is every seat if each player outscores the Consul, else [] "
            "(outcome victory/defeat; docs/foundations-of-rome-consul.md)",
        ]

    def components(self) -> dict[str, Any]:
        return components.components()

    def _check_options(self, options: Options) -> None:
        checks.check_options(options)

    # --- setup ----------------------------------------------------------------------
    def _setup(self, opts: Options, rng: chance.Rng | None) -> State:
        """Game Setup steps 4–10 (and Deed Drafting when chosen)."""
        n = opts["players"]
        state: State = {
            "game": self.id,
            "rules_version": self.rules_version,
            "options": opts,
            "rng": rng,
            "phase": "turn",
            "era": 1,
            "final_turns_left": 0,
            "era_decks": [[None] * size for size in deck.era_sizes(n, consul_play.starting_deeds(opts))],
            "deeds_for_sale": [],
            "players": [
                {
                    "silver": 0,
                    "vp": 0,
                    "deeds": [],
                    "favors": {"unspent": stealing.favors(opts), "spent": 0},
                    "invocations": {"unused": [], "ongoing": [], "used": []},
                }
                for _ in range(n)
            ],
            "buildings": [],
            "monuments": {"pool": []},
            **dealt.empty(n),
            "invocations": None,
            "decisions": [decisions.simultaneous(DRAFT, n, hands=[[] for _ in range(n)])]
            if opts["deed_drafting"]
            else [],
        }
        consul_play.create(state)  # Will of the Consul: its piles, 5 VP each (null without)
        if opts["first_player"] is not None:
            deck.seat_silver(state)
        if chance.is_table(state):
            state["phase"] = "setup"
            invocations.shuffle_in(state)
            deck.continue_setup(state, [])
            return state
        if opts["first_player"] is None:
            opts["first_player"] = chance.pick(state, "first_player", list(range(n)))
            deck.seat_silver(state)
        hands = deck.deal_seeded(state)
        invocations.shuffle_in(state)
        deck.reveal_monuments_seeded(state)
        deck.refill(state, [])
        if opts["deed_drafting"]:
            state["phase"] = "draft"
            state["decisions"][0]["hands"] = hands
        else:
            for p, info in enumerate(state["players"]):
                info["deeds"] = sort_lots(hands[p])
            dealt.begin(state, [])
        consul_play.begin(state)  # the Consul's starting tokens (Hard, Challenge)
        return state

    # --- status and views -----------------------------------------------------------
    def _status(self, state: State) -> GameStatus:
        over = state["phase"] == "game_over"
        return {
            "phase": state["phase"],
            "terminal": over,
            "scores": [info["vp"] for info in state["players"]] if over else None,
            "winners": winners(state) if over else None,
            "outcome": consul_scores.outcome(state),
        }

    def _view(self, state: State, player: int | None) -> View:
        """Everything public, plus ``player``'s own draft hand (sorted); the Era decks' order,
        the other players' undrafted cards and the seed stay hidden."""
        city = City(state)
        players: list[dict[str, Any]] = []
        for p, info in enumerate(state["players"]):
            on_board = len(city.empty_lots(p))
            players.append(
                {
                    "silver": info["silver"],
                    "vp": info["vp"],
                    "deeds": list(info["deeds"]),
                    "population": citizens(state, p),
                    "commercial_silver": commercial_silver(state, p),
                    "lot_markers_on_board": on_board,
                    "lot_markers_in_tray": perks.lot_markers(state, p) - on_board,
                    "monument_markers_in_tray": monuments.markers_left(state, p),
                    "favors": dict(info["favors"]),
                    "invocations": invocations.view(info, own=p == player or state["phase"] == "game_over"),
                    "supply": supply(state, p),
                }
            )
        frames = state["decisions"]
        draft: dict[str, Any] | None = None
        if frames and frames[0]["kind"] == DRAFT:
            hidden = decisions.hidden(frames[0], player)
            draft = {
                # sorted: the order a hand was dealt in would tell where its cards lay in the deck
                "hand": sort_lots(frames[0]["hands"][player]) if player is not None else None,
                "hand_sizes": [len(h) for h in frames[0]["hands"]],
                "chosen": hidden["chosen"],
                "own_choice": hidden["own_choice"],
            }
        top = decisions.top(frames)
        # what an Invocation used this turn still gives: a discount, an extra action
        this_turn = {k: canonical.copy(frames[0][k]) for k in ("discount", "extra") if frames and k in frames[0]}
        trade = canonical.copy(top["offer"]) if top and top["kind"] == trading.ANSWER else None
        prices = consul_scores.prices(state)
        return {
            "game": self.id,
            "rules_version": self.rules_version,
            "options": dict(state["options"]),
            "viewer": player,
            "phase": state["phase"],
            "era": state["era"],
            "current": frames[0]["seat"] if frames and "seat" in frames[0] and frames[0]["seat"] >= 0 else None,
            "decision": top["kind"] if top else None,
            "final_turns_left": state["final_turns_left"],
            "era_decks": [len(d) for d in state["era_decks"]],
            "deeds_for_sale": [
                {"invocation" if invocations.is_invocation(d) else "deed": d, "price": prices[i]}
                for i, d in enumerate(state["deeds_for_sale"])
            ],
            "this_turn": this_turn or None,
            "players": players,
            "buildings": canonical.copy(state["buildings"]),
            "monuments": canonical.copy(state["monuments"]),
            "draft": draft,
            "trade": trade,
            "keep": dealt.keep_view(state, player),
            "roles": list(state["roles"]),
            "objectives": dealt.objectives_view(state, player),
            "consul": consul_scores.view(state),
        }

    def _determinize(self, state: State, player: int, rng: Any) -> State:
        return bot.determinize(state, player, rng)

    def _heuristic(self, state: State, player: int) -> float:
        return bot.heuristic(state, player)

    def _check_state(self, state: State) -> None:
        checks.check_state(state)

    def _label(self, state: State, action: Action) -> str:
        return labels.label(state, action)

    def _render(self, view: View) -> str:
        from .render import state_svg

        return state_svg(view)
