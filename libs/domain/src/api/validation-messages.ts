import { z } from 'zod';
import { countRu, type RussianForms } from '../format/plural';

/*
 * The interface is Russian (docs/product), and a refused field's message reaches the reader: the API
 * answers `fields` with it and the site shows it under the field. Rules with a message of their own
 * (§5: "Нет названия", "Пустое сообщение", …) keep it; every other check speaks through here
 * instead of zod's English defaults ("Too big: expected string to have <=300 characters").
 */

// Genitive: every limit reads "не длиннее / не больше N …" ("1 символа", "3 символов").
const characters: RussianForms = { one: 'символа', few: 'символов', many: 'символов' };
const items: RussianForms = { one: 'элемента', few: 'элементов', many: 'элементов' };
const bytes: RussianForms = { one: 'байта', few: 'байт', many: 'байт' };

const formats: Partial<Record<string, string>> = {
  email: 'Неверный адрес почты',
  url: 'Неверная ссылка',
  datetime: 'Неверная дата и время',
  date: 'Неверная дата',
  time: 'Неверное время',
};

const typeNames: Partial<Record<string, string>> = {
  string: 'текст',
  number: 'число',
  int: 'целое число',
  boolean: 'да или нет',
  array: 'список',
  object: 'объект',
  date: 'дата',
};

type SizedOrigin = 'string' | 'array' | 'set' | 'file' | 'number' | 'int' | 'bigint' | 'date';

function sizeUnit(origin: string): RussianForms | null {
  if (origin === 'string') return characters;
  if (origin === 'array' || origin === 'set' || origin === 'map') return items;
  if (origin === 'file') return bytes;
  return null;
}

function tooBig(origin: SizedOrigin | string, maximum: number | bigint | Date, inclusive: boolean) {
  const limit = Number(maximum);
  const unit = sizeUnit(origin);
  if (unit)
    return origin === 'string'
      ? `Не длиннее ${countRu(limit, unit)}`
      : `Не больше ${countRu(limit, unit)}`;
  return inclusive ? `Не больше ${limit}` : `Меньше ${limit}`;
}

function tooSmall(
  origin: SizedOrigin | string,
  minimum: number | bigint | Date,
  inclusive: boolean,
) {
  const limit = Number(minimum);
  const unit = sizeUnit(origin);
  if (unit && limit === 1) return origin === 'string' ? 'Не заполнено' : 'Нужен хотя бы один';
  if (unit)
    return origin === 'string'
      ? `Не короче ${countRu(limit, unit)}`
      : `Не меньше ${countRu(limit, unit)}`;
  return inclusive ? `Не меньше ${limit}` : `Больше ${limit}`;
}

/** The Russian message of one validation issue that has no message of its own. */
export function russianValidationMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'too_big':
      return tooBig(issue.origin, issue.maximum, issue.inclusive ?? true);
    case 'too_small':
      return tooSmall(issue.origin, issue.minimum, issue.inclusive ?? true);
    case 'invalid_type':
      if (issue.input === undefined) return 'Обязательное поле';
      return `Ожидалось: ${typeNames[issue.expected] ?? issue.expected}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `Ожидалось: ${String(issue.values[0])}`
        : `Допустимые значения: ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return formats[issue.format] ?? 'Неверный формат';
    case 'unrecognized_keys':
      return `${issue.keys.length === 1 ? 'Лишнее поле' : 'Лишние поля'}: ${issue.keys.join(', ')}`;
    case 'not_multiple_of':
      return `Должно делиться на ${String(issue.divisor)}`;
    case 'invalid_union':
      return 'Неверное значение';
    default:
      return 'Неверное значение';
  }
}

/**
 * Makes every schema without a message of its own speak Russian. Zod's configuration is global:
 * the API calls this when it builds the app, the site when it starts.
 */
export function installRussianValidationMessages(): void {
  z.config({ customError: (issue) => russianValidationMessage(issue) });
}
