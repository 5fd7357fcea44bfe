import { g as string } from "./schemas-PBjYTboi.js";
import { i as isSafeLinkUrl, r as isSafeImageUrl } from "./values-DEmi3bLE.js";
// libs/domain/src/markup/link-schema.ts
/** What a refused address is called under its field, wherever a link is stored. */
var UNSAFE_LINK_MESSAGE = "Недопустимая ссылка";
var UNSAFE_IMAGE_MESSAGE = "Недопустимый адрес изображения";
/**
* A stored link (a translator group's, a project's, a developer's): http(s), mailto or a site path,
* never `javascript:`, `data:` or `vbscript:` (`isSafeLinkUrl`). One rule, so no form of the site and
* no call of the API stores an address the markup sanitiser would refuse.
*/
var safeLinkSchema = (maxLength) => string().trim().min(1).max(maxLength).refine(isSafeLinkUrl, { error: UNSAFE_LINK_MESSAGE });
/** A stored image address (a profile background): http(s) or a site path (`isSafeImageUrl`). */
var safeImageUrlSchema = string().trim().min(1).refine(isSafeImageUrl, { error: UNSAFE_IMAGE_MESSAGE });
export { safeLinkSchema as n, safeImageUrlSchema as t };

//# sourceMappingURL=link-schema-DYc1XMUe.js.map