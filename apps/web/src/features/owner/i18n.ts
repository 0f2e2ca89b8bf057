export const owner = {
  sr: { entityEdit: { title: 'Uređivanje lokala', notice: 'Uređivanje lokala, usluga, zaposlenih i radnog vremena stiže zajedno sa prijavom za vlasnike.' } },
  en: { entityEdit: { title: 'Manage your business', notice: 'Editing your business, services, staff and hours arrives together with sign-in for owners.' } },
};
