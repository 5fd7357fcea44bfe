/* Lists that travel (docs/product §A5.5, ours): export, reading a file to import, matching. */
export * from './messages';
export * from './transfer-file';
export * from './vndb-list';
export * from './match';
export { readCsv, writeCsv, csvField, CsvSyntaxError } from './csv';
export { readXml, decodeXmlText, XmlSyntaxError, type XmlElement } from './xml';
