/** The configuration cannot start the API: what is wrong, for the operator. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
