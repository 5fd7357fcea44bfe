import { siteSearchEndpoint, siteSearchEndpoints } from '@vn/domain';
import { afterAll, beforeAll, describe } from 'vitest';
import { startAccountsWorld, type AccountsWorld } from '../accounts-fixture';
import { describeRoleTable, everyone, type RoleCall } from '../role-table';

/*
 * The site-wide search × every kind of caller: anyone may search, a guest and a banned user
 * included (docs/product §A7.3: the top bar's box is on every page); it writes nothing. Then its
 * query is walked with bad input.
 */
const calls: RoleCall[] = [
  {
    endpoint: siteSearchEndpoint,
    request: async () => ({ path: '/api/search', query: { q: 'тайная', kind: 'novels' } }),
    statuses: everyone(200),
  },
];

describe('site-search calls by role', () => {
  let world: AccountsWorld;
  beforeAll(async () => {
    world = await startAccountsWorld();
  });
  afterAll(() => world.close());

  describeRoleTable('site-search', siteSearchEndpoints, calls, () => world.api);
});
