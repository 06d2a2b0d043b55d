import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { daysAgo, insertEvents, utcDayAgo } from '../../../test/helpers/documents';
import { listingWithSides } from '../../../test/helpers/properties';
import type { PropertyRow } from '../properties/properties.access';

type Person = { user: { id: number }; token: string };

let t: TestApp;
let realtor: Person;
let seller: Person;
let buyer: Person;
let otherRealtor: Person;
let property: PropertyRow;

const day = utcDayAgo;

beforeAll(async () => {
  t = await createTestApp();
  ({ realtor, seller, property } = await listingWithSides(t, { label: '=HYPERLINK("http://evil.example")' }));
  buyer = await t.user({ roles: ['Buyer'] });
  otherRealtor = await t.user({ roles: ['Realtor'] });
  await insertEvents(t.database.db, property.id, [
    { event_type: 'view', visitor_id: 'A' },
    { event_type: 'view', visitor_id: 'A' },
    { event_type: 'view', visitor_id: 'B' },
    { event_type: 'click', visitor_id: 'A' },
    { event_type: 'download', visitor_id: `u:${buyer.user.id}`, user_id: buyer.user.id, created_at: daysAgo(3) },
    { event_type: 'view', visitor_id: 'C', created_at: daysAgo(12) },
  ]);
});
afterAll(async () => t?.close());

const exportUrl = (query: string) => `/api/v1/export?property_id=${property.id}${query}`;

describe('GET /export', () => {
  it('downloads the per-day rows of the week as a CSV attachment, with the token in the query', async () => {
    const response = await t.call({ method: 'GET', url: exportUrl(`&duration=week&token=${realtor.token}`) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="insights-${property.id}-week.csv"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const lines = response.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, -1)).toEqual([
      'date,unique_views,unique_clicks,total_views,total_clicks,total_downloads',
      `${day(6)},0,0,0,0,0`,
      `${day(5)},0,0,0,0,0`,
      `${day(4)},0,0,0,0,0`,
      `${day(3)},0,0,0,0,1`,
      `${day(2)},0,0,0,0,0`,
      `${day(1)},0,0,0,0,0`,
      `${day(0)},2,1,3,1,0`,
    ]);
    // Nothing user-authored (like this listing's formula-looking title) goes into the file.
    expect(response.body).not.toContain('HYPERLINK');
  });

  it('defaults to the week and accepts the bearer header too; month has 30 days', async () => {
    const byHeader = await t.call({ method: 'GET', url: exportUrl(''), token: seller.token });
    expect(byHeader.statusCode).toBe(200);
    expect(byHeader.headers['content-disposition']).toContain(`insights-${property.id}-week.csv`);
    const month = await t.call({ method: 'GET', url: exportUrl(`&duration=month&token=${seller.token}`) });
    expect(month.body.trim().split('\r\n')).toHaveLength(31);
    expect(month.body).toContain(`${day(12)},1,0,1,0,0`);
  });

  it('answers 401 without a token or with a bad one', async () => {
    expectError(await t.call({ method: 'GET', url: exportUrl('') }), 401, 'Unauthenticated.');
    expectError(await t.call({ method: 'GET', url: exportUrl('&token=nope-nope-nope-nope-nope-nope') }), 401, 'Unauthenticated.');
  });

  it('answers 403 to a buyer or another realtor and 404 for an unknown property', async () => {
    expectError(await t.call({ method: 'GET', url: exportUrl(`&token=${buyer.token}`) }), 403, 'This action is unauthorized.');
    expectError(await t.call({ method: 'GET', url: exportUrl(`&token=${otherRealtor.token}`) }), 403, 'This action is unauthorized.');
    expect((await t.call({ method: 'GET', url: `/api/v1/export?property_id=999999&token=${realtor.token}` })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/v1/export?token=${realtor.token}` })).statusCode).toBe(422);
  });
});
