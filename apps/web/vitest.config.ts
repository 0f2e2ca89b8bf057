import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Component tests (`npm run test:component`): React components in happy-dom with Testing Library,
 * the API answered by an MSW stand-in whose bodies the contract's zod schemas check (src/test).
 * Only `*.component.test.tsx`: the other `*.test.ts` files are the unit tier (node's runner).
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.component.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    // Two cores shared with other work: one file at a time, and room for a slow moment.
    fileParallelism: false,
    testTimeout: 60_000,
  },
});
