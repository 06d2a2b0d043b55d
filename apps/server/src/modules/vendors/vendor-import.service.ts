import { toCsv } from '@openhouse/shared/csv-import/export';
import { previewOf } from '@openhouse/shared/csv-import/rows';
import { withProposedUserNames } from '@openhouse/shared/csv-import/user-names';
import { vendorMessages as m } from '@openhouse/shared/vendors/messages';
import { VENDOR_CSV_FIELDS, VENDOR_SAMPLE_CSV } from '@openhouse/shared/vendors/vendor-import';
import { vendorInputSchema } from '@openhouse/shared/vendors/vendor-schemas';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { importCsvRows, parseMappingField } from '../../platform/csv-import/import-rows';
import { readCsvUpload } from '../../platform/csv-import/upload';
import { findPerson } from '../accounts/people';
import { allVendorsOf, listedEmails, listedUserNames } from './vendors.repository';
import { announceVendors, writeNewVendors } from './vendors.service';

/**
 * POST /vendor-import (multipart: file, and mode=preview or a mapping). A preview writes nothing: it shows
 * the columns, the first rows and the suggested mapping. The import checks each row as the add vendor form
 * would; rows already on the list, repeated in the file or refused are reported, never half-written. A row
 * without a user name gets one proposed from its e-mail or name, unique on the list.
 */
export async function importVendors(platform: Platform, actor: Actor, request: FastifyRequest) {
  const { table: rawTable, fields } = await readCsvUpload(request);
  if (fields.mode === 'preview') return { data: previewOf(rawTable, VENDOR_CSV_FIELDS) };
  const given = parseMappingField(fields.mapping, VENDOR_CSV_FIELDS, rawTable[0]?.length ?? 0);
  const { table, mapping } = withProposedUserNames(rawTable, given, await listedUserNames(platform.db, actor.id));
  const own = (await findPerson(platform.db, actor.id))?.email.toLowerCase();
  const report = await importCsvRows(platform, {
    table,
    mapping,
    fields: VENDOR_CSV_FIELDS,
    schema: vendorInputSchema.omit({ milestone_id: true }),
    keysOf: (row) => [row.email],
    findConflicts: async (rows) => {
      const listed = await listedEmails(platform.db, actor.id, rows.map((row) => row.value.email));
      const conflicts = new Map<number, string>();
      for (const { row, value } of rows) {
        if (value.email === own) conflicts.set(row, m.isYourself);
        else if (listed.has(value.email)) conflicts.set(row, m.alreadyOnList);
      }
      return conflicts;
    },
    createRows: (tx, rows) => writeNewVendors(tx, actor, rows),
    afterBatch: (written, emit) => announceVendors(written, actor, emit),
  });
  return { data: report };
}

/** GET /vendor-import/sample: a CSV that imports as it is, to start from. */
export function vendorSampleCsv(): string {
  return toCsv(VENDOR_SAMPLE_CSV);
}

/** GET /vendor-export: the realtor's list as CSV, every cell neutralised so no spreadsheet runs it as a formula. */
export async function exportVendors(platform: Platform, actor: Actor): Promise<string> {
  const rows = await allVendorsOf(platform.db, actor.id);
  return toCsv([['name', 'user_name', 'email', 'phone', 'vendor_type'], ...rows.map((row) => [row.name, row.user_name, row.email, row.phone ?? '', row.vendor_type ?? ''])]);
}
