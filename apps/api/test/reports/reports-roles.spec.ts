import {
  claimReportCaseEndpoint,
  reportCasesEndpoint,
  reportsEndpoints,
  resolveReportCaseEndpoint,
  sendReportEndpoint,
} from '@vn/domain';
import { describe } from 'vitest';
import { signUpUser, useAccountsWorld } from '../accounts-fixture';
import { describeRoleTable, moderators, signedIn, type RoleCall } from '../role-table';

/*
 * The reports calls (docs/product §A3, ours) × every kind of caller, and bad input to each:
 * reporting is every signed-in reader's but a banned one's (the ban's everything scope binds it);
 * the queue is the staff's.
 */
describe('reports calls × roles, and bad input to each (docs/product §A3)', () => {
  const {
    world,
    people: { reporter },
  } = useAccountsWorld({ reporter: {} });
  const api = () => world.api;

  /** A fresh person to report, so rows never interfere. */
  const someone = async () => (await signUpUser(api())).id;
  /** An open case about a fresh profile, reported by the fixture's reader. */
  const openCase = async () => {
    const id = await someone();
    const answer = await reporter.client.post('/api/reports', {
      kind: 'user',
      id,
      reason: 'spam',
    });
    if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
    return id;
  };

  const calls: RoleCall[] = [
    {
      endpoint: sendReportEndpoint,
      request: async () => ({
        path: '/api/reports',
        json: { kind: 'user', id: await someone(), reason: 'insult', text: 'грубит в личке' },
      }),
      statuses: { ...signedIn, 'banned user': 403 },
    },
    {
      endpoint: reportCasesEndpoint,
      request: async () => ({ path: '/api/reports', query: { status: 'open', page: '0' } }),
      statuses: moderators,
    },
    {
      endpoint: claimReportCaseEndpoint,
      request: async () => ({ path: `/api/reports/user/${await openCase()}/claim` }),
      statuses: moderators,
    },
    {
      endpoint: resolveReportCaseEndpoint,
      request: async () => ({
        path: `/api/reports/user/${await openCase()}/resolve`,
        json: { resolution: 'dismissed', note: 'нарушения нет' },
      }),
      statuses: moderators,
    },
  ];

  describeRoleTable('reports', reportsEndpoints, calls, api);
});
