import { TextInput } from '@mantine/core';
import classes from './filter-fields-placeholder.module.css';

/** Each filter's label and placeholder, shared by the fields and the placeholder drawn while they load. */
export const FILTER_LABELS = [
  { label: 'Min price', placeholder: 'Any' },
  { label: 'Max price', placeholder: 'Any' },
  { label: 'Beds', placeholder: 'Any' },
  { label: 'Baths', placeholder: 'Any' },
  { label: 'Type', placeholder: 'Any' },
  { label: 'Status', placeholder: 'For sale' },
] as const;
export const FILTER_COLUMN = { base: 6, sm: 4, lg: 2 };

/**
 * The filters' place while their inputs (NumberInput, Select with its combobox and floating-ui, about 40 KiB
 * gzipped) download: the same labels in plain disabled inputs of the same size, so nothing moves when they come.
 * Laid out by a stylesheet that draws the fields' Grid columns, so Mantine's Grid loads with the fields.
 */
export function FilterFieldsPlaceholder() {
  return (
    <div className={classes.fields} aria-busy>
      {FILTER_LABELS.map((field) => (
        <TextInput key={field.label} {...field} disabled />
      ))}
    </div>
  );
}
