import { fillUserNames } from '../accounts/user-name-proposal';
import { applyMapping, type ColumnMapping } from './mapping';

/**
 * A file whose rows lack a user name (no such column, or an empty cell) made whole: each such row gets a
 * proposal from its e-mail or name, unique against `taken` and the file's other rows, in a column added at
 * the end that the returned mapping reads user_name from. The spec requires a user name for vendors and
 * prospects; a spreadsheet seldom has one, and the import must not refuse the file for it.
 */
export function withProposedUserNames(table: readonly (readonly string[])[], mapping: ColumnMapping, taken: Iterable<string>): { table: string[][]; mapping: ColumnMapping } {
  const [header = [], ...data] = table;
  const records = data.map((cells) => {
    const { name, email, user_name } = applyMapping(cells, mapping);
    return { name, email, user_name };
  });
  fillUserNames(records, taken);
  const column = header.length;
  // Every row padded or cut to the header's width, so the added cell sits at the same index in each.
  const widen = (cells: readonly string[], last: string) => [...cells.slice(0, column), ...Array<string>(Math.max(0, column - cells.length)).fill(''), last];
  return {
    table: [widen(header, 'user_name'), ...data.map((cells, i) => widen(cells, records[i]!.user_name ?? ''))],
    mapping: { ...mapping, user_name: column },
  };
}
