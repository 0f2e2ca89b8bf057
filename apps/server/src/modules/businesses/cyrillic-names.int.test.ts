import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { cataloguePaths, type FilteredResponse, type SuggestionsResponse } from '@zakazi/contract';
import { useTestContext, getJson } from '../../../test/support/test-app.ts';
import { createBusiness } from '../../../test/support/factories.ts';

/**
 * A business whose owner typed it in Cyrillic (its name, its services, its city) is found as one
 * typed in Latin is (issue 29: "a Cyrillic query still finds Latin names and vice versa"): by a
 * query in either script, by its city, and by the spelling vocabulary, whose words are Latin keys.
 */
describe('businesses: names typed in Cyrillic', () => {
  const ctx = useTestContext();
  const NAME = 'Фризерски салон Љиљана';

  before(async () => {
    await createBusiness(ctx.db, {
      naziv: NAME,
      kategorijaSlug: 'hairdresser',
      grad: 'Ђаковица',
      lat: 42.3803,
      lng: 20.4308,
      services: [{ naziv: 'Фенирање' }],
    });
    await createBusiness(ctx.db, { naziv: 'Salon Ljiljak', kategorijaSlug: 'beauty-salon', grad: 'Beograd', lat: 44.8125, lng: 20.4612, services: [{ naziv: 'Manikir' }] });
  });

  const found = async (query: string) => {
    const { status, body } = await getJson<FilteredResponse>(ctx, `${cataloguePaths.filtered}?${query}`);
    assert.equal(status, 200, query);
    return body;
  };
  const names = (body: FilteredResponse) => body.entities.map((e) => e.naziv).sort();

  test('by its name, in Latin and in Cyrillic, in any case', async () => {
    for (const q of ['ljiljana', 'Љиљана', 'frizerski salon ljiljana', 'фризерски салон', 'LJILJANA']) {
      assert.deepEqual(names(await found(`q=${encodeURIComponent(q)}`)), [NAME], q);
    }
  });

  test('by its service and by its city, in either script', async () => {
    assert.deepEqual(names(await found('q=feniranje')), [NAME]);
    assert.deepEqual(names(await found(`q=${encodeURIComponent('фенирање')}`)), [NAME]);
    for (const grad of ['Đakovica', 'djakovica', 'dakovica', 'Ђаковица']) {
      assert.deepEqual(names(await found(`grad=${encodeURIComponent(grad)}`)), [NAME], grad);
    }
    const { body } = await getJson<FilteredResponse>(ctx, `${cataloguePaths.searchByCity}?city=dakovica`);
    assert.deepEqual(names(body), [NAME]);
  });

  test('a misspelling of its name is read as its word, and suggestions find it', async () => {
    const read = await found('q=ljiljna');
    assert.equal(read.ispravljeno, 'ljiljana');
    assert.deepEqual(names(read), [NAME]);
    const { body } = await getJson<SuggestionsResponse>(ctx, `${cataloguePaths.suggestions}?q=${encodeURIComponent('љиљ')}`);
    assert.deepEqual(body.entiteti.map((e) => e.naziv).sort(), [NAME, 'Salon Ljiljak'].sort(), 'both names start a word with "lji"');
  });
});
