import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';

/**
 * The docs say how things are now (issue 27 item 4), and these checks keep them saying it:
 * - every decision record says first whether it still holds, and a superseded one names its
 *   successor, so a reader never follows a chain of amendments to learn that a record is history;
 * - docs/ARCHITECTURE.md's map names every server module and web feature, and links the area pages;
 * - the docs' relative links lead to files;
 * - code comments give their reasons in words: benchmark figures live in bench/README.md, where the
 *   run that measured them (machine, load, code) is written beside them.
 */
const root = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const dirs = (path: string) => readdirSync(join(root, path)).filter((name) => statSync(join(root, path, name)).isDirectory());

const DECISIONS = 'docs/decisions';
const records = readdirSync(join(root, DECISIONS)).filter((f) => /^\d{3}-.*\.md$/.test(f));
const recordNumbers = new Set(records.map((f) => f.slice(0, 3)));

test('every decision record states its status in its first line: Accepted, or Superseded by its successor', () => {
  assert.ok(records.length > 0);
  for (const file of records) {
    const [title, blank, status] = read(`${DECISIONS}/${file}`).split('\n');
    assert.match(title!, new RegExp(`^# ${file.slice(0, 3)} — `), `${file}: the title starts with the record's number`);
    assert.equal(blank, '', `${file}: a blank line after the title`);
    assert.match(status!, /^(- )?Status: (Accepted|Superseded by )/i, `${file}: the first line after the title is its status`);
    if (/^(- )?Status: Superseded by /i.test(status!)) {
      // A successor by number and title, or (until it has a number) by name and issue.
      assert.match(status!, /^(- )?Status: Superseded by (\d{3} \(.+\)|the .+ record \(issue \d+\))/i, `${file}: a superseded record names its successor`);
    }
    for (const [, n] of status!.matchAll(/\b(?:by|and|,) (\d{3})\b/g)) assert.ok(recordNumbers.has(n!), `${file}: its status names record ${n}, which does not exist`);
  }
});

/** The first cells of a markdown table under `heading`, each split at commas ("auth, account"), without parentheses. */
function namesInTable(markdown: string, heading: string): Set<string> {
  const section = markdown.split(`\n## ${heading}\n`)[1]?.split('\n## ')[0] ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('|---'));
  return new Set(rows.slice(1).flatMap((row) => row.split('|')[1]!.split(',').map((name) => name.replace(/\(.*\)/, '').trim())));
}

test('docs/ARCHITECTURE.md names every server module and web feature, and links every area page', () => {
  const map = read('docs/ARCHITECTURE.md');
  const modules = namesInTable(map, 'Server modules today');
  for (const module of dirs('apps/server/src/modules')) assert.ok(modules.has(module), `server module ${module} is missing from "Server modules today"`);
  const features = namesInTable(map, 'Web features today');
  for (const feature of dirs('apps/web/src/features')) assert.ok(features.has(feature), `web feature ${feature} is missing from "Web features today"`);
  const areas = readdirSync(join(root, 'docs/areas')).filter((f) => f.endsWith('.md'));
  assert.deepEqual(areas.sort(), ['booking.md', 'identity.md', 'notifications.md', 'search.md', 'web-client.md']);
  for (const area of areas) assert.ok(map.includes(`](areas/${area})`), `docs/ARCHITECTURE.md links areas/${area}`);
});

test("the docs' relative links lead to files", () => {
  const docs = ['README.md', 'docs/ARCHITECTURE.md', 'docs/operations.md', ...readdirSync(join(root, 'docs/areas')).map((f) => `docs/areas/${f}`)];
  for (const doc of docs) {
    for (const [, target] of read(doc).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(https?:|mailto:|#)/.test(target!)) continue;
      const path = join(root, dirname(doc), target!.split('#')[0]!);
      assert.ok(existsSync(path), `${doc}: the link ${target} leads nowhere`);
    }
  }
});

/**
 * Figures of a measurement, as comments wrote them: microseconds, milliseconds with decimals or as
 * a range, seconds with decimals, approximations (~50 ms), percentages, before → after, ratios
 * (3–4×), rates (bookings/s), compressed sizes. A setting's value ("debounced by 300 ms",
 * "44 × 44 px", "10 MB") is not one.
 */
const FIGURE = new RegExp(
  [
    String.raw`\d+(?:[.,]\d+)?\s?[µμ]s\b`,
    String.raw`\d+\.\d+\s?ms\b`,
    String.raw`\d+(?:\.\d+)?\s?[–-]\s?\d+(?:\.\d+)?\s?ms\b`,
    String.raw`(?<![%\w])\d+(?:\.\d+)?\s?%(?![0-9A-Fa-f]{2})`,
    String.raw`\d+\.\d+\s?→\s?\d+\.\d+`,
    String.raw`\d\s?×(?!\s?\d)`,
    String.raw`\d\s?(?:req|requests|bookings|mails)/s\b`,
    String.raw`\d+(?:\.\d+)?\s?KB (?:gz|gzipped|of compressed)`,
    String.raw`~\s?\d+(?:\.\d+)?\s?(?:ms|s|KB)\b`,
    String.raw`\d+\.\d+\s?s\b`,
  ].join('|'),
);

/**
 * Files that issue 27's other branches rewrite or remove (items 1 and 2), whose comments still
 * carry figures; each goes from this list when its branch is merged. A listed file that is still
 * there but holds no figure any more fails the test, so the list only shrinks.
 */
const FIGURES_BEING_REWRITTEN = new Set<string>([
]);

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(join(root, dir))) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

/** Every comment of a TypeScript file, found by parsing it (a template or a regular expression is not a comment). */
function commentsOf(path: string): string[] {
  const text = read(path);
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = new Map<number, string>();
  const take = (ranges: ts.CommentRange[] | undefined) => ranges?.forEach((r) => found.set(r.pos, text.slice(r.pos, r.end)));
  const visit = (node: ts.Node) => {
    take(ts.getLeadingCommentRanges(text, node.getFullStart()));
    take(ts.getTrailingCommentRanges(text, node.getEnd()));
    node.getChildren(file).forEach(visit);
  };
  visit(file);
  // One line of text per comment, so a figure broken over two lines of it is still seen.
  return [...found.values()].map((comment) => comment.replace(/\s*\n\s*(?:\*(?!\/)|\/\/)?\s*/g, ' '));
}

test('code comments in apps/ and packages/ give reasons in words; benchmark figures live in bench/README.md', () => {
  const files = [...sourceFiles('apps'), ...sourceFiles('packages')];
  assert.ok(files.length > 100);
  const offending: string[] = [];
  for (const path of files) {
    // Only a file whose text shows a figure somewhere is parsed for its comments.
    const figures = FIGURE.test(read(path)) ? commentsOf(path).flatMap((comment) => comment.match(new RegExp(FIGURE, 'g')) ?? []) : [];
    if (FIGURES_BEING_REWRITTEN.has(path)) assert.ok(figures.length > 0, `${path} holds no figure any more: take it off FIGURES_BEING_REWRITTEN`);
    else if (figures.length > 0) offending.push(`${relative(root, join(root, path))}: ${figures.join(', ')}`);
  }
  assert.deepEqual(offending, [], 'move these figures to bench/README.md ("Figures behind the code\'s comments") and say the reason in words');
});
