import { expect, test } from '@playwright/test';
import { API, apiCall, DEMO, idTokenFor } from '../fixtures/auth';
import { packagesOf } from '../fixtures/packages';

test('customer 0001 cannot read a package of customer 0002 through the api', async () => {
  const mine = await packagesOf(DEMO.customer1);
  const theirs = await packagesOf(DEMO.customer2);
  const myIds = new Set(mine.rows.map((r) => r.id));
  const foreign = theirs.rows.find((r) => !myIds.has(r.id))!;
  const token = await idTokenFor(DEMO.customer1);

  // another customer's package answers exactly as one that does not exist
  const direct = await apiCall(token, 'GET', `/packages/${foreign.id}`);
  const missing = await apiCall(token, 'GET', `/packages/00000000-0000-4000-8000-000000000000`);
  expect(direct.status).toBe(404);
  expect(direct.body).toEqual(missing.body);

  // a crafted report query for 0002's rows still returns only 0001's own
  const crafted = await apiCall<{ id: string }[]>(token, 'POST', '/api/data/packages', {
    limit: 100,
    filters: [
      {
        or_group: 'x',
        filters: [
          { field: 'user_id', compare: '=', value: theirs.me.id },
          { field: 'sender_id', compare: '=', value: theirs.me.id },
        ],
      },
    ],
  });
  expect(crafted.status).toBe(200);
  for (const row of crafted.body.data) expect(myIds.has(row.id)).toBe(true);
  expect(crafted.body.data.some((r) => r.id === foreign.id)).toBe(false);

  // without a Project-ID the api refuses
  const res = await fetch(`${API}/packages/${foreign.id}`, { headers: { Token: token } });
  expect(res.status).toBe(401);
});
