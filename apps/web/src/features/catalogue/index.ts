// What other features may use from the catalogue.
export { categoriesQuery, mainCategoriesQuery, useCategoryLookup, useCategoryOptions, type CategoryInfo } from './queries';
export { categoryImage, mainCategoryImage } from './known';
