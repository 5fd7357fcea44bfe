import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installRussianValidationMessages } from './validation-messages';

function messageOf(schema: z.ZodType, value: unknown): string | undefined {
  return schema.safeParse(value).error?.issues[0]?.message;
}

describe('Russian validation messages', () => {
  beforeAll(() => installRussianValidationMessages());
  afterAll(() => z.config({ customError: undefined }));

  it.each([
    [z.string().max(300), 'a'.repeat(301), 'Не длиннее 300 символов'],
    [z.string().max(1), 'ab', 'Не длиннее 1 символа'],
    [z.string().min(3), 'ab', 'Не короче 3 символов'],
    [z.string().min(1), '', 'Не заполнено'],
    [z.array(z.string()).max(50), Array(51).fill('a'), 'Не больше 50 элементов'],
    [z.array(z.string()).min(1), [], 'Нужен хотя бы один'],
    [z.number().max(10), 11, 'Не больше 10'],
    [z.number().min(1), 0, 'Не меньше 1'],
    [z.string(), undefined, 'Обязательное поле'],
    [z.string(), 42, 'Ожидалось: текст'],
    [z.number(), 'x', 'Ожидалось: число'],
    [z.enum(['novel', 'game']), 'film', 'Допустимые значения: novel, game'],
    [z.url(), 'not a link', 'Неверная ссылка'],
    [z.email(), 'nobody', 'Неверный адрес почты'],
    [z.strictObject({}), { extra: 1 }, 'Лишнее поле: extra'],
    [z.strictObject({}), { a: 1, b: 2 }, 'Лишние поля: a, b'],
  ])('%s refuses %j with "%s"', (schema, value, message) => {
    expect(messageOf(schema, value)).toBe(message);
  });

  it('keeps the messages a rule names itself (docs/product §5)', () => {
    expect(messageOf(z.string().min(1, 'Нет названия'), '')).toBe('Нет названия');
  });
});
