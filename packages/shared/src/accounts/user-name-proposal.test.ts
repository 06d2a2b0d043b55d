import { describe, expect, it } from 'vitest';
import { withProposedUserNames } from '../csv-import/user-names';
import { userNameSchema } from './fields';
import { fillUserNames, proposeUserName } from './user-name-proposal';

const none = new Set<string>();

describe('proposeUserName', () => {
  it('starts from the e-mail, else the name', () => {
    expect(proposeUserName({ name: 'Pat Plumber', email: 'Pat.Plumbs@example.com' }, none)).toBe('pat.plumbs');
    expect(proposeUserName({ name: "Zoë O'Neil" }, none)).toBe('zoeoneil');
    expect(proposeUserName({ name: 'Jo Smith', email: 'jo@example.com' }, none)).toBe('josmith');
    expect(proposeUserName({}, none)).toBe('user');
  });

  it('reaches 4 characters and avoids the taken names, whatever their case', () => {
    expect(proposeUserName({ name: 'Al' }, none)).toBe('al01');
    expect(proposeUserName({ name: 'Al' }, new Set(['al01']))).toBe('al02');
    expect(proposeUserName({ email: 'pat@example.com' }, none)).toBe('pat1');
    expect(proposeUserName({ email: 'casey@example.com' }, new Set(['casey', 'casey1']))).toBe('casey2');
    expect(proposeUserName({ name: '李' }, none)).toBe('user');
  });

  it('proposes only what an account user name may be', () => {
    for (const source of [{ name: 'A' }, { name: ' --Ann  Lee-- ' }, { email: '_x_@example.com' }, { name: 'x'.repeat(90) }, { name: '!!!' }]) {
      expect(userNameSchema.safeParse(proposeUserName(source, none)).success, JSON.stringify(source)).toBe(true);
    }
  });
});

describe('fillUserNames', () => {
  it('fills only the missing ones, unique against the list and each other', () => {
    const rows = [{ name: 'Casey', email: 'casey@a.com' }, { name: 'Casey B', email: 'casey@b.com' }, { name: 'Given', user_name: 'casey2' }, { name: 'Casey C', email: 'CASEY@c.com' }];
    fillUserNames(rows, ['Casey']);
    expect(rows.map((row) => row.user_name)).toEqual(['casey1', 'casey3', 'casey2', 'casey4']);
  });
});

describe('withProposedUserNames', () => {
  it('adds a user_name column where the file has none, and fills empty cells where it has one', () => {
    const without = withProposedUserNames([['Name', 'Email'], ['Pat', 'pat@example.com'], ['Ivy Ingram']], { name: 0, email: 1, user_name: null }, ['pat1']);
    expect(without.mapping).toEqual({ name: 0, email: 1, user_name: 2 });
    expect(without.table).toEqual([['Name', 'Email', 'user_name'], ['Pat', 'pat@example.com', 'pat2'], ['Ivy Ingram', '', 'ivyingram']]);
    const partial = withProposedUserNames([['n', 'u', 'e'], ['A', 'kept', 'a@x.com'], ['Bea', '', 'bea@x.com', 'extra']], { name: 0, user_name: 1, email: 2 }, []);
    expect(partial.table.slice(1)).toEqual([['A', 'kept', 'a@x.com', 'kept'], ['Bea', '', 'bea@x.com', 'bea1']]);
  });
});
