import { z } from 'zod';
import { isSafeImageUrl, isSafeLinkUrl } from './values';

/** What a refused address is called under its field, wherever a link is stored. */
export const UNSAFE_LINK_MESSAGE = 'Недопустимая ссылка';
export const UNSAFE_IMAGE_MESSAGE = 'Недопустимый адрес изображения';

/**
 * A stored link (a translator group's, a project's, a developer's): http(s), mailto or a site path,
 * never `javascript:`, `data:` or `vbscript:` (`isSafeLinkUrl`). One rule, so no form of the site and
 * no call of the API stores an address the markup sanitiser would refuse.
 */
export const safeLinkSchema = (maxLength: number) =>
  z.string().trim().min(1).max(maxLength).refine(isSafeLinkUrl, { error: UNSAFE_LINK_MESSAGE });

/** A stored image address (a profile background): http(s) or a site path (`isSafeImageUrl`). */
export const safeImageUrlSchema = z
  .string()
  .trim()
  .min(1)
  .refine(isSafeImageUrl, { error: UNSAFE_IMAGE_MESSAGE });
