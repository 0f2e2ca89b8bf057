// ESLint for the whole monorepo: the architecture's import rules made executable, plus the
// TypeScript and React-hooks rule sets. `npm run test:checks` runs it (with tsc and knip) before
// any test. docs/ARCHITECTURE.md names the rule behind each boundary; keep the two in step.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const SERVER_MODULES = 'apps/server/src/modules';
const WEB_FEATURES = 'apps/web/src/features';

/** The folders directly under `dir` (a new server module or web feature is covered without editing this file). */
const foldersIn = (dir) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Server: a module is used from outside only through its public face, `modules/<m>/index.ts`.
 * Everything else in the server (other modules, app.ts, http/, db/, demo/, test/support) and the
 * workspaces that import server code (bench, e2e, scripts) may import `<m>/index.ts` and nothing
 * else of `<m>`.
 */
const serverModuleZones = foldersIn(SERVER_MODULES).map((module) => ({
  target: [
    `${SERVER_MODULES}/!(${module})/**`,
    'apps/server/src/!(modules)/**',
    'apps/server/src/*.ts',
    'apps/server/test/**',
    'bench/**',
    'e2e/**',
    'scripts/**',
  ],
  from: `${SERVER_MODULES}/${module}`,
  except: ['./index.ts'],
  message: `Import the ${module} module through its public face, modules/${module}/index.ts (docs/ARCHITECTURE.md, "Boundaries").`,
}));

/**
 * Web: a feature is used by another feature only through its `index.ts`. The app shell (src/app,
 * main.tsx) may also use a feature's route pages (`*Page.tsx`) and its `shell.ts` — see below.
 */
const webFeatureZones = foldersIn(WEB_FEATURES).flatMap((feature) => {
  const base = join(root, WEB_FEATURES, feature);
  return [
    {
      target: [`${WEB_FEATURES}/!(${feature})/**`],
      from: `${WEB_FEATURES}/${feature}`,
      except: ['./index.ts'],
      message: `Another feature uses ${feature} only through features/${feature}/index.ts (docs/ARCHITECTURE.md, "Boundaries").`,
    },
    {
      // The shell's entry points into a feature, besides index.ts: the route pages, which
      // routes.tsx imports lazily so that each route is its own chunk, and shell.ts, what the
      // header shows on every page, kept apart from index.ts so the first bundle stays small
      // (through auth's index.ts the home route carried 30 kB more gzipped JS).
      target: ['apps/web/src/app/**', 'apps/web/src/main.tsx'],
      from: [`${base}/**`],
      // (one glob: import-x wants every exception of a glob zone to be a glob)
      except: [`${base}/{index.ts,shell.ts,*Page.tsx}`],
      message: `The app shell uses ${feature} through features/${feature}/index.ts, shell.ts or a route page (*Page.tsx) (docs/ARCHITECTURE.md, "Boundaries").`,
    },
  ];
});

/**
 * Shared web code knows no feature: components/ and lib/ are below the features, never beside them.
 * One exception: lib/i18n.ts is the registry of every feature's texts and reads each feature's
 * i18n.ts (texts only, which import nothing of the feature); it is what makes t()'s keys typed
 * across features and lets a route load its feature's texts lazily.
 */
const webFeatures = join(root, WEB_FEATURES);
const sharedWebZones = [
  {
    target: ['apps/web/src/components/**', 'apps/web/src/lib/!(i18n).{ts,tsx}', 'apps/web/src/lib/*/**'],
    from: WEB_FEATURES,
    message: 'components/ and lib/ are shared by every feature and import none (docs/ARCHITECTURE.md, "Boundaries").',
  },
  {
    target: ['apps/web/src/lib/i18n.ts'],
    from: [`${webFeatures}/**`],
    except: [`${webFeatures}/*/i18n.ts`],
    message: "lib/i18n.ts reads a feature's texts (features/<f>/i18n.ts) and nothing else of it (docs/ARCHITECTURE.md, \"Boundaries\").",
  },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'apps/web/public/**', 'data/**', '.tmp/**', 'test-results/**'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads TypeScript files (for no-cycle it parses every file an import leads to).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          // The root tsconfig.json references every workspace's own (the web's `@/` paths among them).
          project: 'tsconfig.json',
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...serverModuleZones, ...webFeatureZones, ...sharedWebZones] },
      ],
      // Unused code is an error; `_name` marks an argument a signature needs but the body does not.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The two rules of hooks. The plugin's React Compiler rules (purity, refs, set-state-in-effect…)
    // are left out: the build does not use the compiler, and their analysis tripled the web's lint
    // time (14 s → 36 s of CPU on this machine).
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
