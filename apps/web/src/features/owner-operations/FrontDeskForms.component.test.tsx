import { Ack, KlijentNapomena, KlijentNapomenaBody, RatingReplyBody, UtisakPublic } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { peoplePaths } from '@zakazi/contract/people-paths';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { t } from '@/lib/i18n';
import { fill, renderWithApp } from '@/test/render';
import { ok, refuse, recording, server, stand } from '@/test/stand-in';
import { ClientNoteForm } from './clients/ClientNoteForm';
import { ReplyBox } from './reviews/ReplyBox';
import { PeriodManager } from './time-off/PeriodManager';

const ENTITY = 7;

describe('the private note about a client', () => {
  it('saves the trimmed note for that client and keeps it as the saved state', async () => {
    const sent = recording('put', bookingPaths.clientNote(ENTITY), { answers: KlijentNapomena, request: KlijentNapomenaBody }, (b) => ok({ klijentId: b.klijentId, napomena: b.napomena || null }));
    const { user } = await renderWithApp(<ClientNoteForm entitetId={ENTITY} client={{ id: 'u42', ime: 'Ana Ilić', napomena: null }} />, { texts: ['ownerOps', 'booking'] });
    const save = screen.getByRole('button', { name: t('ownerOps.clients.saveNote') });
    // nothing typed, nothing to save
    expect(save).toBeDisabled();
    await fill(user, screen.getByLabelText(t('ownerOps.clients.noteLabel')), '  Alergična na lak  ');
    await user.click(save);
    expect(await screen.findByText(t('ownerOps.clients.noteSaved'))).toBeInTheDocument();
    expect(sent).toEqual([{ klijentId: 'u42', napomena: 'Alergična na lak' }]);
    await waitFor(() => expect(screen.getByRole('button', { name: t('ownerOps.clients.saveNote') })).toBeDisabled());
  });

  it('says so when the server refuses, and keeps what was typed', async () => {
    server.use(
      stand('put', bookingPaths.clientNote(ENTITY), { answers: KlijentNapomena, request: KlijentNapomenaBody }, () =>
        refuse(403, { error: 'forbidden', message: 'Only the business\'s Administrator' }),
      ),
    );
    const { user } = await renderWithApp(<ClientNoteForm entitetId={ENTITY} client={{ id: 't:064111222', ime: 'Zorka', napomena: 'Stara' }} />, { texts: ['ownerOps', 'booking'] });
    const field = screen.getByLabelText(t('ownerOps.clients.noteLabel'));
    expect(field).toHaveValue('Stara');
    await fill(user, field, ' i nova');
    await user.click(screen.getByRole('button', { name: t('ownerOps.clients.saveNote') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('common.errors.forbidden'));
    expect(field).toHaveValue('Stara i nova');
  });
});

describe('the reply box under a rating', () => {
  const rating = { id: 91, ime: 'Marko P.', odgovor: null, odgovorAt: null };

  it('refuses an empty reply, then posts the reply and reports it published', async () => {
    const sent = recording('post', peoplePaths.ratingReply(rating.id), { answers: UtisakPublic, request: RatingReplyBody }, (body) =>
      ok({
        id: rating.id, ocena: 4, komentar: 'Lepo', ime: rating.ime, createdAt: '2026-03-01T10:00:00.000Z',
        uslugaNaziv: 'Šišanje', zaposleniIme: 'Ana Ilić', odgovor: body.tekst, odgovorAt: '2026-03-02T09:00:00.000Z',
      }),
    );
    const { user } = await renderWithApp(<ReplyBox entitetId={ENTITY} rating={rating} />, { texts: ['ownerOps', 'booking'] });
    await user.click(screen.getByRole('button', { name: `${t('ownerOps.reviews.reply')}: ${rating.ime}` }));
    await user.click(screen.getByRole('button', { name: t('ownerOps.reviews.saveReply') }));
    expect(await screen.findByText(t('ownerOps.reviews.replyRequired'))).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await fill(user, screen.getByLabelText(t('ownerOps.reviews.replyLabel')), ' Hvala, vidimo se! ');
    await user.click(screen.getByRole('button', { name: t('ownerOps.reviews.saveReply') }));
    expect(await screen.findByText(t('ownerOps.reviews.replied'))).toBeInTheDocument();
    expect(sent).toEqual([{ tekst: 'Hvala, vidimo se!' }]);
    // the box closes; the list (read again) shows the reply
    await waitFor(() => expect(screen.queryByLabelText(t('ownerOps.reviews.replyLabel'))).toBeNull());
  });

  it('shows an existing reply and lets the owner edit it; a refusal is said in our words', async () => {
    server.use(
      stand('post', peoplePaths.ratingReply(rating.id), { answers: UtisakPublic, request: RatingReplyBody }, () =>
        refuse(404, { error: 'not-found', message: 'Rating not found' }),
      ),
    );
    const { user } = await renderWithApp(
      <ReplyBox entitetId={ENTITY} rating={{ ...rating, odgovor: 'Hvala!', odgovorAt: '2026-03-02T09:00:00.000Z' }} />,
      { texts: ['ownerOps', 'booking'] },
    );
    expect(screen.getByTestId('review-reply')).toHaveTextContent('Hvala!');
    await user.click(screen.getByRole('button', { name: t('ownerOps.reviews.editReply') }));
    const field = screen.getByLabelText(t('ownerOps.reviews.replyLabel'));
    expect(field).toHaveValue('Hvala!');
    await fill(user, field, ' Dođite opet.');
    await user.click(screen.getByRole('button', { name: t('ownerOps.reviews.saveReply') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('common.errors.gone'));
  });
});

describe('a list of periods', () => {
  const loaded = <T,>(data: T) => ({ data, isPending: false, isError: false, refetch: async () => undefined });

  it('says when a business has no closures', async () => {
    await renderWithApp(<PeriodManager kind="closures" ownerId={ENTITY} query={loaded([])} today="2026-03-02" onChanged={async () => undefined} />, { texts: ['ownerOps', 'booking'] });
    expect(within(screen.getByTestId('closures')).getByText(t('ownerOps.timeOff.closuresEmpty'))).toBeInTheDocument();
  });

  it("deletes an employee's day off after the confirmation, at the employee's path, then refreshes", async () => {
    const deleted: string[] = [];
    server.use(
      stand('delete', bookingPaths.dayOff(21, 5), { answers: Ack }, ({ url }) => {
        deleted.push(url.pathname);
        return ok({ ok: true });
      }),
    );
    const onChanged = vi.fn(async () => undefined);
    const period = { id: 5, zaposleniId: 21, od: '2026-03-10', do: '2026-03-12', razlog: 'Odmor' };
    const { user } = await renderWithApp(<PeriodManager kind="daysOff" ownerId={21} query={loaded([period])} today="2026-03-02" onChanged={onChanged} />, { texts: ['ownerOps', 'booking'] });
    const list = screen.getByTestId('days-off');
    expect(within(list).getByText('Odmor')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: /^Obriši period/ }));
    await user.click(await screen.findByRole('button', { name: t('ownerOps.common.delete') }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(deleted).toEqual([bookingPaths.dayOff(21, 5)]);
  });
});
