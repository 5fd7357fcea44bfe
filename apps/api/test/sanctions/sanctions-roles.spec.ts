import {
  addSanctionEndpoint,
  liftSanctionEndpoint,
  sanctionsEndpoints,
  userSanctionsEndpoint,
} from '@vn/domain';
import { describe } from 'vitest';
import { signUpUser, useAccountsWorld } from '../accounts-fixture';
import { describeRoleTable, moderators, type Caller, type RoleCall } from '../role-table';

/** A sanction a moderator sends: comments, for an hour. */
const sanctionBody = {
  scope: 'comments',
  rule: 'spam',
  publicReason: 'реклама',
  privateNote: 'третий раз за неделю',
  duration: 'hour',
};

/*
 * The sanctions calls (docs/product §A2, ours) × every kind of caller, and bad input to each. Giving
 * and lifting are moderators' (the ban's rights); the history is staff's, or the person's own.
 */
describe('sanctions calls × roles, and bad input to each (docs/product §A2)', () => {
  const {
    world,
    people: { moderator },
  } = useAccountsWorld({ moderator: { role: 'moderator' } });
  const api = () => world.api;

  /** A fresh person to act on, so rows never interfere. */
  const someone = async () => (await signUpUser(api())).id;
  /** A sanction on a fresh person, given by the moderator. */
  const givenSanction = async () => {
    const answer = await moderator.client.post<{ result: { _id: string } }>(
      `/api/profile/${await someone()}/sanctions`,
      sanctionBody,
    );
    if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
    return answer.body.result._id;
  };

  const calls: RoleCall[] = [
    {
      endpoint: userSanctionsEndpoint,
      about: "someone else's",
      request: async () => ({ path: `/api/profile/${await someone()}/sanctions` }),
      statuses: moderators,
    },
    {
      endpoint: addSanctionEndpoint,
      request: async () => ({
        path: `/api/profile/${await someone()}/sanctions`,
        json: sanctionBody,
      }),
      statuses: moderators,
    },
    {
      endpoint: liftSanctionEndpoint,
      request: async () => ({
        path: `/api/sanctions/${await givenSanction()}/lift`,
        json: { reason: 'выдано по ошибке' },
      }),
      statuses: moderators,
    },
  ];

  /** The person reads their own history: every signed-in caller. */
  const own: RoleCall = {
    endpoint: userSanctionsEndpoint,
    about: 'their own',
    request: async (caller: Caller) => ({
      path: `/api/profile/${caller.account?.id ?? (await someone())}/sanctions`,
    }),
    statuses: { ...moderators, user: 200, 'banned user': 200, guest: 401 },
  };

  describeRoleTable('sanctions', sanctionsEndpoints, [calls[0]!, own, ...calls.slice(1)], api);
});
