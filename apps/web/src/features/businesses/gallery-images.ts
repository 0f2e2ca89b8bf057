import type { EntitetDetail } from '@zakazi/contract';
import { assetUrl } from '@/lib/http';

/**
 * The business page's gallery: the business's own images (its uploads in order, else its summary
 * image), so its count is the one the owner's Slike tab shows ("3 od 30" there, "1 / 3" here);
 * the category's illustration only stands in when there is none.
 */
export function galleryImages(entity: Pick<EntitetDetail, 'slike' | 'image'>, categoryImage: string | undefined): string[] {
  const own = [...entity.slike.map((s) => assetUrl(s.filePath)), assetUrl(entity.image)].filter((src, i, all): src is string => !!src && all.indexOf(src) === i);
  if (own.length > 0) return own;
  return categoryImage ? [categoryImage] : [];
}
