import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './scripts/chunk-groups.ts';
import { precompressPlugin } from './scripts/precompress.ts';

const api = process.env.VITE_DEV_API ?? 'http://localhost:3000';
const rr = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server's render (src/entry-server.tsx, `vite build --ssr`) is not served: nothing to compress.
  plugins: [react(), ...(isSsrBuild ? [] : [precompressPlugin()])],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // react-router's package exports point at its development build; ship the production one.
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: rr('index.mjs') },
            { find: /^react-router\/dom$/, replacement: rr('dom-export.mjs') },
          ]
        : []),
    ],
  },
  // The server build carries its dependencies (React, Mantine, the router…): one folder the API
  // server imports wherever it lies (a test's temporary copy too), resolving nothing from node_modules.
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: { '/api': api, '/uploads': api },
  },
  build: isSsrBuild
    ? {
        // Beside dist, not in it: the API server imports it (http/web-client.ts); the static files never serve it.
        outDir: 'dist-ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        target: 'node20',
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        target: 'es2022',
        // dist/.vite/manifest.json: the server names a route's modules in that page's HTML (http/client-manifest.ts).
        manifest: true,
        rolldownOptions: {
          input: {
            index: fileURLToPath(new URL('./index.html', import.meta.url)),
            'start-after-paint': fileURLToPath(new URL('./src/start-after-paint.ts', import.meta.url)),
          },
          output: {
            // Which modules share a chunk, and why: scripts/chunk-groups.ts.
            codeSplitting: { groups: chunkGroups },
          },
        },
      },
}));
