import {
  AdresaIdResponse, CreateAdresaBody, CreateEmployeeBody, CreateEmployeeResponse, CreateUslugaBody, EntitetDetail, Entitet, Kategorija, MainKategorija,
  UpdateEntitetBody, Usluga, type ZaposleniAdmin,
} from '@zakazi/contract';
import { managementPaths } from '@zakazi/contract/management-paths';
import { cataloguePaths, identityPaths } from '@zakazi/contract/paths';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { t } from '@/lib/i18n';
import { conforming, ok, refuse, recording, server, stand } from '@/test/stand-in';
import { fill, renderWithApp } from '@/test/render';
import { AddressTab } from './AddressTab';
import { DetailsTab } from './DetailsTab';
import { EmployeeFormModal } from './EmployeeFormModal';
import { ServiceFormModal } from './ServiceFormModal';

/** A draft business without an address (GET /api/Entitet/{id} as its owner sees it). */
const detail = conforming(
  EntitetDetail,
  {
    id: 1, naziv: 'Salon Lana', kategorijaId: 3, grad: null, prosecnaOcena: null, brojOcena: 0, minCena: null, valuta: 'RSD',
    latitude: null, longitude: null, image: null, opis: null, telefon: '011 123 4567', email: null, website: null,
    vremenskaZona: 'Europe/Belgrade', naciniPlacanja: ['card'], korakMinuta: 30, minimalnaNajavaMinuta: 60, horizontDana: 60, otkazivanjeSati: 24,
    automatskaPotvrda: false, objavljen: false, adresa: null, usluge: [], zaposleni: [], slike: [], radnoVreme: [],
    raspodelaOcena: [0, 0, 0, 0, 0], utisci: [],
  },
  'the business fixture',
);

const anna: ZaposleniAdmin = { id: 21, ime: 'Ana', prezime: 'Ilić', userId: 31, email: 'ana@primer.rs', aktivan: true, uslugaIds: [], imaRadnuNedelju: true, buduciTermini: 0 };

describe('the owner’s service form', () => {
  it('checks the fields before sending, then creates the service with the owner’s choices', async () => {
    const sent = recording('post', managementPaths.createService, { answers: Usluga, request: CreateUslugaBody }, (b) => ok({ id: 40, entitetId: 1, naziv: b.naziv, opis: b.opis ?? null, cena: b.cena, valuta: b.valuta ?? 'RSD', trajanjeMinuta: b.trajanjeMinuta, cekanjeMinuta: b.cekanjeMinuta ?? 0, pospremanjeMinuta: b.pospremanjeMinuta ?? 0, zaposleniIds: b.zaposleniIds ?? [] }, 201));
    const onClose = vi.fn();
    const { user } = await renderWithApp(<ServiceFormModal entitetId={1} valuta="RSD" service={null} employees={[anna]} onClose={onClose} />, { texts: ['owner'] });

    await user.click(await screen.findByRole('button', { name: t('owner.actions.save') }));
    expect(await screen.findByText(t('owner.validation.naziv'))).toBeInTheDocument();
    expect(screen.getByText(t('owner.validation.cena'))).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await fill(user, screen.getByLabelText(new RegExp(t('owner.services.naziv'))), 'Feniranje');
    // Typing clears that field's message, not the others.
    expect(screen.queryByText(t('owner.validation.naziv'))).toBeNull();
    expect(screen.getByText(t('owner.validation.cena'))).toBeInTheDocument();
    await fill(user, screen.getByLabelText(new RegExp(t('owner.services.cena'))), '1200');
    await user.click(screen.getByRole('button', { name: t('owner.actions.save') }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // As the server's schema reads it: an empty description is none.
    expect(sent).toEqual([{ entitetId: 1, naziv: 'Feniranje', opis: null, cena: 1200, valuta: 'RSD', trajanjeMinuta: 30, cekanjeMinuta: 0, pospremanjeMinuta: 0, zaposleniIds: [] }]);
    expect(await screen.findByText(t('owner.services.created'))).toBeInTheDocument();
  });

  it('puts the server’s 400 details under their fields, in our words, and keeps the dialog open', async () => {
    server.use(
      stand('post', managementPaths.createService, { answers: Usluga, request: CreateUslugaBody }, () =>
        refuse(400, {
          error: 'bad-request',
          message: 'Invalid body: body.naziv, body.zaposleniIds.0',
          details: [
            { field: 'body.naziv', message: 'Too big: expected string to have <=200 characters' },
            { field: 'body.zaposleniIds.0', message: 'unknown employee 99' },
          ],
        }),
      ),
    );
    const onClose = vi.fn();
    const { user } = await renderWithApp(<ServiceFormModal entitetId={1} valuta="RSD" service={null} employees={[anna]} onClose={onClose} />, { texts: ['owner'] });
    await fill(user, await screen.findByLabelText(new RegExp(t('owner.services.naziv'))), 'Masaža');
    await fill(user, screen.getByLabelText(new RegExp(t('owner.services.cena'))), '3000');
    await user.click(screen.getByRole('button', { name: t('owner.actions.save') }));

    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(t('owner.validation.naziv'))).toBeInTheDocument();
    expect(within(dialog).getByText(t('owner.validation.zaposleniIds'))).toBeInTheDocument();
    expect(within(dialog).getByText(t('owner.errors.badInput'))).toBeInTheDocument();
    expect(screen.getByLabelText(new RegExp(t('owner.services.naziv')))).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('the owner’s employee form', () => {
  it('shows a taken login address under the address field, with no message above the form', async () => {
    const sent = recording('post', identityPaths.createEmployee, { answers: CreateEmployeeResponse, request: CreateEmployeeBody }, () => refuse(409, { error: 'email-taken', message: 'An account with this email exists' }));
    const { user } = await renderWithApp(<EmployeeFormModal entitetId={1} employee={null} services={[]} onClose={() => {}} />, { texts: ['owner', 'auth'] });
    await fill(user, await screen.findByLabelText(new RegExp(t('owner.employees.ime'))), 'Mila');
    await fill(user, screen.getByLabelText(new RegExp(t('owner.employees.email'))), 'mila@primer.rs');
    await fill(user, screen.getByLabelText(new RegExp(t('owner.employees.password'))), 'dobra-lozinka-9');
    await user.click(screen.getByRole('button', { name: t('owner.actions.save') }));

    expect(await screen.findByText(t('owner.validation.emailTaken'))).toBeInTheDocument();
    expect(screen.getByLabelText(new RegExp(t('owner.employees.email')))).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(t('owner.errors.conflict'))).toBeNull();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ email: 'mila@primer.rs', ime: 'Mila', tenantId: 1 });
  });
});

describe('the owner’s details form', () => {
  function standInBusiness(onPut: (body: UpdateEntitetBody) => ReturnType<typeof ok>) {
    server.use(
      stand('get', cataloguePaths.entity(1), { answers: EntitetDetail }, () => ok(detail)),
      stand('get', cataloguePaths.categories, { answers: Kategorija.array() }, () => ok([{ id: 3, slug: 'frizer', naziv: 'Frizer', nazivEn: 'Hairdresser', mainKategorijaId: 2 }])),
      stand('get', cataloguePaths.mainCategories, { answers: MainKategorija.array() }, () => ok([{ id: 2, slug: 'beauty', naziv: 'Lepota', nazivEn: 'Beauty' }])),
      stand('put', managementPaths.updateEntity(1), { answers: Entitet, request: UpdateEntitetBody }, ({ body }) => onPut(body as UpdateEntitetBody)),
    );
  }

  it('sends every field, and shows the saved state', async () => {
    const sent: UpdateEntitetBody[] = [];
    standInBusiness((body) => {
      sent.push(body);
      return ok({
        id: 1, naziv: String(body.naziv), opis: null, kategorijaId: 3, telefon: '011 123 4567', email: null, website: 'https://lana.rs',
        vremenskaZona: 'Europe/Belgrade', naciniPlacanja: ['card'], valuta: 'RSD', korakMinuta: 30, minimalnaNajavaMinuta: 60, horizontDana: 60, otkazivanjeSati: 24,
        automatskaPotvrda: false, objavljen: false,
      });
    });
    const { user } = await renderWithApp(<DetailsTab entitetId={1} />, { texts: ['owner'] });
    const website = await screen.findByLabelText(t('owner.details.website'));
    await fill(user, website, 'https://lana.rs');
    await user.click(screen.getByRole('button', { name: t('owner.actions.save') }));

    expect(await screen.findByText(t('owner.details.saved'))).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ naziv: 'Salon Lana', kategorijaId: 3, telefon: '011 123 4567', website: 'https://lana.rs', korakMinuta: 30, naciniPlacanja: ['card'] });
  });

  it('marks what the server refused and says so above the form', async () => {
    standInBusiness(() => refuse(400, { error: 'bad-request', message: 'Invalid body: body.vremenskaZona', details: [{ field: 'body.vremenskaZona', message: 'Unknown time zone' }] }));
    const { user } = await renderWithApp(<DetailsTab entitetId={1} />, { texts: ['owner'] });
    await user.click(await screen.findByRole('button', { name: t('owner.actions.save') }));

    expect(await screen.findByText(t('owner.validation.vremenskaZona'))).toBeInTheDocument();
    expect(screen.getByText(t('owner.errors.badInput'))).toBeInTheDocument();
    expect(screen.queryByText(t('owner.details.saved'))).toBeNull();
  });
});

describe('the owner’s address form', () => {
  it('creates the first address, says so, and then edits the stored one', async () => {
    const state = { adresa: null as EntitetDetail['adresa'], posts: [] as unknown[] };
    server.use(
      stand('get', cataloguePaths.entity(1), { answers: EntitetDetail }, () => ok({ ...detail, adresa: state.adresa })),
      stand('post', managementPaths.createAddress, { answers: AdresaIdResponse, request: CreateAdresaBody }, ({ body }) => {
        state.posts.push(body);
        const { entitetId: _, ...fields } = body as CreateAdresaBody & { latitude: number; longitude: number };
        state.adresa = { adresaId: 8, ...(fields as Omit<NonNullable<EntitetDetail['adresa']>, 'adresaId'>) };
        return ok({ adresaId: 8 }, 201);
      }),
    );
    const { user } = await renderWithApp(<AddressTab entitetId={1} />, { texts: ['owner'] });
    await fill(user, await screen.findByLabelText(new RegExp(t('owner.address.ulica'))), 'Kralja Petra');
    await fill(user, screen.getByLabelText(new RegExp(t('owner.address.broj'))), '12');
    await fill(user, screen.getByLabelText(new RegExp(t('owner.address.grad'))), 'Beograd');
    await fill(user, screen.getByLabelText(new RegExp(t('owner.address.postanskiBroj'))), '11000');
    await fill(user, screen.getByLabelText(new RegExp(t('owner.address.latitude'))), '44.8183');
    await fill(user, screen.getByLabelText(new RegExp(t('owner.address.longitude'))), '20.4559');
    await user.click(screen.getByRole('button', { name: t('owner.actions.save') }));

    expect(await screen.findByText(t('owner.address.saved'))).toBeInTheDocument();
    expect(state.posts).toEqual([{ entitetId: 1, ulica: 'Kralja Petra', broj: '12', grad: 'Beograd', postanskiBroj: '11000', latitude: 44.8183, longitude: 20.4559 }]);
    // The form now edits the stored address.
    expect(await screen.findByDisplayValue('Kralja Petra')).toBeInTheDocument();
  });
});
