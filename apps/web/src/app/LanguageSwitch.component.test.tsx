import { Text } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { StatusBadge } from '@/features/booking';
import { formatPrice, formatDate } from '@/lib/format';
import { i18n, useTranslation } from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import { LanguageSwitch } from './LanguageSwitch';

/** A few of the interface's texts, a date and a price, in the language chosen by the switch beside them. */
function Page() {
  const { t, i18n } = useTranslation();
  return (
    <>
      <LanguageSwitch />
      <Text>{t('common.tagline')}</Text>
      <Text>{t('common.card.reviews', { count: 3 })}</Text>
      <Text data-testid="date">{formatDate('2026-05-12', i18n.language, 'weekdayDate')}</Text>
      <Text data-testid="price">{formatPrice(1500, 'RSD', i18n.language)}</Text>
      <StatusBadge status="confirmed" />
    </>
  );
}

describe('the interface in Serbian Cyrillic', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    i18n.changeLanguage('sr');
  });

  test('in Cyrillic the texts, dates and numbers are Cyrillic, and <html lang> says so', async () => {
    await renderWithApp(<Page />, { texts: ['booking'] });
    expect(screen.getByText('Zakažite termin kod najboljih u svom gradu')).toBeInTheDocument();
    expect(screen.getByText('Potvrđen')).toBeInTheDocument();

    act(() => i18n.changeLanguage('sr-Cyrl'));
    expect(screen.getByText('Закажите термин код најбољих у свом граду')).toBeInTheDocument();
    expect(screen.getByText('3 оцене')).toBeInTheDocument();
    expect(screen.getByText('Потврђен')).toBeInTheDocument();
    expect(screen.getByTestId('date')).toHaveTextContent('уторак, 12. маја 2026.'); // the month after a day in the genitive
    expect(screen.getByTestId('price')).toHaveTextContent('1.500 RSD');
    expect(screen.getByRole('button', { name: /Српски \(ћирилица\)/ })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('sr-Cyrl');
  });

  test('the switch opens the same page under the language\'s URL, its query kept', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/entity/12?usluga=3');
    const { user } = await renderWithApp(<Page />, { texts: ['booking'] });
    await user.click(screen.getByRole('button', { name: /Српски \(ћирилица\)/ }));
    expect(assign).toHaveBeenLastCalledWith('/cir/entity/12?usluga=3');
    await user.click(screen.getByRole('button', { name: /English/ }));
    expect(assign).toHaveBeenLastCalledWith('/en/entity/12?usluga=3');
    await user.click(screen.getByRole('button', { name: /Srpski \(latinica\)/ }));
    expect(assign).toHaveBeenCalledTimes(2); // the page's own language: nothing to open
    window.history.replaceState(null, '', '/');
  });
});
