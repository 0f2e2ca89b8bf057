import { AuditLogQuery, Dnevnik, ErrorBody, type DnevnikStavka } from '@zakazi/contract';
import { recordPaths } from '@zakazi/contract/management-paths';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { t } from '@/lib/i18n';
import { conforming, ok, refuse, server, stand } from '@/test/stand-in';
import { renderWithApp } from '@/test/render';
import { AuditLogTab } from './AuditLogTab';
import { BusinessExportButton } from './BusinessExportButton';

const ENTITY = 7;

/** 30 entries, newest first: a service change by the owner, a booking cancelled by an employee, … */
const entries: DnevnikStavka[] = Array.from({ length: 30 }, (_, i) => ({
  id: 100 - i,
  vreme: new Date(Date.UTC(2026, 10, 28, 12, 0) - i * 3_600_000).toISOString(),
  radnja: i === 0 ? 'usluga-izmenjena' : i === 1 ? 'termin-otkazan' : 'podaci-izmenjeni',
  predmet: i === 0 ? 'Žensko šišanje' : i === 1 ? '#41, 2026-12-01 10:00' : null,
  akter: i === 1 ? { id: 9, ime: 'Jelena Marković', uloga: 'Employee' } : { id: 3, ime: 'Marko Petrović', uloga: 'Administrator' },
}));

function standLog(list: DnevnikStavka[]) {
  const pages: number[] = [];
  server.use(
    stand('get', recordPaths.auditLog(ENTITY), { answers: Dnevnik, query: AuditLogQuery }, ({ query }) => {
      const page = Number(query.page);
      const size = Number(query.pageSize);
      pages.push(page);
      return ok(conforming(Dnevnik, { stavke: list.slice((page - 1) * size, page * size), total: list.length }, 'a log page'));
    }),
  );
  return pages;
}

describe('the owner’s change log tab', () => {
  it('words each entry, names who did it and their role, newest first, and pages on request', async () => {
    const pages = standLog(entries);
    const { user } = await renderWithApp(<AuditLogTab entitetId={ENTITY} />, { texts: ['owner'] });

    const items = await screen.findAllByTestId('audit-entry');
    expect(items).toHaveLength(25);
    expect(within(items[0]!).getByText(t('owner.audit.actions.usluga-izmenjena'), { exact: false })).toBeInTheDocument();
    expect(within(items[0]!).getByText(': Žensko šišanje')).toBeInTheDocument();
    expect(within(items[0]!).getByTestId('audit-actor')).toHaveTextContent('Marko Petrović');
    expect(within(items[0]!).getByText(t('owner.audit.roles.Administrator'))).toBeInTheDocument();
    expect(within(items[1]!).getByText(t('owner.audit.actions.termin-otkazan'), { exact: false })).toBeInTheDocument();
    expect(within(items[1]!).getByTestId('audit-actor')).toHaveTextContent('Jelena Marković');
    expect(within(items[1]!).getByText(t('owner.audit.roles.Employee'))).toBeInTheDocument();
    expect(screen.getByText(t('owner.audit.count', { count: 30 }))).toBeInTheDocument();

    await user.click(screen.getByTestId('audit-more'));
    await waitFor(() => expect(screen.getAllByTestId('audit-entry')).toHaveLength(30));
    expect(pages).toEqual([1, 2]);
    expect(screen.queryByTestId('audit-more')).toBeNull();
  });

  it('speaks English too', async () => {
    standLog(entries.slice(0, 2));
    await renderWithApp(<AuditLogTab entitetId={ENTITY} />, { texts: ['owner'], lang: 'en' });
    expect(await screen.findByText('Service changed', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Booking cancelled', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Staff')).toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    standLog([]);
    await renderWithApp(<AuditLogTab entitetId={ENTITY} />, { texts: ['owner'] });
    expect(await screen.findByText(t('owner.audit.empty'))).toBeInTheDocument();
    expect(screen.queryByTestId('audit-log')).toBeNull();
  });

  it('offers a retry when the log cannot be read, and shows it once it can', async () => {
    let fail = true;
    server.use(
      stand('get', recordPaths.auditLog(ENTITY), { answers: Dnevnik, query: AuditLogQuery }, () =>
        fail ? refuse(500, { error: 'internal', message: 'down' }) : ok({ stavke: entries.slice(0, 1), total: 1 }),
      ),
    );
    const { user } = await renderWithApp(<AuditLogTab entitetId={ENTITY} />, { texts: ['owner'] });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    fail = false;
    await user.click(within(alert).getByRole('button', { name: t('common.states.retry') }));
    expect(await screen.findAllByTestId('audit-entry')).toHaveLength(1);
  });
});

describe('the business data download', () => {
  it('tells the owner when the download is refused', async () => {
    server.use(http.get(recordPaths.businessExport(ENTITY), () => HttpResponse.json(conforming(ErrorBody, { error: 'forbidden', message: 'no' }, 'a 403'), { status: 403 })));
    const { user } = await renderWithApp(<BusinessExportButton entitetId={ENTITY} />, { texts: ['owner'] });
    await user.click(screen.getByTestId('business-export'));
    expect(await screen.findByText(t('common.errors.forbidden'))).toBeInTheDocument();
  });

  it('asks for the zip and hands it to the browser as a file', async () => {
    let asked = 0;
    server.use(
      http.get(recordPaths.businessExport(ENTITY), () => {
        asked += 1;
        return new HttpResponse(new Uint8Array([0x50, 0x4b, 0x05, 0x06]), { headers: { 'content-type': 'application/zip' } });
      }),
    );
    const saved: string[] = [];
    const created = URL.createObjectURL;
    URL.createObjectURL = () => 'blob:zip';
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) { saved.push(this.download); };
    try {
      const { user } = await renderWithApp(<BusinessExportButton entitetId={ENTITY} />, { texts: ['owner'] });
      await user.click(screen.getByTestId('business-export'));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]).toMatch(new RegExp(`^zakazi-posao-${ENTITY}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
      expect(asked).toBe(1);
    } finally {
      URL.createObjectURL = created;
      HTMLAnchorElement.prototype.click = click;
    }
  });
});
