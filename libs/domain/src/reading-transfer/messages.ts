/* The limits and Russian texts of lists that travel (docs/product §A5.5, ours). */

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
