import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { KanbanBoard } from './kanban-board';

const statuses = [
  { id: 1, name: 'To Do' },
  { id: 2, name: 'In Progress' },
  { id: 3, name: 'In Review' },
  { id: 4, name: 'Completed' },
];
const tasks = [
  { id: 10, title: 'Order inspection', status: statuses[0]! },
  { id: 11, title: 'Book appraiser', status: statuses[1]! },
];

function deferred() {
  let resolve!: (value: unknown) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const column = (name: string) => within(screen.getByTestId(`kanban-column-${name}`));

describe('kanban board', () => {
  it('draws one column per status, in order, with its tasks and an empty state', () => {
    renderWithProviders(<KanbanBoard statuses={statuses} tasks={tasks} save={vi.fn()} onMoveFailed={vi.fn()} />);
    const headings = screen.getAllByRole('listitem').filter((item) => item.dataset.testid?.startsWith('kanban-column-'));
    expect(headings.map((item) => item.dataset.testid)).toEqual(['kanban-column-To Do', 'kanban-column-In Progress', 'kanban-column-In Review', 'kanban-column-Completed']);
    expect(column('To Do').getByText('Order inspection')).toBeInTheDocument();
    expect(column('Completed').getByText('No tasks here. Drop a card to move it.')).toBeInTheDocument();
  });

  it('moves a card at once and keeps it there when the server accepts', async () => {
    const answer = deferred();
    const save = vi.fn(() => answer.promise);
    renderWithProviders(<KanbanBoard statuses={statuses} tasks={tasks} save={save} onMoveFailed={vi.fn()} />);

    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Status of Order inspection' }), 'Completed');

    // Optimistic: in its new column before the server has answered.
    expect(column('Completed').getByText('Order inspection')).toBeInTheDocument();
    expect(column('To Do').queryByText('Order inspection')).not.toBeInTheDocument();
    expect(save).toHaveBeenCalledWith(10, 4);
    answer.resolve({});
    await Promise.resolve();
    expect(column('Completed').getByText('Order inspection')).toBeInTheDocument();
  });

  it('puts the card back and reports the failure when the server refuses', async () => {
    const answer = deferred();
    const onMoveFailed = vi.fn();
    renderWithProviders(<KanbanBoard statuses={statuses} tasks={tasks} save={() => answer.promise} onMoveFailed={onMoveFailed} />);

    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Status of Book appraiser' }), 'In Review');
    expect(column('In Review').getByText('Book appraiser')).toBeInTheDocument();

    const refusal = new Error('This action is unauthorized.');
    answer.reject(refusal);
    expect(await column('In Progress').findByText('Book appraiser')).toBeInTheDocument();
    expect(column('In Review').queryByText('Book appraiser')).not.toBeInTheDocument();
    expect(onMoveFailed).toHaveBeenCalledWith(refusal);
  });

  it('does not call the server when a card is dropped on its own column', async () => {
    const save = vi.fn(() => Promise.resolve({}));
    renderWithProviders(<KanbanBoard statuses={statuses} tasks={tasks} save={save} onMoveFailed={vi.fn()} />);
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Status of Order inspection' }), 'To Do');
    expect(save).not.toHaveBeenCalled();
  });

  it('offers a drag handle that the keyboard can reach', () => {
    renderWithProviders(<KanbanBoard statuses={statuses} tasks={tasks} save={vi.fn()} onMoveFailed={vi.fn()} />);
    const handle = screen.getByRole('button', { name: 'Drag Order inspection' });
    expect(handle).toHaveAttribute('tabindex', '0');
    expect(handle).toHaveAttribute('aria-roledescription', 'draggable');
  });
});
