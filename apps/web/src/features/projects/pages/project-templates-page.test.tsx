import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { renderWithProviders } from '../../../../test/render';
import { ProjectTemplatesPage } from './project-templates-page';

const empty = () => json({ data: [] });
const milestones = {
  data: [
    {
      id: 1,
      name: 'Listing',
      position: 0,
      is_default: true,
      task_group_count: 2,
    },
    {
      id: 8,
      name: 'Staging',
      position: 1,
      is_default: false,
      task_group_count: 0,
    },
  ],
};

describe('project templates page', () => {
  it('shows an empty state for every kind of template, checks a name, then adds a milestone template', async () => {
    const api = mockApi({
      'GET /newmilestones': empty,
      'GET /get_template_tasks': empty,
      'GET /project-checklist-headings': empty,
      'GET /project-checklist-templates': empty,
      'POST /newmilestones': () =>
        json(
          {
            message: 'Template saved successfully.',
            data: {
              id: 9,
              name: 'Closing',
              position: 0,
              is_default: false,
              task_group_count: 0,
            },
          },
          201,
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<ProjectTemplatesPage />);
    for (const text of ['No milestone templates yet.', 'No task templates yet.', 'No heading templates yet.', 'No checklist templates yet.']) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    const section = screen.getByRole('region', { name: 'Milestone templates' });
    await user.click(within(section).getByRole('button', { name: 'Add' }));
    expect(await within(section).findByText('Please enter milestone name')).toBeInTheDocument();
    expect(api.calls('POST /newmilestones')).toHaveLength(0);

    await user.type(within(section).getByLabelText('New milestone template'), ' Closing ');
    await user.click(within(section).getByRole('button', { name: 'Add' }));
    await vi.waitFor(() => expect(api.calls('POST /newmilestones')).toHaveLength(1));
    expect(api.calls('POST /newmilestones')[0]!.body).toEqual({
      name: 'Closing',
    });
    // A checklist template needs a heading; there is none yet.
    expect(within(screen.getByRole('region', { name: 'Checklist templates' })).getByRole('button', { name: 'Add' })).toBeDisabled();
  });

  it('keeps the default templates read-only, renames my own and shows why a delete failed', async () => {
    const api = mockApi({
      'GET /newmilestones': () => json(milestones),
      'GET /get_template_tasks': empty,
      'GET /project-checklist-headings': empty,
      'GET /project-checklist-templates': empty,
      'PUT /newmilestones/8': () =>
        json({
          message: 'Template saved successfully.',
          data: { ...milestones.data[1], name: 'Home staging' },
        }),
      'DELETE /newmilestones/8': () => json({ message: 'Template not found.' }, 404),
    });
    const user = userEvent.setup();
    renderWithProviders(<ProjectTemplatesPage />);
    expect(await screen.findByText('Staging')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Listing' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename Staging' }));
    const field = screen.getByLabelText('New name for Staging');
    await user.clear(field);
    await user.type(field, 'Home staging');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.calls('PUT /newmilestones/8')).toHaveLength(1));
    expect(api.calls('PUT /newmilestones/8')[0]!.body).toEqual({
      name: 'Home staging',
      position: 1,
    });

    await user.click(await screen.findByRole('button', { name: 'Delete Staging' }));
    expect(await screen.findByText('Template not found.')).toBeInTheDocument();
  });
});
