/*
 * Kept apart from the endpoints (api/catalogue.ts), which build their schemas as they load: the site
 * reads these bounds on pages that must not load the schemas with them (the main page's block sizes).
 */

/** Upper bounds of catalogue requests (ours; docs/product gives the page sizes of §9). */
export const CATALOGUE_LIMITS = {
  searchMax: 200,
  /** Values in one vocabulary filter: more would be a probe, not a reader. */
  filterValuesMax: 50,
  vocabularyValueMax: 100,
  pageMax: 100_000,
  /** Cards a main page block holds for a signed-in reader: the largest size they can choose (§2.2). */
  mainPageBlock: 15,
  /**
   * Cards a main page block holds for a guest: the size every block shows without a size menu
   * (§2.2: guests have none), so a guest is not sent cards the page never shows.
   */
  mainPageGuestBlock: 5,
  translatorNameMax: 200,
  translatorLinksMax: 20,
  linkMax: 2_000,
} as const;
