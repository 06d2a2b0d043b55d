import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { demo, DEMO_PASSWORD, dismissGuidedTour, postLogin, scrollThroughPage, storeSession } from '../fixtures/api';
import { seriousFindings } from '../fixtures/axe';
import { expectAccessible, shootBothWidths } from '../fixtures/page-checks';

// What a realtor reads first each day: a chat that reads by day with a listing shared as a card, the
// notifications that are read once opened (the bell follows), and a dashboard whose queue counts what /queue lists.
test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
type Login = { token: string; id: number };

async function login(request: APIRequestContext, email: string): Promise<Login> {
  const response = await postLogin(request, { email, password: DEMO_PASSWORD });
  const { data } = (await response.json()) as { data: { authorization: { token: string }; user: { id: number } } };
  return { token: data.authorization.token, id: data.user.id };
}

const auth = (who: Login) => ({ authorization: `Bearer ${who.token}` });

/** The buyer's one-to-one conversation with the realtor (started, or found when it exists), with these messages sent. */
async function buyerWrites(request: APIRequestContext, buyer: Login, realtor: Login, bodies: string[]): Promise<number> {
  const started = await request.post('/api/v1/conversations', { headers: auth(buyer), data: { user_ids: [realtor.id] } });
  expect(started.ok(), await started.text()).toBe(true);
  const conversationId = ((await started.json()) as { data: { id: number } }).data.id;
  for (const body of bodies) {
    const sent = await request.post('/api/v1/messages', { headers: auth(buyer), data: { conversation_id: conversationId, body } });
    expect(sent.ok(), await sent.text()).toBe(true);
  }
  return conversationId;
}

async function signedInAs(page: Page, request: APIRequestContext, email: string): Promise<void> {
  await storeSession(page, request, email);
  await page.goto('/dashboard');
  await dismissGuidedTour(page);
}

test('a chat reads by day with short times, names the other person, and shows a shared listing as a card', async ({ page, request, baseURL }) => {
  const [buyer, realtor] = await Promise.all([login(request, demo.buyer), login(request, demo.realtor)]);
  const listing = ((await (await request.get('/api/v1/properties?per_page=1')).json()) as { data: { id: number; street_address: string }[] }).data[0]!;
  const conversationId = await buyerWrites(request, buyer, realtor, [`Morning! (${stamp})`, `What about this one? ${baseURL}/properties/${listing.id}`, `Second thought (${stamp})`]);

  await signedInAs(page, request, demo.realtor);
  // Recent Messages lists the conversation once, however many messages it holds.
  await scrollThroughPage(page);
  const recent = page.getByRole('region', { name: 'Recent Messages' });
  await expect(recent.getByText(`Second thought (${stamp})`)).toBeVisible();
  await expect(recent.getByRole('button').filter({ hasText: 'Blake Buyer' })).toHaveCount(1);

  await page.goto(`/messages?conversation=${conversationId}`);
  const thread = page.getByLabel('Messages', { exact: true });
  await expect(thread.getByText(`Second thought (${stamp})`)).toBeVisible();
  await expect(page.getByText('Chat with Blake Buyer')).toBeVisible();
  await expect(page.getByText(/^\d+ people$/)).toHaveCount(0);
  await expect(thread.getByRole('separator', { name: 'Today' })).toHaveCount(1);
  // A bubble shows the time alone; the date is the separator's.
  await expect(thread.getByTestId('message').last().getByText(/^\d{1,2}:\d{2}\s[AP]M$/)).toBeVisible();
  const card = thread.getByRole('link').filter({ hasText: listing.street_address });
  await expect(card).toBeVisible();
  await expectAccessible(page);
  await shootBothWidths(page, 'inbox-thread');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/properties/${listing.id}$`));
});

test('opening /notifications reads what it shows, and the bell follows at once', async ({ page, request }) => {
  const [buyer, realtor] = await Promise.all([login(request, demo.buyer), login(request, demo.realtor)]);
  expect((await request.put('/api/v1/notifications', { headers: auth(realtor), data: { user_id: realtor.id } })).ok()).toBe(true);
  // Nobody is signed in as the realtor now: the message is told by a notification.
  await buyerWrites(request, buyer, realtor, [`Are you free to talk? (${stamp})`]);
  const unread = async () => ((await (await request.get('/api/v1/notification?limit=5', { headers: auth(realtor) })).json()) as { unread_count: number }).unread_count;
  await expect.poll(unread).toBeGreaterThan(0);

  await signedInAs(page, request, demo.realtor);
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  await page.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('link', { name: 'Read more' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByText('Blake Buyer sent you a message.').first()).toBeVisible();
  // The count goes without a reload, and the server agrees.
  await expect(bell).toHaveAccessibleName('Notifications');
  expect(await unread()).toBe(0);
  await expectAccessible(page);
  await shootBothWidths(page, 'inbox-notifications-read');
});

test("the realtor's dashboard counts in Waiting on you what /queue lists, item for item, with nothing serious for axe", async ({ page, request }) => {
  const [buyer, realtor] = await Promise.all([login(request, demo.buyer), login(request, demo.realtor)]);
  // Something waits for certain: the buyer asks for the documents of one of the realtor's listings (asked before is fine).
  const listings = ((await (await request.get('/api/v1/properties?per_page=20')).json()) as { data: { id: number; realtor_id: number }[] }).data;
  const own = listings.find((listing) => listing.realtor_id === realtor.id)!;
  await request.post('/api/v1/permissions', { headers: auth(buyer), data: { property_id: own.id, message: 'May I see the disclosures?' } });

  await signedInAs(page, request, demo.realtor);
  const queue = page.getByRole('region', { name: 'Waiting on you' });
  await expect(queue).toBeVisible();
  const counted = Number(await queue.locator('.mantine-Badge-root').first().innerText());
  expect(counted).toBeGreaterThan(0);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await scrollThroughPage(page);
    expect(await seriousFindings(page), `dashboard at ${width} px`).toEqual([]);
  }
  await shootBothWidths(page, 'inbox-realtor-dashboard');

  await queue.getByRole('link', { name: 'See all' }).click();
  await expect(page).toHaveURL(/\/queue$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Waiting on you' })).toBeVisible();
  const listed = page.getByRole('region', { name: /^(Bid approvals|Document access requests)$/ }).getByRole('listitem');
  await expect(listed).toHaveCount(counted);
  await shootBothWidths(page, 'inbox-queue');
});
