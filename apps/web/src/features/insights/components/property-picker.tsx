import { Select } from '@mantine/core';
import type { PropertySummary } from '@openhouse/shared/properties/listing';

type PropertyPickerProps = {
  listings: PropertySummary[];
  value: number;
  /** The name of a chosen property that is not among the caller's own (an admin, or a seller's link). */
  currentLabel?: string;
  onChange: (propertyId: number) => void;
};

export function PropertyPicker({ listings, value, currentLabel, onChange }: PropertyPickerProps) {
  const options = listings.map((listing) => ({ value: String(listing.id), label: `${listing.label} (${listing.street_address})` }));
  if (!listings.some((listing) => listing.id === value)) options.unshift({ value: String(value), label: currentLabel ?? `Property #${value}` });

  return (
    <Select
      label="Property"
      data={options}
      value={String(value)}
      onChange={(next) => {
        if (next) onChange(Number(next));
      }}
      allowDeselect={false}
      searchable
      nothingFoundMessage="No listing matches"
      w={{ base: '100%', sm: 420 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
