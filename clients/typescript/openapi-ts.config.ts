import { defineConfig } from '@hey-api/openapi-ts';

// `npx openapi-ts` (or scripts/generate-clients.sh, from the repository root) regenerates
// src/generated from the committed spec; the output is committed and checked for drift.
export default defineConfig({
  input: '../../openapi/openapi.json',
  output: { path: 'src/generated', postProcess: [] },
  plugins: [
    '@hey-api/client-fetch',
    '@hey-api/typescript',
    '@hey-api/sdk',
  ],
});
