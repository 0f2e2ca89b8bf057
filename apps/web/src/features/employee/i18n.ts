export const employee = {
  sr: { title: 'Moj raspored', notice: 'Pregled dnevnih termina za zaposlene stiže zajedno sa prijavom.' },
  en: { title: 'My schedule', notice: 'The daily appointment view for staff arrives together with sign-in.' },
};
