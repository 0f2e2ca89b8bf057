import { dirname, join, relative } from 'node:path';
import madge from 'madge';
import typescript from 'typescript';

/**
 * Import circles, type imports counted (`npm run cycles`; a check of the checks tier,
 * scripts/checks.ts). ESLint's import-x/no-cycle does not see a circle that only a type import
 * closes, and one such import (db/schema.ts taking table types from four modules) once put 96
 * server files in one circle. madge reads every import, `import type` and `import()` included,
 * resolved with each workspace's own tsconfig (the web's `@/` paths).
 *
 * Fails on:
 *   - any circle between files;
 *   - two web features, two server modules or two parts of the server (http/, db/, shared/, a
 *     module) that import each other, directly or round a longer loop (each folder taken as one
 *     node): one depends on the other only one way (docs/ARCHITECTURE.md "Boundaries");
 *   - an import of the project's own code that madge could not resolve: the check would be blind
 *     to whatever lies behind it (style sheets and images are no code and are left out).
 */
const root = join(import.meta.dirname, '..');

type Workspace = { name: string; paths: string[]; tsconfig: string };
const WORKSPACES: Workspace[] = [
  { name: 'server', paths: ['apps/server/src', 'apps/server/test'], tsconfig: 'apps/server/tsconfig.json' },
  { name: 'web', paths: ['apps/web/src'], tsconfig: 'apps/web/tsconfig.json' },
  { name: 'contract', paths: ['packages/contract/src', 'packages/contract/test'], tsconfig: 'packages/contract/tsconfig.json' },
];

/**
 * Folders whose subfolders are each one node of the folder graph (the first that holds a file
 * counts): each web feature, each server module, and the server's other parts (http, db, shared…).
 */
const GROUPS = ['apps/web/src/features/', 'apps/server/src/modules/', 'apps/server/src/'];
const TEST_FILE = /\.test\.tsx?$/;
const NOT_CODE = /\.(css|svg|png|webp|jpe?g|woff2?)(\?.*)?$/;

/** file → the files it imports, every path relative to the repository's root. */
export type ImportGraph = Record<string, string[]>;

/**
 * The options as TypeScript parsed them. madge would re-read a tsconfig's path itself, and its
 * reading loses `paths` without `baseUrl` (the web's `@/*`), so every `@/` import went unresolved.
 */
function compilerOptions(tsconfig: string): { options: typescript.CompilerOptions } {
  const file = typescript.readJsonConfigFile(tsconfig, typescript.sys.readFile);
  return { options: typescript.parseJsonSourceFileConfigFileContent(file, typescript.sys, dirname(tsconfig)).options };
}

async function readGraph(workspace: Workspace): Promise<{ graph: ImportGraph; unresolved: string[] }> {
  const result = await madge(
    workspace.paths.map((p) => join(root, p)),
    {
      baseDir: root,
      fileExtensions: ['ts', 'tsx'],
      tsConfig: compilerOptions(join(root, workspace.tsconfig)),
      detectiveOptions: { ts: { skipTypeImports: false, skipAsyncImports: false }, tsx: { skipTypeImports: false, skipAsyncImports: false } },
    },
  );
  const unresolved = result.warnings().skipped.filter((name) => !NOT_CODE.test(name));
  return { graph: result.obj(), unresolved };
}

/** The folder of GROUPS a file belongs to (`apps/web/src/features/booking`), or undefined. */
function groupOf(file: string): string | undefined {
  for (const base of GROUPS) {
    if (file.startsWith(base)) return base + file.slice(base.length).split('/')[0];
  }
  return undefined;
}

/** Strongly connected parts of more than one node (Tarjan), each sorted, as found. */
function circles(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of edges.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const part: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        part.push(member);
      } while (member !== node);
      if (part.length > 1) found.push(part.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The file circles and the folder circles (web features, server modules) of a graph. */
export function findCircles(graph: ImportGraph): { files: string[][]; folders: string[][] } {
  const fileEdges = new Map(Object.entries(graph).map(([file, to]) => [file, new Set(to)]));
  const folderEdges = new Map<string, Set<string>>();
  for (const [file, imports] of Object.entries(graph)) {
    // A test beside the code uses its folder from outside, like a caller: it is no part of it.
    const from = TEST_FILE.test(file) ? undefined : groupOf(file);
    if (!from) continue;
    for (const target of imports) {
      const to = groupOf(target);
      if (!to || to === from) continue;
      folderEdges.set(from, (folderEdges.get(from) ?? new Set()).add(to));
    }
  }
  return { files: circles(fileEdges), folders: circles(folderEdges) };
}

/** Every file circle, folder circle and unresolved import of the repository's workspaces. */
export async function importCircles(): Promise<{ files: number; fileCircles: string[][]; folderCircles: string[][]; unresolved: string[] }> {
  const graph: ImportGraph = {};
  const unresolved: string[] = [];
  for (const workspace of WORKSPACES) {
    const read = await readGraph(workspace);
    Object.assign(graph, read.graph);
    unresolved.push(...read.unresolved.map((name) => `${workspace.name}: ${name}`));
  }
  const { files, folders } = findCircles(graph);
  return { files: Object.keys(graph).length, fileCircles: files, folderCircles: folders, unresolved };
}

if (process.argv[1] === import.meta.filename) {
  const found = await importCircles();
  const show = (title: string, list: string[][]) => {
    if (list.length === 0) return;
    console.log(`${title}:`);
    for (const part of list) console.log(`  ${part.map((p) => relative(root, join(root, p))).join(' ⇄ ')}`);
  };
  show('files importing each other (type imports counted)', found.fileCircles);
  show('features, modules or server parts importing each other', found.folderCircles);
  if (found.unresolved.length) console.log(`imports madge could not resolve (the check cannot see past them):\n  ${found.unresolved.join('\n  ')}`);
  const failed = found.fileCircles.length + found.folderCircles.length + found.unresolved.length > 0;
  console.log(`${found.files} files: ${found.fileCircles.length} file circles, ${found.folderCircles.length} folder circles, ${found.unresolved.length} unresolved imports`);
  process.exit(failed ? 1 : 0);
}
