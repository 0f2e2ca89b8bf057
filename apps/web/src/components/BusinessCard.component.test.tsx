import type { EntitetSummary } from '@zakazi/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { BusinessCard } from './BusinessCard';

/** A business's name and city, as its owner typed them in either script, in the page's script (lib/typed-text.ts). */

const card: EntitetSummary = {
  id: 7, naziv: 'Frizerski salon Ljiljana', kategorijaId: 3, grad: 'Novi Sad', prosecnaOcena: null, brojOcena: 0, minCena: null, valuta: 'RSD',
  latitude: null, longitude: null, image: null,
};

describe('a business card', () => {
  it('in Cyrillic: the name (heading and picture text) and the city in Cyrillic letters, lj one letter', async () => {
    await renderWithApp(<BusinessCard entity={card} category={{ name: 'Фризер', image: '/x.webp' }} />, { lang: 'sr-Cyrl' });
    expect(await screen.findByRole('heading', { name: 'Фризерски салон Љиљана' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Фризерски салон Љиљана' })).toBeInTheDocument();
    expect(screen.getByText('Нови Сад')).toBeInTheDocument();
    expect(screen.queryByText(/Ljiljana|Novi Sad/)).toBeNull();
  });

  it('in Serbian Latin and in English: Latin as the owner typed it, Cyrillic in Latin letters', async () => {
    const typedInCyrillic = { ...card, naziv: 'Фризерски салон Љиљана', grad: 'Нови Сад' };
    for (const lang of ['sr', 'en'] as const) {
      for (const entity of [card, typedInCyrillic]) {
        const view = await renderWithApp(<BusinessCard entity={entity} />, { lang });
        expect(await screen.findByRole('heading', { name: 'Frizerski salon Ljiljana' })).toBeInTheDocument();
        expect(screen.getByText('Novi Sad')).toBeInTheDocument();
        view.unmount();
      }
    }
  });
});
