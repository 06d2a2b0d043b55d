import type { CsvField } from '../csv-import/mapping';

/** The columns a vendor CSV may fill, with the header spellings a spreadsheet is likely to use. */
export const VENDOR_CSV_FIELDS: readonly CsvField[] = [
  { key: 'name', label: 'Name', required: true, aliases: ['vendor name', 'full name', 'company'] },
  // Not required of the file: a row without one gets a proposal (csv-import/user-names).
  { key: 'user_name', label: 'User name', required: false, aliases: ['username', 'login'] },
  { key: 'email', label: 'Email', required: true, aliases: ['e-mail', 'email address', 'mail'] },
  { key: 'phone', label: 'Phone', required: false, aliases: ['phone number', 'mobile', 'cell'] },
  { key: 'vendor_type', label: 'Vendor type', required: false, aliases: ['type', 'trade', 'category'] },
];

/** The downloadable sample: the header every field suggests itself from, and two rows that import cleanly. */
export const VENDOR_SAMPLE_CSV = [
  ['name', 'user_name', 'email', 'phone', 'vendor_type'],
  ['Pat Plumber', 'patplumbs', 'pat@example.com', '(415) 555-0134', 'Plumber'],
  ['Ivy Inspector', 'ivyinspects', 'ivy@example.com', '', 'Home inspector'],
];
