// Arbiter's reference web client: pick a game, take a seat, and play against the service's bots.
//
// It holds nothing but sealed state tokens (the service encrypts the state; the page sees only
// the `view` of its own seat) and talks to the service through the SDK facade. The loop:
//   1. the seats in status.awaiting are asked in turn: a bot's seat gets `bot-action` and the
//      action is applied; the human's seat gets its `legal-actions` as buttons;
//   2. after every applied action, the picture (`render`, for the human's seat) and the
//      events log are updated;
//   3. Undo goes back to the token the human last chose from (tokens stay valid: the page
//      keeps its previous ones).
// Query parameters: `api` (the service's base URL; default: the origin this page is served
// from, one level up from /play/) and `delay` (milliseconds before each bot move; default 500).
import { Arbiter, ArbiterError } from '@arbiter/client';
import type { Action, GameMetadata, GameStatus, SetupRequest } from '@arbiter/client';

type Policy = 'greedy' | 'random';

/** One point of the game: what the page keeps of it. */
interface Snapshot {
  token: string;
  status: GameStatus;
  view: Record<string, unknown>;
}

/** A legal-actions answer; `labels` (one text per action), where the service sends them. */
interface Choices {
  actions: Action[];
  labels?: unknown;
}

const params = new URLSearchParams(location.search);
const apiBase = params.get('api') ?? new URL('../', location.href).href.replace(/\/$/, '');
const botDelay = Number(params.get('delay') ?? 500);
const arbiter = new Arbiter(apiBase);

// A preset party for Gloomhaven: the first n of these classes, one character per seat.
const PARTY = ['brute', 'spellweaver', 'tinkerer', 'scoundrel'];
// Options the form leaves at their defaults: the page plays seeded games only.
const HIDDEN_OPTIONS = new Set(['players', 'characters', 'scenario', 'randomness', 'first_player']);

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const form = $<HTMLFormElement>('setup');
const gameSelect = $<HTMLSelectElement>('game');
const playersInput = $<HTMLInputElement>('players');
const seatSelect = $<HTMLSelectElement>('seat');
const seedInput = $<HTMLInputElement>('seed');
const optionsBox = $<HTMLFieldSetElement>('options');
const statusLine = $('status');
const resultBox = $('result');
const picture = $<HTMLImageElement>('picture');
const actionList = $<HTMLUListElement>('actions');
const waiting = $('waiting');
const undoButton = $<HTMLButtonElement>('undo');
const eventList = $<HTMLOListElement>('events');
const errorLine = $('error');

let games: GameMetadata[] = [];
let game = '';
let human = 0;
let players = 2;
let current: Snapshot | undefined;
let history: Snapshot[] = []; // the points the human chose from, newest last
let steps = 0;
let run = 0; // bumped by New game and Undo: a loop of an older run stops
const policies = new Map<string, Policy>();

// ---- the setup form -------------------------------------------------------------------

async function loadGames(): Promise<void> {
  games = (await arbiter.games()).games;
  gameSelect.replaceChildren(...games.map((g) => new Option(g.name, g.id)));
  gameSelect.addEventListener('change', showOptions);
  playersInput.addEventListener('input', showSeats);
  showOptions();
}

function schemaOf(id: string): Record<string, any> {
  return (games.find((g) => g.id === id)?.options ?? {}) as Record<string, any>;
}

/** The player count, a checkbox per boolean option, a list per string choice. */
function showOptions(): void {
  const meta = games.find((g) => g.id === gameSelect.value)!;
  const properties: Record<string, any> = schemaOf(meta.id).properties ?? {};
  const party = properties.characters;
  playersInput.min = String(party ? party.minItems : meta.players.min);
  playersInput.max = String(party ? party.maxItems : meta.players.max);
  playersInput.value = playersInput.min;
  optionsBox.replaceChildren();
  for (const [name, schema] of Object.entries(properties)) {
    if (HIDDEN_OPTIONS.has(name)) continue;
    const label = document.createElement('label');
    label.title = schema.description ?? '';
    let input: HTMLInputElement | HTMLSelectElement;
    if (schema.type === 'boolean') {
      input = Object.assign(document.createElement('input'), { type: 'checkbox', checked: !!schema.default });
      label.append(input, ` ${name}`);
    } else if (Array.isArray(schema.enum)) {
      input = document.createElement('select');
      for (const value of schema.enum) input.append(new Option(value ?? '—', JSON.stringify(value)));
      input.value = JSON.stringify('default' in schema ? schema.default : schema.enum[0]);
      label.append(`${name} `, input);
    } else {
      continue;
    }
    input.name = name;
    input.dataset.option = name;
    optionsBox.append(label);
  }
  if (party) optionsBox.append(`Party: one of ${PARTY.join(', ')} per seat, in that order.`);
  showSeats();
}

function showSeats(): void {
  const n = Math.max(1, Number(playersInput.value) || 1);
  const seat = seatSelect.value;
  seatSelect.replaceChildren(...Array.from({ length: n }, (_, i) => new Option(`seat ${i}`, String(i))));
  if (Number(seat) < n) seatSelect.value = seat;
}

function chosenOptions(): SetupRequest['options'] {
  const options: Record<string, unknown> = {};
  const properties: Record<string, any> = schemaOf(game).properties ?? {};
  if (properties.characters) {
    options.scenario = properties.scenario?.enum?.[0] ?? 1;
    options.characters = PARTY.slice(0, players).map((cls, seat) => ({ class: cls, level: 1, seat }));
  } else {
    options.players = players;
  }
  for (const input of optionsBox.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[data-option]')) {
    const value = input instanceof HTMLInputElement ? input.checked : JSON.parse(input.value);
    if (value !== properties[input.name].default) options[input.name] = value;
  }
  return options as SetupRequest['options'];
}

async function newGame(event: SubmitEvent): Promise<void> {
  event.preventDefault();
  const mine = ++run;
  game = gameSelect.value;
  players = Number(playersInput.value);
  human = Number(seatSelect.value);
  history = [];
  steps = 0;
  eventList.replaceChildren();
  const seed = seedInput.value === '' ? undefined : Number(seedInput.value);
  await guarded(async () => {
    const answer = await arbiter.setup(game, { options: chosenOptions(), seed, seal: true, player: human });
    if (mine !== run) return;
    current = snapshot(answer);
    $('table').hidden = false;
    log(`new game of ${game}: you play seat ${human}`);
    await advance(mine);
  });
}

// ---- the game loop ---------------------------------------------------------------------

function snapshot(answer: { state_token?: string; status: GameStatus; view?: unknown }): Snapshot {
  if (!answer.state_token) throw new Error('the service sent no state_token: is sealing configured?');
  return { token: answer.state_token, status: answer.status, view: (answer.view ?? {}) as Record<string, unknown> };
}

/** Play the bots' seats until the human has a choice to make or the game is over. */
async function advance(mine: number): Promise<void> {
  while (mine === run && current) {
    await show(current);
    if (mine !== run) return;
    const { awaiting, terminal } = current.status;
    if (terminal) return finish(current.status);
    const bot = awaiting.find((seat) => seat !== human);
    if (bot !== undefined) {
      // Simultaneous decisions: every awaiting bot seat acts, one apply each, then the human.
      await sleep(botDelay);
      if (mine !== run) return;
      const action = await botAction(current.token, bot);
      if (mine !== run) return;
      await apply(action, mine);
    } else if (awaiting.includes(human)) {
      return offer(mine);
    } else {
      throw new Error(`nobody to play: awaiting ${JSON.stringify(awaiting)}`);
    }
  }
}

/** The bot's action: the game's greedy policy where it has one, else a random legal action. */
async function botAction(token: string, seat: number): Promise<Action> {
  const policy = policies.get(game) ?? 'greedy';
  try {
    return (await arbiter.botAction(game, { state_token: token, player: seat, policy })).action;
  } catch (error) {
    if (error instanceof ArbiterError && error.code === 'policy_unsupported' && policy !== 'random') {
      policies.set(game, 'random');
      return botAction(token, seat);
    }
    throw error;
  }
}

async function apply(action: Action, mine: number): Promise<void> {
  const answer = await arbiter.apply(game, { state_token: current!.token, action, seal: true, player: human });
  if (mine !== run) return;
  current = snapshot(answer);
  steps += 1;
  log(`${seatName(action.player)}: ${describe(action)}`);
  for (const event of answer.events) log(describe(event), 'event');
}

/** The human's legal actions as buttons. */
async function offer(mine: number): Promise<void> {
  const here = current!;
  const choices = (await arbiter.legalActions(game, { state_token: here.token, player: human })) as Choices;
  if (mine !== run) return;
  const labels = Array.isArray(choices.labels) && choices.labels.length === choices.actions.length ? choices.labels : null;
  actionList.replaceChildren(
    ...choices.actions.map((action, i) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'action';
      button.dataset.type = action.type;
      button.textContent = typeof labels?.[i] === 'string' ? labels[i] : describe(action);
      button.addEventListener('click', () => choose(action, here));
      const item = document.createElement('li');
      item.append(button);
      return item;
    }),
  );
  waiting.hidden = true;
  setBusy(false);
}

async function choose(action: Action, from: Snapshot): Promise<void> {
  if (current !== from) return; // a click on a stale list
  const mine = ++run;
  actionList.replaceChildren();
  waiting.hidden = false;
  setBusy(true);
  await guarded(async () => {
    await apply(action, mine);
    if (mine !== run) return;
    history.push(from);
    await advance(mine);
  });
}

/** Back to the point the human last chose from (the page still has that token). */
async function undo(): Promise<void> {
  const previous = history.pop();
  if (!previous) return;
  const mine = ++run;
  current = previous;
  steps += 1;
  actionList.replaceChildren(); // the later turn's buttons go until the earlier turn's are offered
  waiting.hidden = false;
  setBusy(true);
  log('undo: back to your previous turn', 'undo');
  resultBox.hidden = true;
  await guarded(() => advance(mine));
}

// ---- showing the game ------------------------------------------------------------------

async function show(point: Snapshot): Promise<void> {
  const { phase, awaiting, terminal } = point.status;
  const round = typeof point.view.round === 'number' ? point.view.round : null;
  const who = awaiting.map(seatName).join(', ') || 'nobody';
  statusLine.textContent = `${game} · phase ${phase}${round === null ? '' : ` · round ${round}`} · awaiting ${who}`;
  Object.assign(statusLine.dataset, {
    phase,
    awaiting: awaiting.join(','),
    terminal: String(terminal),
    round: String(round ?? ''),
    steps: String(steps),
  });
  undoButton.disabled = history.length === 0;
  const svg = await arbiter.render(game, { state_token: point.token, player: human });
  if (point === current) picture.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function finish(status: GameStatus): void {
  actionList.replaceChildren();
  waiting.hidden = true;
  setBusy(false);
  const scores = (status.scores ?? []).map((score, seat) => `${seatName(seat)}: ${score}`).join(', ');
  const winners = (status.winners ?? []).map(seatName).join(', ') || 'nobody';
  const outcome = status.outcome ? ` (${status.outcome})` : '';
  resultBox.textContent = `Game over${outcome}. Scores: ${scores || '—'}. Winner: ${winners}.`;
  resultBox.dataset.scores = JSON.stringify(status.scores);
  resultBox.hidden = false;
  log(resultBox.textContent);
}

function seatName(seat: number): string {
  if (seat === human) return `you (seat ${seat})`;
  return seat < 0 ? 'chance' : `bot (seat ${seat})`;
}

/** A readable line for an action or event: its type, then its members but the player. */
function describe(item: { type: string; [key: string]: unknown }): string {
  const members = Object.entries(item)
    .filter(([key]) => key !== 'type' && key !== 'player')
    .map(([key, value]) => `${key.replaceAll('_', ' ')} ${text(value)}`);
  return [item.type.replaceAll('_', ' '), ...members].join(' · ');
}

function text(value: unknown): string {
  if (Array.isArray(value)) {
    return value.every((v) => typeof v === 'number') ? `(${value.join(', ')})` : value.map(text).join(' ');
  }
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function log(line: string, kind = 'move'): void {
  const item = document.createElement('li');
  item.className = kind;
  item.textContent = line;
  eventList.append(item);
  while (eventList.children.length > 300) eventList.firstElementChild!.remove();
  eventList.scrollTop = eventList.scrollHeight;
}

function setBusy(busy: boolean): void {
  statusLine.dataset.busy = String(busy);
  undoButton.disabled = history.length === 0;
}

async function guarded(work: () => Promise<void>): Promise<void> {
  errorLine.hidden = true;
  try {
    await work();
  } catch (error) {
    errorLine.textContent =
      error instanceof ArbiterError
        ? `The service refused: ${error.code} — ${error.detail}`
        : `Something failed: ${error instanceof Error ? error.message : String(error)}`;
    errorLine.hidden = false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

form.addEventListener('submit', (event) => void newGame(event));
undoButton.addEventListener('click', () => void undo());
void guarded(loadGames);
