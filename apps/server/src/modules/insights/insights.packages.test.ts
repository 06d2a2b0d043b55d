import type { PackageInsights } from '@openhouse/shared/properties/package-insights';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, pdfDocument } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { daysAgo } from '../../../test/helpers/documents';
import { createProject, type Someone } from '../../../test/helpers/projects';
import { insertProperty, listingWithSides } from '../../../test/helpers/properties';
import type { PropertyRow } from '../properties/properties.access';
import { shareLinkEvents } from '../file-manager/share-links.schema';
import { projects } from '../projects/projects.schema';

let t: TestApp;
let realtor: Someone;
let seller: Someone;
let otherRealtor: Someone;
let buyer: Someone;
let recipient: Someone;
let property: PropertyRow;
let bare: PropertyRow;
let anyoneLink: { id: number; url: string };
let emailLink: { id: number; url: string };

const disk = 'my-files';
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

async function share(body: Record<string, unknown>) {
  const response = await t.call({ method: 'POST', url: '/api/file-manager/share-link', token: realtor.token, payload: { disk, audience: 'anyone', permission: 'download', ...body } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; url: string };
}

async function projectFolderWithFile(address: string, propertyId: number) {
  const project = await createProject(t, realtor.token, { property_address: address });
  // The project of the listing's deal is the one tied to it (opened when a bid is accepted); set here directly.
  await t.database.db.update(projects).set({ property_id: propertyId }).where(eq(projects.id, project.id));
  const folder = `Projects/${address.split(',')[0]} (${project.id})`;
  const form = multipart([{ name: 'disk', value: disk }, { name: 'path', value: folder }, { name: 'files[]', filename: 'disclosure.pdf', contentType: 'application/pdf', content: pdfDocument() }]);
  const uploaded = await t.call({ method: 'POST', url: '/api/file-manager/upload', token: realtor.token, payload: form.payload, headers: form.headers });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  return `${folder}/disclosure.pdf`;
}

const ask = (propertyId: number, token?: string, duration = 'week') => t.call({ method: 'GET', url: `/api/v1/property/document-packages?property_id=${propertyId}&duration=${duration}`, token });
const insightsOf = async (propertyId: number, duration = 'week') => {
  const response = await ask(propertyId, realtor.token, duration);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as PackageInsights;
};

/**
 * The property has two packages made from its project's folder: A for anyone (opened twice and a file viewed and
 * downloaded by visitors signed out, opened 40 days ago too) and B for the recipient's e-mail (opened and
 * downloaded whole by them). A package of another property's project (C) is used too and must not count.
 */
beforeAll(async () => {
  t = await createTestApp();
  ({ realtor, seller, property } = await listingWithSides(t, { status: 'active', published_at: new Date() }));
  bare = await insertProperty(t.database.db, realtor.user.id, { status: 'active', published_at: new Date() });
  const elsewhere = await insertProperty(t.database.db, realtor.user.id, {});
  otherRealtor = await t.user({ roles: ['Realtor'] });
  buyer = await t.user({ roles: ['Buyer'] });
  recipient = await t.user({ roles: ['Buyer'] });

  const file = await projectFolderWithFile('4 Birch Lane, Davis, CA 95616', property.id);
  anyoneLink = await share({ paths: [file], title: 'Birch package' });
  emailLink = await share({ paths: [file], title: 'Birch offers', audience: 'emails', emails: [recipient.user.email] });
  const other = await share({ paths: [await projectFolderWithFile('8 Cedar Court, Davis, CA 95616', elsewhere.id)], title: 'Cedar package' });

  const a = tokenOf(anyoneLink.url);
  const opened = await t.call({ method: 'GET', url: `/api/v1/share-link/${a}` });
  const path = encodeURIComponent(opened.json().data.files[0].path);
  await t.call({ method: 'GET', url: `/api/v1/share-link/${a}` });
  expect((await t.call({ method: 'GET', url: `/api/v1/share-documents/view?token=${a}&file_path=${path}` })).statusCode).toBe(200);
  expect((await t.call({ method: 'GET', url: `/api/v1/share-documents/download?token=${a}&file_path=${path}` })).statusCode).toBe(200);
  await t.database.db.insert(shareLinkEvents).values({ link_id: anyoneLink.id, action: 'open', viewer_email: 'old@example.com', created_at: daysAgo(40) });

  const b = tokenOf(emailLink.url);
  expect((await t.call({ method: 'GET', url: `/api/v1/share-link/${b}`, token: recipient.token })).statusCode).toBe(200);
  expect((await t.call({ method: 'GET', url: `/api/v1/share-documents/download-all?token=${b}&session=${recipient.token}` })).statusCode).toBe(200);
  expect((await t.call({ method: 'GET', url: `/api/v1/share-link/${tokenOf(other.url)}` })).statusCode).toBe(200);
});
afterAll(async () => t?.close());

describe("a property's insights: its shared document packages", () => {
  it('counts opens, views and downloads of the packages of its projects, per package and per viewer, over the duration', async () => {
    const week = await insightsOf(property.id);
    expect(week).toMatchObject({ property_id: property.id, duration: 'week', opens: 3, views: 1, downloads: 2, viewer_count: 2 });
    expect(week.packages.map(({ title, status, opens, views, downloads }) => ({ title, status, opens, views, downloads }))).toEqual([
      { title: 'Birch offers', status: 'active', opens: 1, views: 0, downloads: 1 },
      { title: 'Birch package', status: 'active', opens: 2, views: 1, downloads: 1 },
    ]);
    // Most recent first: the recipient came after the visitors signed out, who share one anonymous row.
    expect(week.viewers.map(({ email, opens, views, downloads }) => ({ email, opens, views, downloads }))).toEqual([
      { email: recipient.user.email, opens: 1, views: 0, downloads: 1 },
      { email: null, opens: 2, views: 1, downloads: 1 },
    ]);
    for (const viewer of week.viewers) expect(Date.now() - Date.parse(viewer.last_at)).toBeLessThan(60_000);

    const allTime = await insightsOf(property.id, 'year');
    expect(allTime).toMatchObject({ opens: 4, viewer_count: 3 });
    expect(allTime.viewers.at(-1)).toMatchObject({ email: 'old@example.com', opens: 1 });
  });

  it('shows a revoked package with its status, and a property without packages as empty', async () => {
    expect((await t.call({ method: 'POST', url: '/api/file-manager/delete/sharelink', token: realtor.token, payload: { link_id: emailLink.id } })).statusCode).toBe(200);
    expect((await insightsOf(property.id)).packages.find((row) => row.id === emailLink.id)?.status).toBe('revoked');
    expect(await insightsOf(bare.id)).toEqual({ property_id: bare.id, duration: 'week', opens: 0, views: 0, downloads: 0, packages: [], viewers: [], viewer_count: 0 });
  });

  it('is the listing side’s alone: another realtor, a buyer (even a viewer of the package) and a visitor are refused', async () => {
    expect((await ask(property.id, seller.token)).statusCode).toBe(200);
    expect((await ask(property.id)).statusCode).toBe(401);
    expect((await ask(property.id, otherRealtor.token)).statusCode).toBe(403);
    expect((await ask(property.id, buyer.token)).statusCode).toBe(403);
    expect((await ask(property.id, recipient.token)).statusCode).toBe(403);
    expect((await ask(999_999, realtor.token)).statusCode).toBe(404);
  });
});
