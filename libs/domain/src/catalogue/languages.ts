/** Original languages (docs/product §3), with Russian labels. */
export const languages = [
  'jp',
  'ru',
  'en',
  'zh',
  'ko',
  'es',
  'fr',
  'ua',
  'it',
  'id',
  'th',
  'pt',
  'other',
] as const;
export type Language = (typeof languages)[number];

export const languageLabels: Record<Language, string> = {
  jp: 'Японский',
  ru: 'Русский',
  en: 'Английский',
  zh: 'Китайский',
  ko: 'Корейский',
  es: 'Испанский',
  fr: 'Французский',
  ua: 'Украинский',
  it: 'Итальянский',
  id: 'Индонезийский',
  th: 'Тайский',
  pt: 'Португальский',
  other: 'Другой',
};

/** Codes of the external VN database that differ from ours (§3: ja→jp, zh-Hans→zh). */
const externalLanguageCodes: Record<string, Language> = {
  ja: 'jp',
  'zh-hans': 'zh',
  'zh-hant': 'zh',
  uk: 'ua',
  'pt-br': 'pt',
  'pt-pt': 'pt',
};

/** Our language for an external code; anything we do not list is `other`. */
export function languageFromExternal(code: string): Language {
  const normalized = code.trim().toLowerCase();
  // Own keys only: a code such as "__proto__" or "constructor" must not read the prototype.
  if (Object.hasOwn(externalLanguageCodes, normalized)) return externalLanguageCodes[normalized]!;
  return (languages as readonly string[]).includes(normalized) && normalized !== 'other'
    ? (normalized as Language)
    : 'other';
}
