import { toCsv } from '@openhouse/shared/csv-import/export';
import { previewOf } from '@openhouse/shared/csv-import/rows';
import { withProposedUserNames } from '@openhouse/shared/csv-import/user-names';
import { networkMessages as m } from '@openhouse/shared/network/messages';
import { PROSPECT_CSV_FIELDS, PROSPECT_SAMPLE_CSV, prospectImportRowSchema } from '@openhouse/shared/network/prospect-import';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { importCsvRows, parseMappingField } from '../../platform/csv-import/import-rows';
import { readCsvUpload } from '../../platform/csv-import/upload';
import { allProspectsOf, insertProspects, knownEmails, prospectUserNames } from './network.repository';

/**
 * POST /prospects-import (multipart: file, and mode=preview or a mapping), the vendor import's flow: a preview
 * writes nothing; the import checks each row as the add prospect modal would and reports every skipped row
 * with its reason. An e-mail already among the realtor's prospects, or repeated in the file, is skipped. A
 * row without a user name gets one proposed from its e-mail or name, unique among the realtor's prospects.
 */
export async function importProspects(platform: Platform, actor: Actor, request: FastifyRequest) {
  const { table: rawTable, fields } = await readCsvUpload(request);
  if (fields.mode === 'preview') return { data: previewOf(rawTable, PROSPECT_CSV_FIELDS) };
  const given = parseMappingField(fields.mapping, PROSPECT_CSV_FIELDS, rawTable[0]?.length ?? 0);
  const { table, mapping } = withProposedUserNames(rawTable, given, await prospectUserNames(platform.db, actor.id));
  const report = await importCsvRows(platform, {
    table,
    mapping,
    fields: PROSPECT_CSV_FIELDS,
    schema: prospectImportRowSchema,
    keysOf: (row) => (row.email ? [row.email] : []),
    findConflicts: async (rows) => {
      const known = await knownEmails(platform.db, actor.id, rows.flatMap((row) => (row.value.email ? [row.value.email] : [])));
      return new Map(rows.filter((row) => row.value.email && known.has(row.value.email)).map((row) => [row.row, m.alreadyInNetwork]));
    },
    createRow: (tx, row) => insertProspects(tx, [{ ...row, realtor_id: actor.id, source: 'import' }]),
  });
  return { data: report };
}

/** GET /prospects-import/sample: a CSV that imports as it is, to start from. */
export function prospectSampleCsv(): string {
  return toCsv(PROSPECT_SAMPLE_CSV);
}

/** GET /prospects-export: the realtor's prospects as CSV, every cell neutralised so no spreadsheet runs it as a formula. */
export async function exportProspects(platform: Platform, actor: Actor): Promise<string> {
  const rows = await allProspectsOf(platform.db, actor.id);
  return toCsv([['name', 'user_name', 'email', 'phone'], ...rows.map((row) => [row.name, row.user_name, row.email ?? '', row.phone ?? ''])]);
}
