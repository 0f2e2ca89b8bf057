// What other features may use from the catalogue.
export { categoriesQuery, mainCategoriesQuery, useCategoryLookup, useCategoryOptions, useGroupedCategoryOptions } from './queries';
export { CategorySelect } from './CategorySelect';
