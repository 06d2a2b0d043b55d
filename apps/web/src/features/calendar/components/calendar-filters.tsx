import { Select, SimpleGrid } from '@mantine/core';
import type { CalendarFilters as Options } from '@openhouse/shared/calendar/schemas';

export type CalendarFilterValues = { project_uuid?: string; milestone_id?: number; vendor_id?: number };

type CalendarFiltersProps = { options: Options; value: CalendarFilterValues; onChange: (value: CalendarFilterValues) => void };

/** Project, milestone and vendor (spec): the milestones offered are the chosen project's. */
export function CalendarFilters({ options, value, onChange }: CalendarFiltersProps) {
  const project = options.projects.find((entry) => entry.uuid === value.project_uuid);
  const milestones = options.milestones.filter((milestone) => !project || milestone.project_id === project.id);
  const projectName = (id: number) => options.projects.find((entry) => entry.id === id)?.name ?? '';
  return (
    <SimpleGrid cols={3} spacing="xs" mb="sm">
      <Select
        size="xs"
        label="Project"
        placeholder="All"
        clearable
        searchable
        value={value.project_uuid ?? null}
        data={options.projects.map((entry) => ({ value: entry.uuid, label: entry.name }))}
        onChange={(uuid) => onChange({ ...value, project_uuid: uuid ?? undefined, milestone_id: undefined })}
      />
      <Select
        size="xs"
        label="Milestone"
        placeholder="All"
        clearable
        searchable
        value={value.milestone_id ? String(value.milestone_id) : null}
        data={milestones.map((milestone) => ({ value: String(milestone.id), label: project ? milestone.name : `${milestone.name} · ${projectName(milestone.project_id)}` }))}
        onChange={(id) => onChange({ ...value, milestone_id: id ? Number(id) : undefined })}
      />
      <Select
        size="xs"
        label="Vendor"
        placeholder="All"
        clearable
        searchable
        value={value.vendor_id ? String(value.vendor_id) : null}
        data={options.vendors.map((vendor) => ({ value: String(vendor.id), label: vendor.name }))}
        onChange={(id) => onChange({ ...value, vendor_id: id ? Number(id) : undefined })}
      />
    </SimpleGrid>
  );
}
