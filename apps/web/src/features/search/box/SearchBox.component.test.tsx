import { Kategorija, SuggestionsQuery, SuggestionsResponse } from '@zakazi/contract';
import { cataloguePaths } from '@zakazi/contract/paths';
import { screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { t } from '@/lib/i18n';
import { ok, server, stand } from '@/test/stand-in';
import { renderWithApp } from '@/test/render';
import { SearchBox } from './SearchBox';

const DENTIST = { id: 18, slug: 'dentist', naziv: 'Stomatolog' };
const SMILE = {
  id: 144, naziv: 'Stomatološka poliklinika Smile', kategorijaId: 18, grad: 'Novi Sad', prosecnaOcena: null, brojOcena: 0,
  minCena: 2200, valuta: 'RSD' as const, latitude: 45.25, longitude: 19.85, image: null,
};

/** The suggestions the server gives, and every text the box asked about. */
function standInSuggestions() {
  const asked: string[] = [];
  server.use(
    stand('get', cataloguePaths.suggestions, { answers: SuggestionsResponse, query: SuggestionsQuery }, ({ query }) => {
      asked.push(String(query.q));
      return ok({ kategorije: [DENTIST], gradovi: [{ naziv: 'Novi Sad', broj: 39 }], entiteti: [SMILE] });
    }),
    stand('get', cataloguePaths.categories, { answers: z.array(Kategorija) }, () => ok([{ ...DENTIST, nazivEn: 'Dentist', mainKategorijaId: 1 }])),
  );
  return asked;
}

const box = () => <SearchBox id="box" label="Pretraži" placeholder="…" />;

describe('the search box', () => {
  it('suggests as you type (once the typing pauses), moves with the arrows and opens what Enter chooses', async () => {
    const asked = standInSuggestions();
    const { user, router } = await renderWithApp(box(), { texts: ['search'] });
    // A plain input first: the suggestions' chunk is fetched only when someone reaches for the box.
    const plain = await screen.findByRole('searchbox', { name: 'Pretraži' });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(plain);
    const input = await screen.findByRole('combobox', { name: 'Pretraži' }, { timeout: 5000 });
    await waitFor(() => expect(input).toHaveFocus()); // the focus moves to the combobox that replaced the input

    await user.type(input, 'zubar novi sad');
    const category = await screen.findByRole('option', { name: /^Stomatolog.*Novi Sad$/ });
    expect(asked.length).toBeLessThan('zubar novi sad'.length - 1); // debounced, not one request per key
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: t('search.suggest.label') })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Novi Sad.*39/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Smile/ })).toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(category.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(new URLSearchParams(router.state.location.search).get('kategorijaId')).toBe('18');
    expect(new URLSearchParams(router.state.location.search).get('grad')).toBe('Novi Sad');
  });

  it('Enter without a chosen suggestion searches the text; Escape closes the list; a business opens its page', async () => {
    standInSuggestions();
    const { user, router } = await renderWithApp(box(), { texts: ['search'] });
    // Plain until reached for, unless an earlier box in this page's life already fetched the chunk.
    await waitFor(() => expect(screen.queryByRole('searchbox', { name: 'Pretraži' }) ?? screen.queryByRole('combobox', { name: 'Pretraži' })).toBeInTheDocument());
    await user.click(screen.queryByRole('searchbox', { name: 'Pretraži' }) ?? screen.getByRole('combobox', { name: 'Pretraži' }));
    const input = await screen.findByRole('combobox', { name: 'Pretraži' }, { timeout: 5000 });
    await waitFor(() => expect(input).toHaveFocus());
    await user.type(input, 'zubar');
    await screen.findByRole('option', { name: /Smile/ });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));

    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=zubar'));

    await user.click(input);
    await user.click(await screen.findByRole('option', { name: /Smile/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/entity/144'));
  });
});
