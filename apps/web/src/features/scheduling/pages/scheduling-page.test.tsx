import { meetingMessages as m } from '@openhouse/shared/meetings/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { renderWithProviders } from '../../../../test/render';
import { SchedulingPage } from './scheduling-page';

const agent = { id: 7, name: 'Rita Realtor', user_name: 'rita', picture: null, timezone: 'America/New_York', meeting_types: ['video'], minimum_notice: 0 };
/** Every day of the month asked for is free, unless listed as full. */
const freeDays = (full: string[] = []) => (request: { query: URLSearchParams }) => {
  const month = request.query.get('month')!;
  const days = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  const dates = Array.from({ length: days }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`).filter((date) => !full.includes(date));
  return json({ data: { month, interval: 60, timezone: agent.timezone, free_dates: dates } });
};
const timings = (date: string, list: string[]) => json({ data: { date, interval: 60, timezone: agent.timezone, timings: list } });

function renderPage(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /scheduling/users/rita': () => json({ data: agent }),
    'GET /scheduling/availability': (request) => timings(request.query.get('date')!, ['09:00-10:00', '10:00-11:00']),
    'GET /scheduling/free-days': freeDays(),
    ...handlers,
  });
  renderWithProviders(<SchedulingPage />, { route: '/rita', path: '/:username' });
  return api;
}

describe('the public scheduling page', () => {
  it("greets with the agent's name and lists the free times of the chosen date and interval", async () => {
    const api = renderPage();
    expect(await screen.findByRole('heading', { name: 'Book a time with Rita Realtor' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^9:00 AM/ })).toBeInTheDocument();
    const [first] = api.calls('GET /scheduling/availability');
    expect(first!.query.get('user_id')).toBe('7');
    expect(first!.query.get('interval')).toBe('60');
    await userEvent.selectOptions(screen.getByLabelText('Interval'), '30');
    await vi.waitFor(() => expect(api.calls('GET /scheduling/availability').some((call) => call.query.get('interval') === '30')).toBe(true));
  });

  it('says so when the day has no free time', async () => {
    renderPage({ 'GET /scheduling/availability': (request) => timings(request.query.get('date')!, []) });
    expect(await screen.findByText(m.noFreeTimes)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it("checks the form with the spec's messages, books the highlighted time and confirms in a dialog", async () => {
    const api = renderPage({
      'POST /scheduling/appointments': (request) => json({ message: m.appointmentScheduled, data: { ...(request.body as object), timezone: agent.timezone } }),
    });
    const slot = await screen.findByRole('button', { name: /^10:00 AM/ });
    await userEvent.click(slot);
    expect(slot).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // The form loads at Next.
    expect(await screen.findByText(/10:00 AM – 11:00 AM \(America\/New_York\)/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of [m.appointmentNameRequired, m.emailRequired, m.appointmentSubjectRequired, m.appointmentLinkRequired]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(api.calls('POST /scheduling/appointments')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/^Name/), 'Vic Visitor');
    await userEvent.type(screen.getByLabelText(/^Email/), 'vic@example.com');
    await userEvent.type(screen.getByLabelText(/^Subject/), 'Selling my house');
    await userEvent.type(screen.getByLabelText(/^Meeting Link/), 'https://meet.example.com/abc');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: m.appointmentDialogTitle });
    expect(within(dialog).getByText(m.appointmentDialogText)).toBeInTheDocument();
    const [sent] = api.calls('POST /scheduling/appointments');
    expect(sent!.body).toMatchObject({
      recipient_id: [7],
      project_id: null,
      name: 'Vic Visitor',
      email: 'vic@example.com',
      subject: 'Selling my house',
      location: 'https://meet.example.com/abc',
      website: '',
    });
    expect((sent!.body as { starting_time: string }).starting_time).toMatch(/^\d{4}-\d{2}-\d{2} 10:00:00$/);
    expect((sent!.body as { ending_time: string }).ending_time).toMatch(/ 11:00:00$/);
    // Typing four fields and two lazy chunks: slow on a busy machine.
  }, 60_000);

  it("shows the server's message when the time was taken meanwhile, and reads the free times again on Back", async () => {
    const api = renderPage({ 'POST /scheduling/appointments': () => json({ message: m.slotTaken }, 409) });
    await userEvent.click(await screen.findByRole('button', { name: /^9:00 AM/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Vic');
    await userEvent.type(screen.getByLabelText(/^Email/), 'vic@example.com');
    await userEvent.type(screen.getByLabelText(/^Subject/), 'Hello');
    await userEvent.type(screen.getByLabelText(/^Meeting Link/), 'https://meet.example.com/abc');
    const before = api.calls('GET /scheduling/availability').length;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.slotTaken);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await vi.waitFor(() => expect(api.calls('GET /scheduling/availability').length).toBeGreaterThan(before));
  }, 60_000);

  it('greys out the full days of the month, and moves off a full day to the first free one', async () => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    const month = `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
    const today = `${month}-${pad(now.getDate())}`;
    const api = renderPage({ 'GET /scheduling/free-days': freeDays([today]) });
    const todayButton = await screen.findByRole('button', { name: new RegExp(`^${new Date(`${today}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' })}, fully booked$`) });
    expect(todayButton).toBeDisabled();
    // On the month's last day no later day of it is free to move to.
    const lastDay = new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate();
    if (now.getDate() < lastDay) await vi.waitFor(() => expect(api.calls('GET /scheduling/availability').some((call) => call.query.get('date') !== today)).toBe(true));
    const [asked] = api.calls('GET /scheduling/free-days');
    expect(asked!.query.get('user_id')).toBe('7');
  });

  it('offers the ways to meet the agent chose, and asks for the phone number a call needs', async () => {
    const api = renderPage({
      'GET /scheduling/users/rita': () => json({ data: { ...agent, meeting_types: ['video', 'in_person', 'phone'] } }),
      'POST /scheduling/appointments': (request) => json({ message: m.appointmentScheduled, data: { ...(request.body as object), timezone: agent.timezone } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^9:00 AM/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Phone call' }));
    expect(screen.queryByRole('button', { name: 'Create a video link for me' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Name/), 'Pia');
    await userEvent.type(screen.getByLabelText(/^Email/), 'pia@example.com');
    await userEvent.type(screen.getByLabelText(/^Subject/), 'Call me');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(m.phoneRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Phone number/), '+1 415 555 0100');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: m.appointmentDialogTitle });
    expect(api.calls('POST /scheduling/appointments')[0]!.body).toMatchObject({ meeting_type: 'phone', location: '+1 415 555 0100' });
  }, 60_000);

  it('shows the not-found page for a user name that is no agent', async () => {
    mockApi({});
    renderWithProviders(<SchedulingPage />, { route: '/nobody', path: '/:username' });
    expect(await screen.findByRole('heading', { name: "Ah, dang. We didn't find that page." })).toBeInTheDocument();
  });
});
