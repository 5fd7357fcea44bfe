/*
 * The limits, closed sets and Russian texts of lists that travel (docs/product §A5.5, ours), apart
 * from the parsers, so the site's part carries these and not them (docs/architecture.md § Budgets).
 */

/** The limits of a file to import: bytes of its UTF-8 text, and records. */
export const TRANSFER_LIMITS = { maxBytes: 2 * 1024 * 1024, maxRows: 5_000 } as const;

/** The Russian texts of the transfer (ours). */
export const transferMessages = {
  tooLarge: `Файл больше ${TRANSFER_LIMITS.maxBytes / 1024 / 1024} МБ: разделите его на части`,
  tooManyRows: `В файле больше ${TRANSFER_LIMITS.maxRows} записей: разделите его на части`,
  unreadable: (why: string) => `Не удалось прочитать файл: ${why}`,
  unknownFormat:
    'это не выгрузка списков этого сайта (JSON или CSV) и не выгрузка списка VNDB (XML)',
  ratingOutOfRange: 'оценка вне 1–10',
  unknownList: (list: string) => `неизвестный список «${list}»`,
  notFound: 'не найден проект',
  ambiguous: 'несколько проектов с таким названием',
  cannotBeRated: 'проект ещё нельзя оценить',
  nothingToImport: 'нет ни списка, ни оценки',
  duplicate: 'проект уже встречался в файле выше',
  noFile: 'Выберите файл для импорта',
  notUtf8: 'файл не в кодировке UTF-8',
  ratingLeftOut: 'оценка не перенесена: проект ещё нельзя оценить',
} as const;

/** The file kinds an import reads: ours in JSON or CSV, and the external database's XML. */
export const transferFormats = ['json', 'csv', 'vndb'] as const;
export type TransferFormat = (typeof transferFormats)[number];

export const transferFormatLabels: Record<TransferFormat, string> = {
  json: 'выгрузка этого сайта (JSON)',
  csv: 'выгрузка этого сайта (CSV)',
  vndb: 'выгрузка списка VNDB (XML)',
};

/** What importing a row changes for the reader. */
export const transferChanges = ['new', 'list', 'rating', 'listAndRating', 'same'] as const;
export type TransferChange = (typeof transferChanges)[number];

export const transferChangeLabels: Record<TransferChange, string> = {
  new: 'новая запись',
  list: 'меняет список',
  rating: 'меняет оценку',
  listAndRating: 'меняет список и оценку',
  same: 'без изменений',
};
