import { z } from 'zod';
import type { CsvField } from '../csv-import/mapping';
import { importPreviewSchema, importReportSchema } from '../csv-import/report';
import { prospectInputSchema } from './network-schemas';

/** The columns a prospect CSV may fill, with the header spellings a spreadsheet is likely to use. */
export const PROSPECT_CSV_FIELDS: readonly CsvField[] = [
  { key: 'name', label: 'Name', required: true, aliases: ['prospect name', 'full name', 'contact'] },
  // Not required of the file: a row without one gets a proposal (csv-import/user-names).
  { key: 'user_name', label: 'User name', required: false, aliases: ['username', 'login', 'handle'] },
  { key: 'email', label: 'Email', required: false, aliases: ['e-mail', 'email address', 'mail'] },
  { key: 'phone', label: 'Phone', required: false, aliases: ['phone number', 'mobile', 'cell'] },
];

/** The downloadable sample: the header every field suggests itself from, and two rows that import cleanly. */
export const PROSPECT_SAMPLE_CSV = [
  ['name', 'user_name', 'email', 'phone'],
  ['Casey Buyer', 'caseyb', 'casey@example.com', '(415) 555-0187'],
  ['Jordan Lee', 'jordanlee', '', ''],
];

/** One imported row, checked as the add prospect modal checks its fields. */
export const prospectImportRowSchema = prospectInputSchema.pick({ name: true, user_name: true, email: true, phone: true });

/** POST /prospects-import: a preview (mode=preview) or the report of what was imported. */
export const prospectImportResponseSchema = z.object({ data: z.union([importPreviewSchema, importReportSchema]) });
