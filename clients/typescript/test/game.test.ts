// Plays Foundations of Rome through the SDK against a running server (ARBITER_URL), with
// node's test runner: `npm test` (builds with tsc, then runs dist/test/*.test.js).
// tests/clients/test_typescript_sdk.py starts the server and runs this from pytest.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import {
  applyAction,
  createClient,
  createConfig,
  getGame,
  legalActions,
  listGames,
  setup,
  view,
  type Action,
  type Event,
  type FoundationsOfRomeState,
  type GameStatus,
  type Problem,
  type State,
  type View,
} from '../src/index.js';

const baseUrl = process.env.ARBITER_URL;
if (!baseUrl) {
  throw new Error('set ARBITER_URL to the base URL of a running Arbiter, e.g. http://127.0.0.1:8000');
}
const client = createClient(createConfig({ baseUrl }));
const game = 'foundations-of-rome';
const MAX_STEPS = 1000;

// State and View are unions over every served game, discriminated on `game`: narrowing on it
// gives the members of this game's state and view.
function romeState(state: State | undefined): FoundationsOfRomeState & { game: typeof game } {
  assert.ok(state, 'an answer without "seal" holds the state');
  assert.ok(state.game === game, `a ${game} state, not ${state.game}`);
  return state;
}

function romeView(seen: View | undefined): Extract<View, { game: typeof game }> {
  assert.ok(seen, 'a sealed answer holds a view');
  assert.ok(seen.game === game, `a ${game} view, not ${seen.game}`);
  return seen;
}

async function newGame(): Promise<{ state: FoundationsOfRomeState; status: GameStatus }> {
  const { data } = await setup({
    client,
    path: { game },
    body: { options: { players: 2, first_player: 0 }, seed: 7 },
    throwOnError: true,
  });
  // Without "seal" the answer holds the state (optional in the type: a sealed answer has a token).
  return { state: romeState(data.state), status: data.status };
}

test('lists the games and reads one', async () => {
  const { data: list } = await listGames({ client, throwOnError: true });
  assert.ok(list.games.some((g) => g.id === game));
  const { data: meta } = await getGame({ client, path: { game }, throwOnError: true });
  assert.equal(meta.id, game);
  assert.deepEqual(meta.players, { min: 2, max: 5 });
});

test('plays a complete 2-player game', async () => {
  let { state, status } = await newGame();
  assert.equal(state.game, game);
  assert.deepEqual(status.awaiting, [0]);
  let steps = 0;
  let bought = 0;
  let scored = 0;
  while (!status.terminal) {
    assert.ok(steps < MAX_STEPS, `no end after ${MAX_STEPS} actions`);
    const { data: legal } = await legalActions({ client, path: { game }, body: { state }, throwOnError: true });
    assert.ok(legal.actions.length > 0, 'a game that is not over has legal actions');
    const action: Action = legal.actions.find((a) => a.type !== 'take_income') ?? legal.actions[0];
    const { data: next } = await applyAction({ client, path: { game }, body: { state, action }, throwOnError: true });
    state = romeState(next.state);
    status = next.status;
    steps += 1;
    for (const event of next.events as Event[]) {
      // Events are a union discriminated on `type`: each branch has its own typed members.
      switch (event.type) {
        case 'deed_bought':
          assert.ok(event.price >= 2 && event.deed.length >= 2);
          bought += 1;
          break;
        case 'era_scored':
          assert.equal(event.players.length, 2);
          scored += event.players[0].population.vp >= 0 ? 1 : 0;
          break;
        default:
          break;
      }
    }
  }
  assert.equal(state.phase, 'game_over');
  assert.ok(bought > 0, 'some deed was bought');
  assert.equal(scored, 3, 'three Eras were scored');
  assert.ok(steps > 20, `a whole game takes more than ${steps} actions`);
  assert.equal(status.scores?.length, 2);
  assert.ok((status.winners ?? []).length >= 1);
  const best = Math.max(...status.scores!);
  assert.deepEqual(status.winners, [0, 1].filter((p) => status.scores![p] === best));

  const { data: seen } = await view({ client, path: { game }, body: { state, player: 1 }, throwOnError: true });
  assert.equal(seen.view.viewer, 1);
  assert.equal(seen.status.terminal, true);
});

test('an illegal action is a typed 422 problem', async () => {
  const { state } = await newGame();
  const action: Action = { type: 'take_income', player: 1 };
  const { data, error, response } = await applyAction({ client, path: { game }, body: { state, action } });
  assert.equal(data, undefined);
  assert.equal(response.status, 422);
  assert.match(response.headers.get('content-type') ?? '', /^application\/problem\+json/);
  const problem: Problem | undefined = error;
  assert.ok(problem);
  assert.equal(problem.status, 422);
  assert.equal(problem.code, 'not_your_turn');
  assert.equal(problem.type, 'urn:arbiter:problem:not_your_turn');
  assert.match(problem.detail, /player 1/);

  // With throwOnError the same problem is thrown.
  await assert.rejects(
    applyAction({ client, path: { game }, body: { state, action }, throwOnError: true }),
    (thrown: Problem) => thrown.code === 'not_your_turn' && thrown.status === 422,
  );
});

test('plays a whole game with sealed state tokens only', async () => {
  // The deployment's own backend decides which seat a user plays; here seat 0 plays both sides.
  const { data: start } = await setup({
    client,
    path: { game },
    body: { options: { players: 2, first_player: 0, deed_drafting: true }, seal: true, player: 0 },
    throwOnError: true,
  });
  assert.equal(start.state, undefined, 'a sealed answer holds no state');
  let token = start.state_token!;
  let status = start.status;
  const first = romeView(start.view);
  assert.equal(first.viewer, 0);
  assert.ok(first.draft?.hand, "a drafting game shows the viewer's own hand");
  assert.deepEqual(first.draft.hand, [...first.draft.hand].sort(byLot));
  let steps = 0;
  while (!status.terminal) {
    assert.ok(steps < MAX_STEPS, `no end after ${MAX_STEPS} actions`);
    const player = status.awaiting[0];
    const { data: legal } = await legalActions({
      client,
      path: { game },
      body: { state_token: token, player },
      throwOnError: true,
    });
    const action: Action = legal.actions.find((a) => a.type !== 'take_income') ?? legal.actions[0];
    const { data: next } = await applyAction({
      client,
      path: { game },
      body: { state_token: token, action, seal: true, player },
      throwOnError: true,
    });
    assert.equal(next.state, undefined);
    assert.equal(next.view?.viewer, player);
    token = next.state_token!;
    status = next.status;
    steps += 1;
  }
  assert.ok(steps > 20);
  assert.equal(status.scores?.length, 2);

  const edited = token.slice(0, 20) + (token[20] === 'A' ? 'B' : 'A') + token.slice(21);
  const { error, response } = await view({ client, path: { game }, body: { state_token: edited } });
  assert.equal(response.status, 422);
  assert.equal(error?.code, 'invalid_state_token');
});

function byLot(a: string, b: string): number {
  return a[0] === b[0] ? Number(a.slice(1)) - Number(b.slice(1)) : a < b ? -1 : 1;
}
