import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { useGlobalModal } from '../../../lib/global-modals';
import { saveSession } from '../../../lib/session';
import { AnalyticsModal } from '../components/analytics-modal';
import { InsightsPage } from './insights-page';

const emptyPage = { data: [], current_page: 1, last_page: 1, per_page: 10, from: null, to: null, total: 0 };

const listing = (id: number, label: string) => ({
  id,
  label,
  street_address: `${id} Elm St`,
  city: 'Austin',
  state: 'TX',
  zip_code: '78701',
  country: 'US',
  value: 450000,
});

const summary = { property_id: 5, duration: 'week', documents: 3, disclosures: 1, views: 42, unique_views: 17, clicks: 9, unique_clicks: 4, downloads: 2 };

function day(date: string, values: Partial<Record<'total_views' | 'unique_views' | 'total_clicks' | 'unique_clicks' | 'total_downloads', number>> = {}) {
  const row = { date, unique_views: 0, unique_clicks: 0, total_views: 0, total_clicks: 0, total_downloads: 0, ...values };
  return { ...row, total_download: row.total_downloads, user: null };
}

function person(id: number, name: string) {
  return { ...day('2025-03-04', { total_views: 2, unique_views: 1 }), user: { id, name, email: `${name.toLowerCase()}@example.com`, roles: [{ name: 'Buyer' }] } };
}

const noPackages = { property_id: 5, duration: 'week', opens: 0, views: 0, downloads: 0, packages: [], viewers: [], viewer_count: 0 };
const packages = {
  ...noPackages,
  opens: 3,
  views: 1,
  downloads: 2,
  packages: [{ id: 7, title: 'Elm Road disclosures', status: 'active', opens: 3, views: 1, downloads: 2, last_at: '2025-03-04T15:00:00.000Z' }],
  viewers: [
    { email: 'ann@example.com', opens: 1, views: 0, downloads: 1, last_at: '2025-03-04T15:00:00.000Z' },
    { email: null, opens: 2, views: 1, downloads: 1, last_at: '2025-03-03T10:00:00.000Z' },
  ],
  viewer_count: 2,
};

function signIn() {
  act(() => saveSession(makeAuthPayload(), { remember: false, stage: null }));
}

type Overrides = Partial<Record<string, Parameters<typeof mockApi>[0][string]>>;

function mockInsights(overrides: Overrides = {}) {
  return mockApi({
    'GET /me': () => json({ data: makeAuthPayload().user }),
    'GET /properties': () => json({ ...emptyPage, data: [listing(5, 'Lake House'), listing(8, 'City Loft')], from: 1, to: 2, total: 2 }),
    'GET /properties/5': () => json({ data: listing(5, 'Lake House') }),
    'GET /properties/8': () => json({ data: listing(8, 'City Loft') }),
    'GET /property/list': () => json({ data: summary }),
    'GET /property/views': () => json({ data: [day('2025-03-03', { total_views: 4, unique_views: 2 }), day('2025-03-04', { total_views: 1, unique_views: 1 })], interval: 'day' }),
    'GET /property/clicks': () => json({ data: [day('2025-03-04', { total_clicks: 3, unique_clicks: 2 })], interval: 'day' }),
    'GET /property/downloads': () => json({ data: [day('2025-03-04')], interval: 'day' }),
    'GET /analytics/user_details': () => json(emptyPage),
    'GET /property/download_user': () => json(emptyPage),
    'GET /property/document-packages': () => json({ data: noPackages }),
    ...overrides,
  } as Parameters<typeof mockApi>[0]);
}

function ModalProbe() {
  const modal = useGlobalModal();
  const view = modal && 'view' in modal && modal.view ? `${modal.view.duration}/${modal.view.eventType}/${modal.view.chartType}` : '';
  return (
    <>
      <output data-testid="modal">{modal ? `${modal.name}:${'propertyId' in modal ? modal.propertyId : ''}` : 'none'}</output>
      <output data-testid="modal-view">{view}</output>
    </>
  );
}

/** jsdom lays nothing out, so recharts warns that every chart is 0 px wide; other warnings still show. */
function quietChartSizeWarnings() {
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('The width(')) return;
    warn(...args);
  });
}

describe('insights page', () => {
  beforeEach(quietChartSizeWarnings);

  it('opens on the last week of views and sends the spec query to every call', async () => {
    signIn();
    const api = mockInsights();
    renderWithProviders(<InsightsPage />, { route: '/insights?property_id=5', path: '/insights' });

    expect(await screen.findByRole('group', { name: 'Views' })).toHaveTextContent('42');
    expect(screen.getByRole('group', { name: 'Documents' })).toHaveTextContent('3');
    expect(screen.getByRole('group', { name: 'Disclosures' })).toHaveTextContent('1');
    expect(screen.getByRole('group', { name: 'Unique clicks' })).toHaveTextContent('4');
    expect(screen.getByRole('group', { name: 'Downloads' })).toHaveTextContent('2');

    for (const key of ['GET /property/list', 'GET /property/views', 'GET /analytics/user_details']) {
      await waitFor(() => expect(api.calls(key).length).toBeGreaterThan(0));
      const query = api.calls(key)[0]!.query;
      expect(query.get('property_id')).toBe('5');
      expect(query.get('duration')).toBe('week');
      expect(query.get('event_type')).toBe('view');
    }
    expect(api.calls('GET /properties')[0]?.query.get('mine')).toBe('1');

    // The spec's duration labels, week chosen.
    expect(screen.getByRole('radio', { name: 'Last 7 Days' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Monthly' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'All Time' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Views' })).toBeChecked();

    // The per-day table lists the days, newest first.
    const days = await screen.findByRole('table', { name: 'Activity' });
    const rows = within(days).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('03/04/2025');
    expect(rows[2]).toHaveTextContent('03/03/2025');

    await userEvent.setup().click(screen.getByRole('radio', { name: 'Monthly' }));
    await waitFor(() => expect(api.calls('GET /property/views').some((call) => call.query.get('duration') === 'month')).toBe(true));
    expect(api.calls('GET /property/list').some((call) => call.query.get('duration') === 'month')).toBe(true);
  });

  it('switches to clicks and downloads, each through its own call', async () => {
    signIn();
    const api = mockInsights();
    renderWithProviders(<InsightsPage />, { route: '/insights?property_id=5', path: '/insights' });
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'Views' });

    await user.click(screen.getByRole('radio', { name: 'Clicks' }));
    await waitFor(() => expect(api.calls('GET /property/clicks')[0]?.query.get('event_type')).toBe('click'));
    expect(await screen.findByText('Clicks per day')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Downloads' }));
    await waitFor(() => expect(api.calls('GET /property/download_user')[0]?.query.get('event_type')).toBe('download'));
    expect(api.calls('GET /property/downloads')[0]?.query.get('property_id')).toBe('5');
  });

  it("reads 'No data found' when every day is zero", async () => {
    signIn();
    mockInsights({ 'GET /property/views': () => json({ data: [day('2025-03-03'), day('2025-03-04')], interval: 'day' }) });
    renderWithProviders(<InsightsPage />, { route: '/insights?property_id=5', path: '/insights' });
    expect(await screen.findByText('No data found')).toBeInTheDocument();
  });

  it("reads 'No data found' when there are no rows at all, and 'No Records Found' for nobody", async () => {
    signIn();
    mockInsights({ 'GET /property/views': () => json({ data: [], interval: 'day' }) });
    renderWithProviders(<InsightsPage />, { route: '/insights?property_id=5', path: '/insights' });
    expect(await screen.findByText('No data found')).toBeInTheDocument();
    const people = await screen.findByRole('table', { name: 'People' });
    expect(within(people).getByText('No Records Found')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 to 0 of 0 entries')).toBeInTheDocument();
  });

  it('pages through the people and offers e-mail and message contact', async () => {
    signIn();
    const api = mockInsights({
      'GET /analytics/user_details': ({ query }) =>
        query.get('page') === '2'
          ? json({ data: [person(31, 'Zoe')], current_page: 2, last_page: 2, per_page: 10, from: 11, to: 11, total: 11 })
          : json({ data: [person(30, 'Ben')], current_page: 1, last_page: 2, per_page: 10, from: 1, to: 10, total: 11 }),
    });
    renderWithProviders(<InsightsPage />, { route: '/insights?property_id=5', path: '/insights' });

    expect(await screen.findByText('Showing 1 to 10 of 11 entries')).toBeInTheDocument();
    const people = screen.getByRole('table', { name: 'People' });
    expect(within(people).getByText('Ben')).toBeInTheDocument();
    expect(within(people).getByText('Buyer')).toBeInTheDocument();
    expect(within(people).getByRole('link', { name: 'E-mail Ben' })).toHaveAttribute('href', 'mailto:ben@example.com');
    expect(within(people).getByRole('link', { name: 'Message Ben' })).toHaveAttribute('href', '/messages?with=30');

    // The pager loads after the first paint (components/paging-footer.tsx).
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 11 to 11 of 11 entries')).toBeInTheDocument();
    expect(screen.getByText('Zoe')).toBeInTheDocument();
    expect(api.calls('GET /analytics/user_details').at(-1)?.query.get('page')).toBe('2');
  });

  it('shows the shared document packages with their opens, views and downloads, and who used them', async () => {
    signIn();
    const api = mockInsights({ 'GET /property/document-packages': () => json({ data: packages }) });
    renderWithProviders(<InsightsPage />, { route: '/insights?property_id=5', path: '/insights' });
    expect(await screen.findByRole('group', { name: 'Package opens' })).toHaveTextContent('3');
    expect(screen.getByRole('group', { name: 'Package files viewed' })).toHaveTextContent('1');
    expect(screen.getByRole('group', { name: 'Package downloads' })).toHaveTextContent('2');
    expect(within(screen.getByRole('table', { name: 'Packages' })).getByText('Elm Road disclosures')).toBeInTheDocument();
    const viewers = within(screen.getByRole('table', { name: 'Package viewers' })).getAllByRole('row');
    expect(viewers[1]).toHaveTextContent('ann@example.com');
    expect(viewers[2]).toHaveTextContent('Anonymous visitors');
    expect(api.calls('GET /property/document-packages')[0]?.query.get('property_id')).toBe('5');

    await userEvent.setup().click(screen.getByRole('radio', { name: 'All Time' }));
    await waitFor(() => expect(api.calls('GET /property/document-packages').some((call) => call.query.get('duration') === 'year')).toBe(true));
  });

  it('says so when no document package was shared from the property', async () => {
    signIn();
    mockInsights();
    renderWithProviders(<InsightsPage />, { route: '/insights?property_id=5', path: '/insights' });
    expect(await screen.findByText(/No document packages have been shared from this property’s projects yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share Documents' })).toHaveAttribute('href', '/sharedocs');
  });

  it('links the CSV export with the property, the duration and the token', async () => {
    signIn();
    mockInsights();
    renderWithProviders(<InsightsPage />, { route: '/insights?property_id=5', path: '/insights' });
    const link = await screen.findByRole('link', { name: 'Export CSV' });
    const url = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(url.pathname).toBe('/api/v1/export');
    expect(url.searchParams.get('property_id')).toBe('5');
    expect(url.searchParams.get('duration')).toBe('week');
    expect(url.searchParams.get('token')).toBe('token-abc');

    await userEvent.setup().click(screen.getByRole('radio', { name: 'All Time' }));
    await waitFor(() => expect(new URL(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')!, 'http://localhost').searchParams.get('duration')).toBe('year'));
  });

  it('explains a 403: only the listing side sees insights', async () => {
    signIn();
    mockInsights({ 'GET /property/list': () => json({ message: 'This action is unauthorized.' }, 403) });
    renderWithProviders(<InsightsPage />, { route: '/insights?property_id=5', path: '/insights' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the listing side of this property (its realtor and seller) can see its insights.');
    expect(screen.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('preselects the first listing and keeps a new choice in the URL', async () => {
    signIn();
    const api = mockInsights();
    renderWithProviders(<InsightsPage />, { route: '/insights', path: '/insights' });
    await waitFor(() => expect(api.calls('GET /property/list')[0]?.query.get('property_id')).toBe('5'));

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Property' }));
    await user.click(await screen.findByRole('option', { name: 'City Loft (8 Elm St)' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/insights?property_id=8'));
    await waitFor(() => expect(api.calls('GET /property/list').at(-1)?.query.get('property_id')).toBe('8'));
  });

  it('opens the full-screen analytics modal for the chosen property', async () => {
    signIn();
    mockInsights();
    renderWithProviders(
      <>
        <InsightsPage />
        <ModalProbe />
      </>,
      { route: '/insights?property_id=5', path: '/insights' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Monthly' }));
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(screen.getByTestId('modal')).toHaveTextContent('analytics:5');
    expect(screen.getByTestId('modal-view')).toHaveTextContent('month/view/line');
  });

  it('shows a way to add a listing to someone who has none', async () => {
    signIn();
    mockInsights({ 'GET /properties': () => json(emptyPage) });
    renderWithProviders(<InsightsPage />, { route: '/insights', path: '/insights' });
    expect(await screen.findByText('No listings yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a property' })).toHaveAttribute('href', '/add-property');
  });
});

describe('analytics modal', () => {
  beforeEach(quietChartSizeWarnings);

  it('shows the same insights full screen, titled with the property, and closes', async () => {
    signIn();
    const api = mockInsights();
    const closed = vi.fn();
    renderWithProviders(<AnalyticsModal propertyId={8} onClose={closed} />, { route: '/dashboard', path: '/dashboard' });

    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Insights: City Loft')).toBeInTheDocument();
    expect(await within(dialog).findByRole('group', { name: 'Views' })).toHaveTextContent('42');
    expect(within(dialog).getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', expect.stringContaining('property_id=8'));
    // Already full screen: no button to open it again.
    expect(within(dialog).queryByRole('button', { name: 'Full screen' })).not.toBeInTheDocument();
    expect(api.calls('GET /property/views')[0]?.query.get('property_id')).toBe('8');

    await userEvent.setup().keyboard('{Escape}');
    expect(closed).toHaveBeenCalled();
  });

  it('opens on the duration, event and chart chosen on the page', async () => {
    signIn();
    mockInsights();
    renderWithProviders(<AnalyticsModal propertyId={8} view={{ duration: 'month', eventType: 'click', chartType: 'bar' }} onClose={vi.fn()} />, {
      route: '/dashboard',
      path: '/dashboard',
    });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Clicks' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Bar' })).toBeChecked();
  });

  it('closes when a link inside it leads elsewhere', async () => {
    signIn();
    mockInsights({ 'GET /analytics/user_details': () => json({ data: [person(30, 'Ben')], current_page: 1, last_page: 1, per_page: 10, from: 1, to: 1, total: 1 }) });
    const closed = vi.fn();
    // Mounted on every path, as the app's modal host is.
    renderWithProviders(<AnalyticsModal propertyId={5} onClose={closed} />, { route: '/dashboard', path: '*' });

    await userEvent.setup().click(await screen.findByRole('link', { name: 'Message Ben' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/messages?with=30'));
    await waitFor(() => expect(closed).toHaveBeenCalled());
  });
});
