import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { toHtml } from './render-to-html';

const page = (...children: Parameters<typeof createElement>[2][]) => createElement('main', null, ...children);
/** A lazy part whose module arrives after `ms` (never, when ms is undefined). */
const partAfter = (ms: number | undefined, text: string) =>
  lazy<ComponentType>(() => new Promise((resolve) => ms !== undefined && setTimeout(() => resolve({ default: () => createElement('p', null, text) }), ms)));

test('a page with a lazy part is written whole, the part in place of its fallback', async () => {
  const Part = partAfter(20, 'Frizerski salon Ogledalo');
  const html = await toHtml(page(createElement(Suspense, { fallback: createElement('span', null, 'učitava se') }, createElement(Part))));
  // React marks a Suspense boundary's content with <!--$--> … <!--/$--> comments.
  assert.equal(html.replace(/<!--\/?\$-->/g, ''), '<main><p>Frizerski salon Ogledalo</p></main>');
  assert.doesNotMatch(html, /učitava se/);
});

test('a part that never finishes fails the render after the timeout, rather than holding every render queued after it', async () => {
  const started = performance.now();
  await assert.rejects(
    toHtml(page(createElement(Suspense, { fallback: null }, createElement(partAfter(undefined, 'nikad')))), 150),
    /server render of a page took over 150 ms/,
  );
  const waited = performance.now() - started;
  assert.ok(waited >= 140 && waited < 2_000, `rejected after ${Math.round(waited)} ms`);
});

test('a part that throws fails the render (the page is then the client\'s to render)', async () => {
  const Broken = () => {
    throw new Error('no answer for this page');
  };
  await assert.rejects(toHtml(page(createElement(Broken))), /no answer for this page/);
});
