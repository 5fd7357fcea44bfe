/**
 * CSV as RFC 4180 writes it (docs/product §A5.5, ours): fields separated by commas, records by CRLF,
 * a field quoted when it holds a comma, a quote, a CR or an LF, and a quote inside doubled. The
 * reader also takes bare LF line ends, which spreadsheets sometimes write.
 */

/** One field as written: quoted only when it must be. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Records as CSV text, each ended by CRLF. */
export function writeCsv(records: readonly (readonly string[])[]): string {
  return records.map((fields) => `${fields.map(csvField).join(',')}\r\n`).join('');
}

/** Why a CSV text could not be read. */
export class CsvSyntaxError extends Error {
  override name = 'CsvSyntaxError';
}

/**
 * The records of a CSV text. A quote opens a quoted field only at the start of a field; a quoted
 * field must end with a quote followed by a comma, a line end or the end. A last empty line is not
 * a record.
 */
export function readCsv(text: string): string[][] {
  const records: string[][] = [];
  let fields: string[] = [];
  let index = 0;
  const length = text.length;
  if (length === 0) return records;
  for (;;) {
    let value = '';
    if (text[index] === '"') {
      index += 1;
      for (;;) {
        const quote = text.indexOf('"', index);
        if (quote < 0) throw new CsvSyntaxError('кавычка не закрыта');
        value += text.slice(index, quote);
        index = quote + 1;
        if (text[index] === '"') {
          value += '"';
          index += 1;
        } else break;
      }
      const next = text[index];
      if (index < length && next !== ',' && next !== '\r' && next !== '\n') {
        throw new CsvSyntaxError('после закрывающей кавычки ожидалась запятая');
      }
    } else {
      let end = index;
      while (end < length) {
        const char = text[end];
        if (char === ',' || char === '\r' || char === '\n') break;
        if (char === '"') throw new CsvSyntaxError('кавычка внутри поля без кавычек');
        end += 1;
      }
      value = text.slice(index, end);
      index = end;
    }
    fields.push(value);
    if (index >= length) {
      records.push(fields);
      return records;
    }
    if (text[index] === ',') {
      index += 1;
      continue;
    }
    // A line end: CRLF, or LF alone, or CR alone.
    index += text[index] === '\r' && text[index + 1] === '\n' ? 2 : 1;
    records.push(fields);
    fields = [];
    if (index >= length) return records;
  }
}
