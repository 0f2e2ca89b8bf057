import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { t } from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import { galleryImages } from '../gallery-images';
import { Gallery } from './Gallery';

const ILLUSTRATION = '/images/categories/hairdresser.webp';
const uploads = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, filePath: `/uploads/entitet-7/${i + 1}.webp` }));

/** The business page's gallery as EntityPage builds it: the business's images and its category's illustration. */
const gallery = (entity: Parameters<typeof galleryImages>[0]) =>
  renderWithApp(<Gallery images={galleryImages(entity, ILLUSTRATION)} name="Salon Lana" />, { texts: ['businesses'] });

describe('the business page gallery', () => {
  it('counts the business’s own images only, as the owner’s Slike tab does', async () => {
    await gallery({ slike: uploads(3), image: '/uploads/entitet-7/1.webp' });
    const main = screen.getByRole('img', { name: `Salon Lana — ${t('businesses.gallery.image', { n: 1, total: 3 })}` });
    expect(main).toHaveAttribute('src', expect.stringContaining('/uploads/entitet-7/1.webp'));
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Prikaži sliku/ })).toHaveLength(3);
    expect(document.querySelector(`img[src="${ILLUSTRATION}"]`)).toBeNull();
  });

  it('shows the category’s illustration, uncounted, when the business has no image', async () => {
    await gallery({ slike: [], image: null });
    expect(screen.getByRole('img', { name: `Salon Lana — ${t('businesses.gallery.image', { n: 1, total: 1 })}` })).toHaveAttribute('src', ILLUSTRATION);
    expect(screen.queryByText(/\d+ \/ \d+/)).toBeNull();
  });
});
