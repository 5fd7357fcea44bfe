// @ts-check
/*
 * Where apps/api keeps things, for the api-feature generator: the one place to change when the
 * API's folders move. A feature is written to `<featuresDir>/<name>/`; the platform imports below
 * are written into its files as they are, so they are relative to that folder.
 */

/** The folder of the feature folders (each with a public index.ts). */
export const featuresDir = 'apps/api/src/features';

/** The root module the feature module is registered in, and how it imports a feature. */
export const appModule = {
  file: 'apps/api/src/app.module.ts',
  /** @param {string} fileName the feature's folder */
  importPath: (fileName) => `./features/${fileName}`,
};

/** The platform parts a feature's files import, as seen from `<featuresDir>/<name>/`. */
export const platformImports = {
  /** `Route`, `ContractBody`: a handler declared from its contract endpoint. */
  route: '../../platform/http',
  /** `CurrentViewer`, `Viewer`: the signed-in person behind a request. */
  viewer: '../../platform/session',
  /** `newObjectId`: a new record's id. */
  ids: '../../platform/ids',
  /** `connectFreshDatabase`: a database of the test's own on the run's server (apps/api/test). */
  testDatabase: '../../../test/test-api',
};

/** The HTTP tests (the API started, real requests): `<httpTestsDir>/<name>/<name>-roles.spec.ts`. */
export const httpTestsDir = 'apps/api/test';

/** The HTTP tests' helpers, as seen from `<httpTestsDir>/<name>/`. */
export const testHelpers = {
  /** `startAccountsWorld`: the API with mail and the test captcha, to sign users up. */
  accounts: '../accounts-fixture',
  /** `describeRoleTable`: every call × guest, user, banned user, moderator, administrator. */
  roleTable: '../role-table',
};

/** The contract (libs/domain/src/api): one module per area, listed in contract.ts and the index. */
export const contract = {
  dir: 'libs/domain/src/api',
  list: 'libs/domain/src/api/contract.ts',
  index: 'libs/domain/src/index.ts',
  /**
   * Rewrites libs/domain/src/api/routes/ from the contract (`npm run contract:routes`): a new
   * area's `routes/<name>.ts`, and its line in `routes/index.ts`.
   */
  writeRoutes: { command: 'npx', args: ['tsx', 'tools/contract/write-routes.ts'] },
};
