// The categories as every feature needs them (the catalogue's pages, search, near me, favorites,
// the business page and the business forms): their queries, names, images and picker options. A
// feature of its own below the pages that show them, so that none of those pages imports another.
export { categoriesQuery, mainCategoriesQuery, useCategoryLookup, useCategoryOptions, useGroupedCategoryOptions } from './queries';
export { categoryImage, isMainSlug, mainCategoryImage } from './known';
