/** No database can be had: not configured, and the embedded one cannot be built or started. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}
