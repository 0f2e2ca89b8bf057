export const notFound = {
  sr: { title: 'Stranica nije pronađena', text: 'Stranica koju tražite ne postoji ili je premeštena.', home: 'Na početnu', search: 'Pretraži lokale' },
  en: { title: 'Page not found', text: 'The page you are looking for does not exist or has moved.', home: 'Go home', search: 'Search businesses' },
};
