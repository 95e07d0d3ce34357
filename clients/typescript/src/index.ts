// @arbiter/client: the generated SDK (src/generated, from openapi/openapi.json by
// @hey-api/openapi-ts; regenerate with scripts/generate-clients.sh) and its fetch client.
//
//   import { createClient, createConfig, setup } from '@arbiter/client';
//   const client = createClient(createConfig({ baseUrl: 'http://localhost:8000' }));
//   const { data, error } = await setup({ client, path: { game: 'foundations-of-rome' },
//                                         body: { options: { players: 2 }, seed: 42 } });
export * from './generated/index.js';
export { client } from './generated/client.gen.js';
export { createClient, createConfig } from './generated/client/index.js';
export type { Client, Config, RequestResult } from './generated/client/index.js';
