/** The catalogue module's public face: what app.ts (also for http/'s public reads) and other modules use of it. */
export { catalogueModule } from './routes.ts';
export { categories, categoryExists, mainCategories } from './service.ts';
export { categoryVocabulary, type CategoryVocabulary } from './category-words.ts';
export { EVERYDAY_WORDS } from './everyday-words.ts';
export { searchKey, stem } from './search-key.ts';
