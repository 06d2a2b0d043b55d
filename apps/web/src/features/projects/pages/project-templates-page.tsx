import { SimpleGrid, Stack } from '@mantine/core';
import { countOf } from '@openhouse/shared/format/count';
import { createHeadingSchema } from '@openhouse/shared/projects/checklist-schemas';
import { milestoneTemplateBodySchema, taskTemplateBodySchema } from '@openhouse/shared/projects/template-schemas';
import { PageHeader } from '../../../components/page-header';
import { useHeadingTemplateAdmin, useMilestoneTemplateAdmin, useTaskTemplateAdmin } from '../api/templates';
import { ChecklistTemplateList } from '../components/checklist-template-list';
import { TemplateList } from '../components/template-list';

/** Settings → templates (spec part 2, sections 3 and 7): the milestone, task-group, heading and checklist templates a project starts from. */
export function ProjectTemplatesPage() {
  const milestones = useMilestoneTemplateAdmin();
  const tasks = useTaskTemplateAdmin();
  const headings = useHeadingTemplateAdmin();
  return (
    <>
      <PageHeader title="Project Templates" />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Stack gap="md">
          <TemplateList
            title="Milestone templates"
            noun="Milestone template"
            list={milestones.list}
            emptyText="No milestone templates yet."
            nameSchema={milestoneTemplateBodySchema.shape.name}
            detailOf={(item) => countOf(item.task_group_count, 'task group')}
            editable={(item) => !item.is_default}
            onAdd={(name) => milestones.add.mutateAsync({ name })}
            onRename={(item, name) =>
              milestones.edit.mutateAsync({
                id: item.id,
                body: { name, position: item.position },
              })
            }
            onDelete={(item) => milestones.remove.mutateAsync(item.id)}
          />
          <TemplateList
            title="Task templates"
            noun="Task group template"
            list={tasks.list}
            emptyText="No task templates yet."
            nameSchema={taskTemplateBodySchema.shape.name}
            detailOf={(item) => countOf(item.tasks.length, 'task')}
            onAdd={(name) => tasks.add.mutateAsync({ name, tasks: [] })}
            onRename={(item, name) =>
              tasks.edit.mutateAsync({
                id: item.id,
                body: {
                  name,
                  milestone_template_id: item.milestone_template_id,
                  tasks: item.tasks.map((task) => task.title),
                },
              })
            }
            onDelete={(item) => tasks.remove.mutateAsync(item.id)}
          />
        </Stack>
        <Stack gap="md">
          <TemplateList
            title="Checklist headings"
            noun="Heading"
            list={headings.list}
            emptyText="No heading templates yet."
            nameSchema={createHeadingSchema.shape.name}
            onAdd={(name) => headings.add.mutateAsync({ name })}
            onRename={(item, name) => headings.edit.mutateAsync({ id: item.id, body: { name } })}
            onDelete={(item) => headings.remove.mutateAsync(item.id)}
          />
          <ChecklistTemplateList />
        </Stack>
      </SimpleGrid>
    </>
  );
}
