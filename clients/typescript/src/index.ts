// @arbiter/client: Arbiter (src/arbiter.ts, hand-written: one method per operation, rejecting
// with ArbiterError) over the SDK generated from openapi/openapi.json (src/generated, by
// @hey-api/openapi-ts; regenerate with scripts/generate-clients.sh) and its fetch client.
//
//   import { Arbiter, ArbiterError } from '@arbiter/client';
//   const arbiter = new Arbiter('http://localhost:8000');
//   const game = await arbiter.setup('foundations-of-rome', { options: { players: 2 }, seed: 42 });
export { Arbiter, ArbiterError, type ArbiterOptions, type GameName } from './arbiter.js';
export { problemCodes, type ArbiterErrorCode, type ProblemCode } from './generated/problem-codes.gen.js';
export * from './generated/index.js';
export { client } from './generated/client.gen.js';
export { createClient, createConfig } from './generated/client/index.js';
export type { Client, Config, RequestResult } from './generated/client/index.js';
