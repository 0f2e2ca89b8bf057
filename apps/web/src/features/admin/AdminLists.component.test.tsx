import { AdminBusinessesQuery, AdminBusinessesResponse, AdminUsersQuery, AdminUsersResponse } from '@zakazi/contract';
import { peoplePaths } from '@zakazi/contract/people-paths';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { ok, server, stand } from '@/test/stand-in';
import { BusinessesPanel } from './BusinessesPanel';
import { UsersPanel } from './UsersPanel';

/** The super-admin's lists show what people typed in the page's script (lib/typed-text.ts); e-mails stay as they are. */
describe('the super-admin lists in Cyrillic', () => {
  it('businesses: the name and city in Cyrillic letters, the owner\'s e-mail as typed', async () => {
    server.use(
      stand('get', peoplePaths.adminBusinesses, { answers: AdminBusinessesResponse, query: AdminBusinessesQuery }, () =>
        ok({
          entities: [{ id: 3, naziv: 'Frizerski salon Ljiljana', grad: 'Novi Sad', kategorijaId: 1, objavljen: true, ownerUserId: 9, ownerEmail: 'ljiljana@salon.rs', createdAt: '2026-11-01T10:00:00.000Z' }],
          total: 1,
        }),
      ),
    );
    await renderWithApp(<BusinessesPanel />, { lang: 'sr-Cyrl', texts: ['admin'] });
    expect(await screen.findByText('Фризерски салон Љиљана')).toBeInTheDocument();
    expect(screen.getByText('Нови Сад')).toBeInTheDocument();
    expect(screen.getByText(/ljiljana@salon\.rs/)).toBeInTheDocument();
    expect(screen.queryByText(/Frizerski|Novi Sad/)).toBeNull();
  });

  it('users: the name in Cyrillic letters, the e-mail as typed', async () => {
    server.use(
      stand('get', peoplePaths.adminUsers, { answers: AdminUsersResponse, query: AdminUsersQuery }, () =>
        ok({
          users: [{ id: 4, ime: 'Njegoš', prezime: 'Đurić', email: 'njegos@primer.rs', role: 'RegularUser', enabled: true, emailConfirmed: true, createdAt: '2026-11-01T10:00:00.000Z' }],
          total: 1,
        }),
      ),
    );
    await renderWithApp(<UsersPanel selfId={1} />, { lang: 'sr-Cyrl', texts: ['admin', 'auth'] });
    expect(await screen.findByText('Његош Ђурић')).toBeInTheDocument();
    expect(screen.getByText('njegos@primer.rs')).toBeInTheDocument();
  });
});
