// Builds the page the service serves at /play (service/play.py) into service/static/play.
// The SDK is imported from its TypeScript source (clients/typescript/src), so the build needs
// no prior build of the SDK package. File names carry no hash: the output depends only on the
// sources and the pinned tool versions, and scripts/build-web.sh checks it for drift.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  // relative URLs: the page works under /play/ and behind a proxy's path prefix
  base: './',
  resolve: {
    alias: { '@arbiter/client': here('../clients/typescript/src/index.ts') },
  },
  build: {
    outDir: process.env.PLAY_OUT_DIR ?? here('../service/static/play'),
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    rollupOptions: {
      output: {
        entryFileNames: 'assets/play.js',
        chunkFileNames: 'assets/[name].js',
        assetFileNames: 'assets/[name][extname]',
      },
    },
  },
});
