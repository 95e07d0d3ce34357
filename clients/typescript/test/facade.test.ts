// The hand-written facade (src/arbiter.ts) against a running server (ARBITER_URL): success
// bodies back, ArbiterError (an Error) thrown for problems. Run by `npm test`.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { Arbiter, ArbiterError, problemCodes, type Action, type ProblemCode } from '../src/index.js';

const baseUrl = process.env.ARBITER_URL;
if (!baseUrl) {
  throw new Error('set ARBITER_URL to the base URL of a running Arbiter, e.g. http://127.0.0.1:8000');
}
const arbiter = new Arbiter(baseUrl);
const game = 'foundations-of-rome';
const options = { players: 2, first_player: 0 };

async function refusal(pending: Promise<unknown>): Promise<ArbiterError> {
  try {
    await pending;
  } catch (err) {
    assert.ok(err instanceof ArbiterError, `an ArbiterError, not ${String(err)}`);
    assert.ok(err instanceof Error);
    return err;
  }
  assert.fail('the request was not refused');
}

test('facade: reads games, components and health', async () => {
  const { games } = await arbiter.games();
  assert.ok(games.some((g) => g.id === game));
  const meta = await arbiter.game(game);
  assert.deepEqual(meta.players, { min: 2, max: 5 });
  const { components } = await arbiter.components(game);
  assert.ok(components);
  assert.equal((await arbiter.health()).status, 'ok');
  assert.ok(['ready', 'degraded'].includes((await arbiter.ready()).status));
});

test('facade: plays a whole game, views and replays', async () => {
  let { state, status } = await arbiter.setup(game, { options, seed: 7 });
  const actions: Action[] = [];
  while (!status.terminal) {
    assert.ok(actions.length < 1000);
    const legal = await arbiter.legalActions(game, { state });
    const action = legal.actions.find((a) => a.type !== 'take_income') ?? legal.actions[0];
    ({ state, status } = await arbiter.apply(game, { state, action }));
    actions.push(action);
  }
  assert.ok(actions.length > 20);
  assert.equal(status.scores?.length, 2);
  const { view } = await arbiter.view(game, { state, player: 1 });
  assert.equal(view.viewer, 1);
  const replayed = await arbiter.replay(game, { options, seed: 7, actions });
  assert.deepEqual(replayed.status, status);
  assert.equal(replayed.steps.length, actions.length);
});

test('facade: problems are ArbiterErrors with typed codes', async () => {
  const { state } = await arbiter.setup(game, { options, seed: 7 });
  const out = await refusal(arbiter.apply(game, { state, action: { type: 'take_income', player: 1 } }));
  const code: ProblemCode | 'unexpected_response' = out.code;
  assert.equal(out.name, 'ArbiterError');
  assert.deepEqual([out.status, code, out.errors, out.step], [422, 'not_your_turn', undefined, undefined]);
  assert.match(out.detail, /player 1/);
  assert.equal(out.message, `422 not_your_turn: ${out.detail}`);
  assert.equal(out.problem?.type, 'urn:arbiter:problem:not_your_turn');
  assert.ok((problemCodes as readonly string[]).includes(out.code));

  const invalid = await refusal(arbiter.legalActions(game, { state, player: -2 }));
  assert.equal(invalid.code, 'validation_error');
  assert.match(JSON.stringify(invalid.errors), /player/);

  const unknown = await refusal(arbiter.game('chess'));
  assert.deepEqual([unknown.status, unknown.code], [404, 'unknown_game']);

  const income: Action = { type: 'take_income', player: 0 };
  const replay = await refusal(arbiter.replay(game, { options, seed: 7, actions: [income, income] }));
  assert.deepEqual([replay.code, replay.step], ['not_your_turn', 1]);
});

test('facade: sealed tokens and pictures', async () => {
  const start = await arbiter.setup(game, { options: { players: 2, deed_drafting: true }, seal: true, player: 0 });
  assert.equal(start.state, undefined);
  const player = start.status.awaiting[0];
  const legal = await arbiter.legalActions(game, { state_token: start.state_token, player });
  const next = await arbiter.apply(game, {
    state_token: start.state_token,
    action: legal.actions[0],
    seal: true,
    player,
  });
  assert.equal(next.view?.viewer, player);
  const picture = await arbiter.render(game, { state_token: next.state_token, player });
  assert.ok(picture.startsWith('<svg'));
  const bot = await arbiter.botAction(game, {
    state_token: next.state_token,
    player: next.status.awaiting[0],
    policy: 'random',
  });
  assert.equal(bot.policy, 'random');

  const founders = await arbiter.setup('founders-of-gloomhaven', { options: { players: 2 }, seed: 1 });
  const svg = await arbiter.render('founders-of-gloomhaven', { state: founders.state, player: 0 });
  assert.equal(typeof svg, 'string');
  assert.ok(svg.startsWith('<svg') && svg.trimEnd().endsWith('</svg>'));
});

test('facade: an error answer that is no problem is unexpected_response', async () => {
  const proxy = new Arbiter({
    baseUrl: 'http://arbiter.invalid',
    fetch: async () => new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
  });
  const err = await refusal(proxy.games());
  assert.deepEqual([err.status, err.code, err.problem], [502, 'unexpected_response', undefined]);
  assert.match(err.detail, /Bad Gateway/);

  const offline = new Arbiter({
    baseUrl: 'http://arbiter.invalid',
    fetch: async () => {
      throw new TypeError('fetch failed');
    },
  });
  await assert.rejects(offline.games(), (thrown: unknown) => thrown instanceof TypeError && !(thrown instanceof ArbiterError));
});
