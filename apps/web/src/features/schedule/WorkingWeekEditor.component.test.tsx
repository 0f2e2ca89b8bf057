import { RadnaNedelja, SetRadnaNedeljaBody } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { t } from '@/lib/i18n';
import { ok, refuse, server, stand } from '@/test/stand-in';
import { renderWithApp } from '@/test/render';
import { WorkingWeekEditor } from './WorkingWeekEditor';

const ZAPOSLENI = 7;

/** The employee's stored week: what GET answers, replaced by each accepted POST. */
function standInWeek(initial: RadnaNedelja, refusal?: Parameters<typeof refuse>) {
  const state = { week: initial, posts: [] as unknown[] };
  server.use(
    stand('get', bookingPaths.workingWeek(ZAPOSLENI), { answers: RadnaNedelja }, () => ok(state.week)),
    stand('post', bookingPaths.setWorkingWeek(ZAPOSLENI), { answers: RadnaNedelja, request: SetRadnaNedeljaBody }, ({ body }) => {
      state.posts.push(body);
      if (refusal) return refuse(...refusal);
      const sent = body as SetRadnaNedeljaBody;
      state.week = { dani: sent.dani, pauze: sent.pauze ?? [] };
      return ok(state.week);
    }),
  );
  return state;
}

const day = (i: number) => (t('schedule.week.days', { returnObjects: true }) as string[])[i]!;

async function setTime(user: Awaited<ReturnType<typeof renderWithApp>>['user'], label: string, value: string) {
  const input = await screen.findByLabelText(label);
  await user.clear(input);
  await user.type(input, value.replace(':', ''));
}

describe('the working-week editor', () => {
  it('names a wrong day, sends nothing until it is right, then replaces the week and reads it back', async () => {
    const state = standInWeek({ dani: [{ dan: 1, pocetak: '09:00', kraj: '17:00' }], pauze: [] });
    const onSaved = vi.fn();
    const { user } = await renderWithApp(<WorkingWeekEditor zaposleniId={ZAPOSLENI} onSaved={onSaved} />, { texts: ['schedule'] });

    await setTime(user, t('schedule.week.endOf', { day: day(0) }), '08:00');
    await user.click(screen.getByRole('button', { name: t('schedule.week.save') }));
    expect(await screen.findByText(t('schedule.errors.endBeforeStart'))).toBeInTheDocument();
    expect(screen.getByText(t('schedule.week.invalid'))).toBeInTheDocument();
    expect(state.posts).toHaveLength(0);

    // Fixed: the messages go as the day becomes right; Tuesday on, with a break.
    await setTime(user, t('schedule.week.endOf', { day: day(0) }), '16:00');
    expect(screen.queryByText(t('schedule.errors.endBeforeStart'))).toBeNull();
    await user.click(screen.getByRole('switch', { name: t('schedule.week.works', { day: day(1) }) }));
    await user.click(screen.getByRole('button', { name: `${t('schedule.week.addBreak')} (${day(1)})` }));
    await user.click(screen.getByRole('button', { name: t('schedule.week.save') }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(state.posts).toEqual([
      {
        dani: [
          { dan: 1, pocetak: '09:00', kraj: '16:00' },
          { dan: 2, pocetak: '09:00', kraj: '17:00' },
        ],
        pauze: [{ dan: 2, pocetak: '13:00', kraj: '13:30' }],
      },
    ]);
    expect(await screen.findByText(t('schedule.week.saved'))).toBeInTheDocument();
    // The draft now is the stored week: nothing left to save.
    await waitFor(() => expect(screen.getByRole('button', { name: t('schedule.week.save') })).toBeDisabled());
    expect(screen.getByLabelText(t('schedule.week.endOf', { day: day(0) }))).toHaveValue('16:00');
  });

  it('says when the week is not this user’s to change, and keeps the draft', async () => {
    standInWeek({ dani: [], pauze: [] }, [403, { error: 'forbidden', message: 'You are not allowed to do this' }]);
    const { user } = await renderWithApp(<WorkingWeekEditor zaposleniId={ZAPOSLENI} />, { texts: ['schedule'] });
    await user.click(await screen.findByRole('switch', { name: t('schedule.week.works', { day: day(4) }) }));
    await user.click(screen.getByRole('button', { name: t('schedule.week.save') }));

    expect(await screen.findByText(t('schedule.week.forbidden'))).toBeInTheDocument();
    expect(screen.getByText(t('schedule.week.unsaved'))).toBeInTheDocument();
    // Putting the changes away clears the refusal too.
    await user.click(screen.getByRole('button', { name: t('schedule.week.reset') }));
    expect(screen.queryByText(t('schedule.week.forbidden'))).toBeNull();
  });
});
