import { commonEn } from './i18n.common.en';
import { catalogueEn } from '@/features/catalogue/i18n.en';
import { notFoundEn } from '@/features/not-found/i18n.en';

/** The English texts of the first bundle's features, a chunk of their own: only English pages load it (lib/i18n.ts). */
export const firstEn = { common: commonEn, catalogue: catalogueEn, notFound: notFoundEn };
