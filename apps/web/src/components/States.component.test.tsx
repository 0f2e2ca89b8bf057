import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { ErrorState } from './States';

/**
 * The shell's texts in each language: Serbian in the first bundle, English loaded before an English
 * page renders (lib/i18n.ts firstTextsIn); the retry is the shell's own button (BasicButton).
 */
describe('the error state', () => {
  for (const [lang, title, retry] of [
    ['sr', 'Nešto nije u redu', 'Pokušaj ponovo'],
    ['sr-Cyrl', 'Нешто није у реду', 'Покушај поново'],
    ['en', 'Something went wrong', 'Try again'],
  ] as const) {
    it(`says so in ${lang} and its button asks again`, async () => {
      const onRetry = vi.fn();
      const view = await renderWithApp(<ErrorState onRetry={onRetry} />, { lang });
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: retry }));
      expect(onRetry).toHaveBeenCalledOnce();
      view.unmount();
    });
  }
});
