/** The three Russian plural forms: 1 новелла, 2 новеллы, 5 новелл. */
export interface RussianForms {
  one: string;
  few: string;
  many: string;
}

/** The form of a Russian noun for a count (the CLDR rule for `ru`, on whole numbers). */
export function pluralRu(count: number, forms: RussianForms): string {
  const n = Math.abs(Math.trunc(count));
  const lastTwo = n % 100;
  const last = n % 10;
  if (last === 1 && lastTwo !== 11) return forms.one;
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return forms.few;
  return forms.many;
}

/** "5 новелл": the count and its noun. */
export function countRu(count: number, forms: RussianForms): string {
  return `${count} ${pluralRu(count, forms)}`;
}
