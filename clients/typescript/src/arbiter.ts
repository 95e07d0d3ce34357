// Arbiter: one method per operation of the service, resolving to the success body and
// rejecting with an ArbiterError (an Error) when the service answers a problem
// (application/problem+json). Hand-written over the generated SDK in ./generated, which
// scripts/generate-clients.sh rewrites; this file is not touched by it.
import { createClient, createConfig, type Client } from './generated/client/index.js';
import type { ArbiterErrorCode } from './generated/problem-codes.gen.js';
import * as sdk from './generated/sdk.gen.js';
import type {
  ApplyRequest,
  ApplyResponse,
  BotActionRequest,
  BotActionResponse,
  ComponentsResponse,
  GameId,
  GameList,
  GameMetadata,
  Health,
  LegalActionsRequest,
  LegalActionsResponse,
  MonsterMovesRequest,
  MonsterMovesResponse,
  Problem,
  Ready,
  ReplayRequest,
  ReplayResponse,
  SetupRequest,
  SetupResponse,
  ViewRequest,
  ViewResponse,
} from './generated/types.gen.js';

/** A game id: one of the served games (GameId), or any id `games()` listed. */
export type GameName = GameId | (string & {});

/** The service refused a request. Switch on `code`, which is stable; `detail` is for people. */
export class ArbiterError extends Error {
  override readonly name = 'ArbiterError';
  /** The HTTP status. */
  readonly status: number;
  /**
   * The problem's code (see ProblemCode), or 'unexpected_response' for an error answer that
   * is not a problem document (a proxy's HTML page, say).
   */
  readonly code: ArbiterErrorCode;
  /** What went wrong, for a human. */
  readonly detail: string;
  /** A schema violation's field errors, by location. */
  readonly errors: Record<string, unknown> | undefined;
  /** The whole problem document (undefined for 'unexpected_response'). */
  readonly problem: Problem | undefined;

  constructor(
    status: number,
    code: ArbiterErrorCode,
    detail: string,
    extra: { errors?: Record<string, unknown>; problem?: Problem } = {},
  ) {
    super(`${status} ${code}: ${detail}`);
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.errors = extra.errors;
    this.problem = extra.problem;
  }

  /** replay: the index of the action that was refused. */
  get step(): number | undefined {
    return this.problem?.step;
  }

  /** The error for a non-2xx answer: its status and its body as the generated client parsed it. */
  static fromResponse(status: number, body: unknown): ArbiterError {
    if (isProblem(body)) {
      return new ArbiterError(status, body.code as ArbiterErrorCode, body.detail, {
        errors: body.errors,
        problem: body,
      });
    }
    const text = typeof body === 'string' ? body.trim().slice(0, 200) : '';
    const detail = `HTTP ${status} without a problem document${text ? `: ${text}` : ''}`;
    return new ArbiterError(status, 'unexpected_response', detail);
  }
}

function isProblem(body: unknown): body is Problem {
  if (typeof body !== 'object' || body === null) return false;
  const { code, detail, status } = body as Record<string, unknown>;
  return typeof code === 'string' && typeof detail === 'string' && typeof status === 'number';
}

export interface ArbiterOptions {
  /** The service's base URL, e.g. http://localhost:8000. */
  baseUrl?: string;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
  /** A fetch implementation (default: globalThis.fetch). */
  fetch?: typeof fetch;
  /** A generated client configured by hand (createClient(createConfig({...}))); baseUrl, headers and fetch are then ignored. */
  client?: Client;
}

interface Outcome<T> {
  data?: T;
  error?: unknown;
  response?: Response;
}

/** The body of a 2xx answer; else an ArbiterError. A failed fetch (network, abort) is rethrown. */
async function settle<T>(pending: Promise<Outcome<T>>): Promise<T> {
  const { data, error, response } = await pending;
  if (response === undefined) throw error;
  if (!response.ok) throw ArbiterError.fromResponse(response.status, error);
  return data as T;
}

/**
 * A client of an Arbiter service. Every method resolves to the operation's success body and
 * rejects with ArbiterError when the service refuses the request. Where a body takes `state`
 * it also takes `state_token` (a sealed state): send one of the two.
 */
export class Arbiter {
  /** The generated client the requests go through. */
  readonly client: Client;

  constructor(options: ArbiterOptions | string = {}) {
    const { client, ...config } = typeof options === 'string' ? { baseUrl: options } : options;
    // only the options given: an undefined member would replace createConfig's default
    const given = Object.fromEntries(Object.entries(config).filter(([, value]) => value !== undefined));
    this.client = client ?? createClient(createConfig(given));
  }

  /** GET /v1/games: the games, their player counts, options and rules versions. */
  games(): Promise<GameList> {
    return settle<GameList>(sdk.listGames({ client: this.client }));
  }

  /** GET /v1/games/{game}: one game's metadata. */
  game(game: GameName): Promise<GameMetadata> {
    return settle<GameMetadata>(sdk.getGame({ client: this.client, path: { game: game as GameId } }));
  }

  /** GET /v1/games/{game}/components: what a frontend needs to draw the game. */
  components(game: GameName): Promise<ComponentsResponse> {
    return settle<ComponentsResponse>(sdk.getComponents({ client: this.client, path: { game: game as GameId } }));
  }

  /** A new game: `{ options, seed?, seal?, player? }`. */
  setup(game: GameName, body: SetupRequest): Promise<SetupResponse> {
    return settle<SetupResponse>(sdk.setup({ client: this.client, path: { game: game as GameId }, body }));
  }

  /** Every legal action of `player` (none given: of every awaiting seat). */
  legalActions(game: GameName, body: LegalActionsRequest): Promise<LegalActionsResponse> {
    return settle<LegalActionsResponse>(
      sdk.legalActions({ client: this.client, path: { game: game as GameId }, body }),
    );
  }

  /** Apply an action: the new state (or token and view), its events and the status. */
  apply(game: GameName, body: ApplyRequest): Promise<ApplyResponse> {
    return settle<ApplyResponse>(sdk.applyAction({ client: this.client, path: { game: game as GameId }, body }));
  }

  /** What `player` (none given: a spectator) may see of the state. */
  view(game: GameName, body: ViewRequest): Promise<ViewResponse> {
    return settle<ViewResponse>(sdk.view({ client: this.client, path: { game: game as GameId }, body }));
  }

  /** A picture of that view, as SVG text (404 render_unsupported for games that draw none). */
  render(game: GameName, body: ViewRequest): Promise<string> {
    const pending = sdk.render({ client: this.client, path: { game: game as GameId }, body, parseAs: 'text' });
    return settle<string>(pending as Promise<Outcome<unknown>> as Promise<Outcome<string>>);
  }

  /** A bot's legal action for `body.player`: random, greedy or mcts (404 policy_unsupported where a game's bots play only random). */
  botAction(game: GameName, body: BotActionRequest): Promise<BotActionResponse> {
    return settle<BotActionResponse>(sdk.botAction({ client: this.client, path: { game: game as GameId }, body }));
  }

  /** Set up and apply `actions` in order; a refused action rejects with an ArbiterError whose `step` says which. */
  replay(game: GameName, body: ReplayRequest): Promise<ReplayResponse> {
    return settle<ReplayResponse>(sdk.replay({ client: this.client, path: { game: game as GameId }, body }));
  }

  /** Gloomhaven: where the active monster moves and whom it attacks. */
  monsterMoves(body: MonsterMovesRequest): Promise<MonsterMovesResponse> {
    return settle<MonsterMovesResponse>(sdk.monsterMoves({ client: this.client, body }));
  }

  /** GET /healthz: liveness. */
  health(): Promise<Health> {
    return settle<Health>(sdk.healthz({ client: this.client }));
  }

  /** GET /readyz: readiness, with the cache's health. */
  ready(): Promise<Ready> {
    return settle<Ready>(sdk.readyz({ client: this.client }));
  }
}
