import type { Locator } from 'playwright-core';

/**
 * Clicks the first free day on or after `from` (ISO) in the booking calendar inside `scope` (the
 * booking flow or the move dialog), turning on up to two months; returns the day clicked. The
 * calendar opens on its first month with a free day, so a later `from` is what may need a turn.
 */
export async function pickFreeDayFrom(scope: Locator, from: string): Promise<string> {
  const free = scope.locator('.day-picker__day[data-free]');
  const noneThisMonth = scope.getByText('U ovom mesecu nema slobodnih termina.');
  for (let month = 0; month < 3; month++) {
    await free.first().or(noneThisMonth).first().waitFor();
    const day = (await free.evaluateAll((els) => els.map((e) => e.getAttribute('data-date')!))).find((d) => d >= from);
    if (day) {
      await scope.locator(`.day-picker__day[data-date="${day}"]`).click();
      return day;
    }
    await scope.getByRole('button', { name: 'Sledeći mesec', exact: true }).click();
  }
  throw new Error(`no free day from ${from}`);
}
