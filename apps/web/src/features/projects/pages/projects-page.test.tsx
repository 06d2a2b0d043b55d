import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload, makeUser } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { saveSession } from '../../../lib/session';
import { ProjectsPage } from './projects-page';

const pageOf = (data: unknown[]) => ({ data, current_page: 1, last_page: 1, per_page: 10, from: data.length ? 1 : null, to: data.length || null, total: data.length });
const person = { id: 2, name: 'Riley Realtor', email: 'realtor@openhouse.demo', picture: null };
const project = {
  id: 7,
  uuid: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
  value: 915000,
  property_address: '77 Larkspur Way, Unit 4',
  city: 'Marlow Springs',
  state: 'CA',
  image_path: null,
  status: 'in_progress',
  start_date: '2026-12-01',
  due_date: '2027-01-29',
  completed_at: null,
  property_id: null,
  transaction_id: null,
  realtor: person,
  seller: null,
  progress: 25,
  task_count: 4,
  completed_task_count: 1,
  my_role: 'owner',
  created_at: '2026-11-24T03:00:00.000Z',
};

describe('projects page', () => {
  it('asks for projects in progress first, shows each as a card, and switches to completed ones', async () => {
    act(() => saveSession(makeAuthPayload(), { remember: false, stage: null }));
    const api = mockApi({
      'GET /me': () => json({ data: makeAuthPayload().user }),
      'GET /projects': (request) => json(pageOf(request.query.get('status') === 'completed' ? [] : [project])),
    });
    renderWithProviders(<ProjectsPage />, { route: '/projects', path: '/projects' });

    // The card drops the address's trailing part and shows progress and dates.
    const card = await screen.findByRole('article', { name: '77 Larkspur Way' });
    expect(card).toHaveTextContent('Riley Realtor');
    expect(card).toHaveTextContent('25% done · 1 of 4 tasks');
    expect(card).toHaveTextContent('Start 12/01/2026 · Due 01/29/2027');
    expect(api.calls('GET /projects')[0]!.query.get('status')).toBe('in_progress');

    await userEvent.setup().click(screen.getByText('Completed'));
    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
    expect(screen.getByText('No completed projects yet.')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET /projects').at(-1)!.query.get('status')).toBe('completed'));
  });

  it("shows the server's message when the list cannot be read", async () => {
    act(() => saveSession(makeAuthPayload(), { remember: false, stage: null }));
    mockApi({ 'GET /me': () => json({ data: makeAuthPayload().user }), 'GET /projects': () => json({ message: 'Something went wrong, please try again.' }, 500) });
    renderWithProviders(<ProjectsPage />, { route: '/projects', path: '/projects' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, please try again.');
  });

  it("speaks to a buyer as a buyer: no Add Project, Transactions and Calendar offered, an empty list that says where the deal is", async () => {
    const buyer = makeUser({ name: 'Bea Buyer', roles: [{ id: 3, name: 'Buyer' }] });
    act(() => saveSession(makeAuthPayload(buyer), { remember: false, stage: null }));
    mockApi({ 'GET /me': () => json({ data: buyer }), 'GET /projects': () => json(pageOf([])) });
    renderWithProviders(<ProjectsPage />, { route: '/projects', path: '/projects' });

    expect(await screen.findByText(/your accepted offer, its contract and its signing are on Transactions/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Project' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Transactions' })).toHaveAttribute('href', '/transactions');
    expect(screen.getByRole('link', { name: 'Calendar' })).toHaveAttribute('href', '/timeline');
  });

  it('tells a seller that their realtor runs the sale, and offers My home instead of Add Project', async () => {
    const seller = makeUser({ name: 'Sam Seller', roles: [{ id: 4, name: 'Seller' }] });
    act(() => saveSession(makeAuthPayload(seller), { remember: false, stage: null }));
    mockApi({ 'GET /me': () => json({ data: seller }), 'GET /projects': () => json(pageOf([{ ...project, my_role: 'seller' }])) });
    renderWithProviders(<ProjectsPage />, { route: '/projects', path: '/projects' });

    expect(await screen.findByRole('article', { name: '77 Larkspur Way' })).toBeInTheDocument();
    expect(screen.getByText(/The sale of your home, run by your realtor/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Project' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My home' })).toHaveAttribute('href', '/my-home');
  });
});
