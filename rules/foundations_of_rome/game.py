"""Foundations of Rome: metadata, setup, state checks, views and status."""

from rules.core import Game, InvalidOptions, InvalidState, canonical, rng, simultaneous

from . import actions
from .board import (
    BUILDINGS, COMPONENTS, DEED_PRICES, LOT_INDEX, LOT_MARKERS, City, citizens,
    commercial_silver, deeds, orientations, shape_key, sort_lots, supply,
)

LOT_NAMES = frozenset(LOT_INDEX)
PHASES = ("draft", "turn", "final_turn", "game_over")
STATE_KEYS = {"game", "rules_version", "options", "rng", "phase", "era", "current", "final_turns_left",
              "era_decks", "deeds_for_sale", "players", "buildings", "draft"}
OPTION_KEYS = {"players", "deed_drafting", "first_player"}


class FoundationsOfRome(Game):
    id = "foundations-of-rome"
    name = "Foundations of Rome"
    rules_version = "1"
    min_players = 2
    max_players = 5

    def options_schema(self) -> dict:
        return {
            "type": "object",
            "additionalProperties": False,
            "required": ["players"],
            "properties": {
                "players": {"type": "integer", "minimum": 2, "maximum": 5,
                            "description": "2–4 with the core game, 5 with the 5th Player expansion"},
                "deed_drafting": {"type": "boolean", "default": False,
                                  "description": "the optional Deed Drafting setup rule"},
                "first_player": {"type": ["integer", "null"], "minimum": 0, "maximum": 4, "default": None,
                                 "description": "seat of the first player; null: chosen by the seed"},
            },
        }

    def notes(self) -> list[str]:
        return ["Reconstructed component values (not in the rulebook text): "
                + "; ".join(COMPONENTS["reconstructed"])]

    # --- setup ----------------------------------------------------------------------
    def setup(self, options: dict, seed: int | None = None) -> dict:
        """Game Setup steps 4–10 (and Deed Drafting when chosen)."""
        opts = validate_options(options)
        if seed is not None and (type(seed) is not int or not 0 <= seed <= rng.MAX_SEED):
            raise InvalidOptions(f"seed must be an integer from 0 to {rng.MAX_SEED}")
        n = opts["players"]
        state_rng = rng.new_rng(seed)
        if opts["first_player"] is None:
            opts["first_player"] = rng.randbelow(state_rng, n)
        first = opts["first_player"]
        pile = list(deeds(n))
        rng.shuffle(state_rng, pile)
        dealt = COMPONENTS["deeds_dealt"]
        hands = [pile[dealt * p: dealt * (p + 1)] for p in range(n)]
        rest = pile[dealt * n:]
        sizes = [len(rest) // 3 + (1 if e < len(rest) % 3 else 0) for e in range(3)]
        era_decks = [rest[:sizes[0]], rest[sizes[0]:sizes[0] + sizes[1]], rest[sizes[0] + sizes[1]:]]
        players = [{"silver": COMPONENTS["first_player_silver"] + (p - first) % n, "vp": 0,
                    "deeds": [] if opts["deed_drafting"] else sort_lots(hands[p])}
                   for p in range(n)]
        state = {
            "game": self.id, "rules_version": self.rules_version, "options": opts, "rng": state_rng,
            "phase": "turn", "era": 1, "current": first, "final_turns_left": 0,
            "era_decks": era_decks, "deeds_for_sale": [], "players": players, "buildings": [],
            "draft": None,
        }
        actions._refill(state, [])
        if opts["deed_drafting"]:
            state["phase"] = "draft"
            state["draft"] = {**simultaneous.open_decision("draft_deed", n), "hands": hands}
        return state

    # --- protocol hooks -------------------------------------------------------------
    def _legal_actions(self, state, player):
        return actions.legal_actions(state, player)

    def _apply(self, state, action):
        return actions.apply(state, action)

    def _status(self, state):
        over = state["phase"] == "game_over"
        return {
            "phase": state["phase"],
            "awaiting": actions.awaiting(state),
            "terminal": over,
            "scores": [info["vp"] for info in state["players"]] if over else None,
            "winners": actions.winners(state) if over else None,
        }

    def _view(self, state, player):
        """Everything public, plus ``player``'s own hand; the Era decks' order, the other
        players' undrafted cards and the seed stay hidden."""
        city = City(state)
        players = []
        for p, info in enumerate(state["players"]):
            on_board = len(city.empty_lots(p))
            players.append({
                "silver": info["silver"], "vp": info["vp"], "deeds": list(info["deeds"]),
                "population": citizens(state, p), "commercial_silver": commercial_silver(state, p),
                "lot_markers_on_board": on_board, "lot_markers_in_tray": LOT_MARKERS - on_board,
                "supply": supply(state, p),
            })
        draft = None
        if state["draft"] is not None:
            hidden = simultaneous.hidden(state["draft"], player)
            draft = {
                "hand": list(state["draft"]["hands"][player]) if player is not None else None,
                "hand_sizes": [len(h) for h in state["draft"]["hands"]],
                "chosen": hidden["chosen"], "own_choice": hidden["own_choice"],
            }
        return {
            "game": self.id, "rules_version": self.rules_version, "options": dict(state["options"]),
            "viewer": player, "phase": state["phase"], "era": state["era"],
            "current": state["current"], "final_turns_left": state["final_turns_left"],
            "era_decks": [len(d) for d in state["era_decks"]],
            "deeds_for_sale": [{"deed": d, "price": DEED_PRICES[i]}
                               for i, d in enumerate(state["deeds_for_sale"])],
            "players": players, "buildings": canonical.copy(state["buildings"]), "draft": draft,
        }

    def _check_state(self, state):
        check_state(state)


# --- validation ----------------------------------------------------------------------
def validate_options(options) -> dict:
    if not isinstance(options, dict):
        raise InvalidOptions("options must be an object")
    unknown = set(options) - OPTION_KEYS
    if unknown:
        raise InvalidOptions(f"unknown options: {', '.join(sorted(unknown))}; "
                             f"this game takes {', '.join(sorted(OPTION_KEYS))}")
    n = options.get("players")
    if type(n) is not int or not 2 <= n <= 5:
        raise InvalidOptions("options.players must be an integer from 2 to 5")
    drafting = options.get("deed_drafting", False)
    if type(drafting) is not bool:
        raise InvalidOptions("options.deed_drafting must be true or false")
    first = options.get("first_player")
    if first is not None and (type(first) is not int or not 0 <= first < n):
        raise InvalidOptions(f"options.first_player must be null or a seat from 0 to {n - 1}")
    return {"players": n, "deed_drafting": drafting, "first_player": first}


def _fail(message: str):
    raise InvalidState(message)


def _int(value, low, high, what):
    if type(value) is not int or not low <= value <= high:
        _fail(f"{what} must be an integer from {low} to {high}")


def _lots(value, what) -> list[str]:
    try:
        ok = isinstance(value, list) and LOT_NAMES.issuperset(value)
    except TypeError:  # unhashable members
        ok = False
    if not ok:
        _fail(f"{what} must be a list of lot names such as \"B4\"")
    return value


def check_state(state: dict) -> None:
    """Raise InvalidState unless ``state`` is a consistent Foundations of Rome state."""
    if state.keys() != STATE_KEYS:
        unknown, missing = sorted(state.keys() - STATE_KEYS), sorted(STATE_KEYS - state.keys())
        _fail(f"state members: unknown {unknown}, missing {missing}")
    try:
        opts = validate_options(state.get("options"))
    except InvalidOptions as e:
        _fail(f"state.options: {e.message}")
    if opts != state["options"] or opts["first_player"] is None:
        _fail("state.options must be complete (players, deed_drafting, first_player)")
    n = opts["players"]
    r = state.get("rng")
    if not isinstance(r, dict) or set(r) != {"seed", "draws"}:
        _fail("state.rng must be {seed, draws}")
    _int(r["seed"], 0, rng.MAX_SEED, "rng.seed")
    _int(r["draws"], 0, 2**31, "rng.draws")
    phase = state.get("phase")
    if phase not in PHASES:
        _fail(f"phase must be one of {', '.join(PHASES)}")
    _int(state.get("era"), 1, 3, "era")
    _int(state.get("current"), 0, n - 1, "current")
    _int(state.get("final_turns_left"), 0, n, "final_turns_left")
    decks = state.get("era_decks")
    if not isinstance(decks, list) or len(decks) != 3:
        _fail("era_decks must hold three piles")
    for e, deck in enumerate(decks):
        _lots(deck, f"era_decks[{e}]")
        if deck and e + 1 < state["era"]:
            _fail(f"the Era {e + 1} deck must be empty in Era {state['era']}")
    row = _lots(state.get("deeds_for_sale"), "deeds_for_sale")
    if len(row) > len(DEED_PRICES):
        _fail(f"at most {len(DEED_PRICES)} deeds are for sale")
    players = state.get("players")
    if not isinstance(players, list) or len(players) != n:
        _fail(f"players must list {n} players")
    seen = [*row, *(d for deck in decks for d in deck)]
    for p, info in enumerate(players):
        if not isinstance(info, dict) or set(info) != {"silver", "vp", "deeds"}:
            _fail(f"players[{p}] must be {{silver, vp, deeds}}")
        _int(info["silver"], 0, 10**9, f"players[{p}].silver")
        _int(info["vp"], -10**9, 10**9, f"players[{p}].vp")
        seen += _lots(info["deeds"], f"players[{p}].deeds")
    _check_draft(state, n, seen)
    if sorted(seen, key=LOT_INDEX.__getitem__) != list(deeds(n)):
        _fail(f"every deed of the {n}-player play area must be in exactly one place "
              "(an Era deck, for sale, a player's pile or a draft hand)")
    _check_buildings(state, n)
    _check_phase(state, phase, n)


def _check_draft(state, n, seen):
    draft = state.get("draft")
    if state["phase"] != "draft":
        if draft is not None:
            _fail("draft must be null outside the draft phase")
        return
    if not state["options"]["deed_drafting"]:
        _fail("the draft phase needs options.deed_drafting")
    if (not isinstance(draft, dict) or set(draft) != {"kind", "choices", "hands"}
            or draft["kind"] != "draft_deed"):
        _fail("draft must be {kind: 'draft_deed', hands, choices}")
    hands, choices = draft["hands"], draft["choices"]
    if not isinstance(hands, list) or len(hands) != n or not isinstance(choices, list) or len(choices) != n:
        _fail(f"draft.hands and draft.choices must have {n} entries")
    sizes = {len(_lots(h, "draft.hands[]")) for h in hands}
    hand_size = sizes.pop() if len(sizes) == 1 else 0
    if not 2 <= hand_size <= COMPONENTS["deeds_dealt"]:
        _fail("draft hands must all hold the same number of cards (2 to 6)")
    if any(len(info["deeds"]) != COMPONENTS["deeds_dealt"] - hand_size for info in state["players"]):
        _fail("while drafting, each player holds the deeds already drafted: 6 minus the hand size")
    for p, choice in enumerate(choices):
        if choice is not None and choice not in hands[p]:
            _fail(f"draft.choices[{p}] must be null or a card of that player's hand")
    if all(c is not None for c in choices):
        _fail("a draft where every player has chosen is already revealed")
    for hand in hands:
        seen += hand


def _check_buildings(state, n):
    buildings = state.get("buildings")
    if not isinstance(buildings, list):
        _fail("buildings must be a list")
    owner = {d: p for p, info in enumerate(state["players"]) for d in info["deeds"]}
    used: set[str] = set()
    built = {}  # (owner, kind) -> how many on the board
    for i, b in enumerate(buildings):
        if (not isinstance(b, dict) or b.keys() != {"kind", "owner", "lots"}
                or not isinstance(b["kind"], str) or b["kind"] not in BUILDINGS):
            _fail(f"buildings[{i}] must be {{kind, owner, lots}} with a known kind")
        p, kind = b["owner"], b["kind"]
        _int(p, 0, n - 1, f"buildings[{i}].owner")
        lots = _lots(b["lots"], f"buildings[{i}].lots")
        if any(owner.get(x) != p for x in lots):
            _fail(f"buildings[{i}] stands on lots its owner does not own")
        if not used.isdisjoint(lots) or len(set(lots)) != len(lots):
            _fail(f"buildings[{i}] overlaps another building")
        used.update(lots)
        if shape_key([LOT_INDEX[x] for x in lots]) not in orientations(kind):
            _fail(f"buildings[{i}] does not have the shape of a {BUILDINGS[kind]['name']}")
        built[p, kind] = built.get((p, kind), 0) + 1
        if built[p, kind] > BUILDINGS[kind]["count"]:
            _fail(f"player {p} has more {BUILDINGS[kind]['name']} buildings than the tray holds")
    empty = [0] * n
    for deed, p in owner.items():
        if deed not in used:
            empty[p] += 1
    for p in range(n):
        if empty[p] > LOT_MARKERS:
            _fail(f"player {p} has more than {LOT_MARKERS} empty lots (lot markers)")


def _check_phase(state, phase, n):
    deck_empty = not state["era_decks"][state["era"] - 1]
    if phase == "final_turn":
        if not deck_empty or state["deeds_for_sale"] or state["final_turns_left"] < 1:
            _fail("final turns happen only with the Era deck and the Deed board empty")
    elif state["final_turns_left"] != 0:
        _fail("final_turns_left must be 0 outside the final turns")
    if phase == "turn" and deck_empty and not state["deeds_for_sale"]:
        _fail("with the Era deck and the Deed board empty the final turns must have begun")
    if phase == "game_over" and (state["era"] != 3 or not deck_empty or state["deeds_for_sale"]):
        _fail("the game ends after the third Era, with its deck and the Deed board empty")
    if not deck_empty and len(state["deeds_for_sale"]) != len(DEED_PRICES):
        _fail("while the Era deck has cards, the Deed board holds six deeds")
    if phase == "draft" and (state["era"] != 1 or state["buildings"]):
        _fail("Deed Drafting happens before the first turn")
