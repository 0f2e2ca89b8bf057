/** Texts of features/not-found in English. */
export const notFoundEn = { title: 'Page not found', text: 'The page you are looking for does not exist or has moved.', home: 'Go home', search: 'Search businesses' };
