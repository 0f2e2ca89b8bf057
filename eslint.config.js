// ESLint for the whole monorepo: the architecture's import rules made executable, plus the
// TypeScript and React-hooks rule sets. `npm run test:checks` runs it (with tsc and knip) before
// any test. docs/ARCHITECTURE.md names the rule behind each boundary; keep the two in step.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import typescript from 'typescript';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/**
 * Every workspace's tsconfig.json, as the root tsconfig.json lists them. The import resolver gets
 * each one by name: given only the root (a solution with `files: []` and references), it matched no
 * file and so never applied the web's `paths`, and every `@/…` import went unresolved, which
 * no-restricted-paths and no-cycle silently skip (`@/features/booking` passed in lib/ while
 * `../features/booking` failed). `scripts/lint-boundaries.test.ts` holds this.
 */
const workspaceProjects = typescript
  .readConfigFile(join(root, 'tsconfig.json'), typescript.sys.readFile)
  .config.references.map((reference) => join(root, reference.path, 'tsconfig.json'));
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
 * Server: the layers under the modules and http/ (docs/ARCHITECTURE.md, "Boundaries"). A module's
 * services and queries never import http/ (what both need, the errors, the caller and its checks,
 * the session check's shapes, is in shared/); http/ imports no module (app.ts wires the modules
 * and hands http/ what it needs of them as parameters); shared/ is below both; db/ (the pool, the
 * migrations, the table types in db/tables/) is below everything. Tests beside the code are
 * callers from outside and may use any layer.
 */
const SERVER = 'apps/server/src';
const serverLayerZones = [
  {
    target: [`${SERVER}/modules/**`],
    from: `${SERVER}/http`,
    message: 'A module does not import http/: errors, the caller and its checks are in shared/ (docs/ARCHITECTURE.md, "Boundaries").',
  },
  {
    target: [`${SERVER}/http/**/!(*.test).ts`],
    from: `${SERVER}/modules`,
    message: 'http/ imports no module: app.ts passes in what http/ needs of a module (docs/ARCHITECTURE.md, "Boundaries").',
  },
  {
    target: [`${SERVER}/shared/**`],
    from: [`${SERVER}/http`, `${SERVER}/modules`, `${SERVER}/app.ts`],
    message: 'shared/ is below the modules and http/ and imports neither (docs/ARCHITECTURE.md, "Boundaries").',
  },
  {
    target: [`${SERVER}/db/**/!(*.test).ts`],
    from: [`${SERVER}/http`, `${SERVER}/modules`, `${SERVER}/shared`, `${SERVER}/app.ts`],
    message: 'db/ is below every other part of the server and imports none; table types live in db/tables/ (docs/ARCHITECTURE.md, "Boundaries").',
  },
];

/**
 * Web: a feature is used by another feature only through its `index.ts`, or its `shell.ts`: the few
 * parts a page shows at first paint (search's box, in the header and the home page's hero), kept
 * apart from index.ts so that a page needing only them does not load the rest of the feature with
 * them (search's index.ts brings the list pages' toolbar, pager and map). The app shell (src/app,
 * main.tsx) may also use a feature's route pages (`*Page.tsx`) — see below.
 */
const webFeatureZones = foldersIn(WEB_FEATURES).flatMap((feature) => {
  const base = join(root, WEB_FEATURES, feature);
  return [
    {
      target: [`${WEB_FEATURES}/!(${feature})/**`],
      from: `${WEB_FEATURES}/${feature}`,
      except: ['./index.ts', './shell.ts'],
      message: `Another feature uses ${feature} only through features/${feature}/index.ts or shell.ts (docs/ARCHITECTURE.md, "Boundaries").`,
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
 * across features and lets a route load its feature's texts lazily. The first bundle's features
 * keep their English apart (i18n.en.ts), which lib/i18n.first-en.ts gathers for English pages.
 */
const webFeatures = join(root, WEB_FEATURES);
const sharedWebZones = [
  {
    target: ['apps/web/src/components/**', 'apps/web/src/lib/!(i18n|i18n.first-en).{ts,tsx}', 'apps/web/src/lib/*/**'],
    from: WEB_FEATURES,
    message: 'components/ and lib/ are shared by every feature and import none (docs/ARCHITECTURE.md, "Boundaries").',
  },
  {
    target: ['apps/web/src/lib/i18n.ts', 'apps/web/src/lib/i18n.first-en.ts'],
    from: [`${webFeatures}/**`],
    except: [`${webFeatures}/*/i18n{,.en}.ts`],
    message: "lib/i18n.ts reads a feature's texts (features/<f>/i18n.ts) and nothing else of it (docs/ARCHITECTURE.md, \"Boundaries\").",
  },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', 'apps/web/public/**', 'data/**', '.tmp/**', 'test-results/**'],
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
        // Each file is resolved with the tsconfig of its own workspace (the web's `@/` paths among them).
        createTypeScriptImportResolver({ project: workspaceProjects, noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      // An import the resolver cannot follow is skipped by the two rules above and by the
      // boundaries below; failing on it keeps them from going blind without anyone noticing.
      'import-x/no-unresolved': 'error',
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...serverModuleZones, ...serverLayerZones, ...webFeatureZones, ...sharedWebZones] },
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
