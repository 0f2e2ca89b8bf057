import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './scripts/precompress.ts';

const api = process.env.VITE_DEV_API ?? 'http://localhost:3000';
const rr = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  plugins: [react(), precompressPlugin()],
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
  server: {
    port: 5173,
    proxy: { '/api': api, '/uploads': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // dist/.vite/manifest.json: the server names a route's modules in that page's HTML (http/client-manifest.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // What every route needs goes into one chunk: one request, and one gzip dictionary instead
        // of many small chunks (measurably smaller for the home route budget).
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              // (clsx: its ESM build only; the CommonJS one is what react-big-calendar's drag-and-drop
              // addon requires, and belongs with the calendar tab, not with every route)
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|clsx[\\/]dist[\\/]clsx\.mjs|@mantine[\\/]core[\\/]esm[\\/]core)([\\/]|$)/,
              priority: 10,
            },
            // Modules that a dozen or more lazy routes share (Text, buttons, the HTTP client, formatting…) go
            // into one chunk instead of a dozen tiny ones: Lighthouse's slow 4G opens 6 connections per
            // origin, and the business page asked for 40 scripts before its first paint (now 31).
            // Shared by fewer routes, modules stay with their routes (at 4 the chunk took 83 KB gz
            // the home route does not need).
            { name: 'shared', minShareCount: 12, priority: 5 },
          ],
        },
      },
    },
  },
}));
