import { Select } from '@mantine/core';
import { checklistTemplateBodySchema } from '@openhouse/shared/projects/template-schemas';
import { useState } from 'react';
import { useChecklistTemplateAdmin, useHeadingTemplateAdmin } from '../api/templates';
import { TemplateList } from './template-list';

/** Checklist templates, each under one of the realtor's heading templates (chosen when it is added). */
export function ChecklistTemplateList() {
  const { list, add, edit, remove } = useChecklistTemplateAdmin();
  const headings = useHeadingTemplateAdmin().list;
  const [headingId, setHeadingId] = useState<string | null>(null);
  const options = (headings.data ?? []).map((heading) => ({
    value: String(heading.id),
    label: heading.name,
  }));
  return (
    <TemplateList
      title="Checklist templates"
      noun="Checklist template"
      list={list}
      emptyText="No checklist templates yet."
      nameSchema={checklistTemplateBodySchema.shape.name}
      detailOf={(item) => item.heading.name}
      onAdd={(name) => add.mutateAsync({ name, heading_id: Number(headingId) })}
      onRename={(item, name) =>
        edit.mutateAsync({
          id: item.id,
          body: { name, heading_id: item.heading.id },
        })
      }
      onDelete={(item) => remove.mutateAsync(item.id)}
      addDisabled={!headingId}
      addExtra={
        <Select
          label="Heading"
          placeholder={options.length ? 'Choose a heading' : 'Add a heading template first'}
          data={options}
          value={headingId}
          onChange={setHeadingId}
          disabled={!options.length}
        />
      }
    />
  );
}
