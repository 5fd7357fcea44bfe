import {
  vndbEndpoints,
  vndbMessages,
  vndbSearchEndpoint,
  vndbSearchRoute,
  type VndbMatch,
} from '@vn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalVndb, UPSTREAM_SECRET } from '../../../../tools/vndb/local-vndb';
import { useAccountsWorld } from '../accounts-fixture';
import { HttpClient, type Answer } from '../http-client';
import { describeRoleTable, signedIn, type RoleCall } from '../role-table';

/*
 * The project form's lookup in the external visual novel database, through the real app over HTTP,
 * with the API pointed at the local service (`VNDB_API_URL`): nothing reaches the internet.
 */
describe('GET /api/vndb/search: the lookup in the external visual novel database', () => {
  let local: LocalVndb;
  beforeAll(async () => {
    local = await LocalVndb.start();
  });
  afterAll(() => local.close());
  // Registered after the service's hooks, so the world starts after it and closes before it.
  const {
    world,
    people: { user },
  } = useAccountsWorld({ user: {} }, () => ({ VNDB_API_URL: local.url, VNDB_TIMEOUT_MS: '500' }));
  const api = () => world.api;
  const search = (client: HttpClient, name: string) =>
    client.get<Answer<VndbMatch[]>>(`${vndbSearchRoute.path}?${new URLSearchParams({ name })}`);

  it('answers a guest 401 without asking the service', async () => {
    const before = local.requests;
    const answer = await search(new HttpClient(api().baseUrl), 'Steins;Gate');
    expect(answer.status).toBe(401);
    expect(answer.body.message).toEqual(expect.any(String));
    expect(local.requests).toBe(before);
  });

  it('answers a signed-in user the matches, mapped to our codes', async () => {
    const answer = await search(user.client, 'steins;gate');
    expect(answer.status).toBe(200);
    expect(answer.body.result.map((match) => match.title)).toEqual([
      'Steins;Gate',
      'Steins;Gate: Hiyoku Renri no Darling',
      'Steins;Gate 0',
    ]);
    expect(answer.body.result[0]).toEqual({
      id: 'v2002',
      title: 'Steins;Gate',
      olang: 'ja',
      language: 'jp',
      length: 4,
      lengthKey: 'long',
      length_minutes: 2_640,
      rating: 89.7,
      votecount: 12_006,
      devstatus: 0,
      developers: ['5pb.', 'Nitroplus'],
      released: '2009-10-15',
    });
  });

  it('answers 400 with a Russian sentence for a blank or missing name', async () => {
    for (const path of [`${vndbSearchRoute.path}?name=%20%20`, vndbSearchRoute.path]) {
      const answer = await user.client.get<Answer<never>>(path);
      expect(answer.status, path).toBe(400);
      expect(answer.body.message).toContain(vndbMessages.nameMissing);
      expect(answer.body.fields).toEqual({ name: vndbMessages.nameMissing });
    }
  });

  it.each(['__down__', '__slow__', '__garbage__'])(
    'answers 503 with the message when the service is %s, passing nothing of it on',
    async (name) => {
      const answer = await search(user.client, name);
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({
        message: vndbMessages.unavailable,
        requestId: expect.any(String),
      });
      expect(JSON.stringify(answer.body)).not.toContain(UPSTREAM_SECRET);
    },
  );

  const calls: RoleCall[] = [
    {
      endpoint: vndbSearchEndpoint,
      request: async () => ({ path: vndbSearchRoute.path, query: { name: 'Ever17' } }),
      statuses: signedIn,
    },
  ];
  describeRoleTable('visual novel database', vndbEndpoints, calls, api);
});
