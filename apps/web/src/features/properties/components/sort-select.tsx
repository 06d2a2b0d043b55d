import { Select } from '@mantine/core';
import type { PropertySort } from '@openhouse/shared/properties/listing';
import { SORT_FIELD, SORT_OPTIONS } from './sort-options';

type SortSelectProps = { value: PropertySort; onChange: (value: string | null) => void };

/** The results' sort; loaded after the first paint with the filters' Select (results-toolbar.tsx). */
export default function SortSelect({ value, onChange }: SortSelectProps) {
  return <Select {...SORT_FIELD} data={SORT_OPTIONS} allowDeselect={false} value={value} onChange={onChange} comboboxProps={{ withinPortal: true }} />;
}
