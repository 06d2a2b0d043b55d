import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  appSourceFiles,
  CORE_BASE_STYLESHEETS,
  coreStylesheetOrder,
  coreStylesheetsImportedBy,
  cssModulesReachedFrom,
  mantineImportsOf,
  type MantineImports,
} from './mantine-styles.ts';

// Paths from this file's own folder.
const SRC = join(dirname(fileURLToPath(import.meta.url)), '../src');
const MANTINE_CSS = join(SRC, 'styles/mantine.css');

/** What the whole app imports from Mantine, and which stylesheets its files import. */
function scanApp(): { imports: MantineImports; stylesheets: Set<string> } {
  const imports: MantineImports = new Map();
  const stylesheets = new Set<string>();
  for (const file of appSourceFiles(SRC)) {
    const source = readFileSync(file, 'utf8');
    for (const [from, names] of mantineImportsOf(source, file)) {
      if (!imports.has(from)) imports.set(from, new Set());
      for (const name of names) imports.get(from)?.add(name);
    }
    for (const [, sheet = ''] of source.matchAll(/import '(@mantine\/[^']+\.css)'/g)) stylesheets.add(sheet);
  }
  return { imports, stylesheets };
}

describe("Mantine's stylesheets", () => {
  const { imports, stylesheets } = scanApp();
  const reached = cssModulesReachedFrom(imports);

  it('imports exactly the core stylesheets of the components the app uses, in the order of styles.css', () => {
    const needed = reached.get('@mantine/core') ?? new Set();
    const expected = coreStylesheetOrder().filter((name) => CORE_BASE_STYLESHEETS.includes(name) || needed.has(name.replace(/\.css$/, '')));
    expect(coreStylesheetsImportedBy(readFileSync(MANTINE_CSS, 'utf8'))).toEqual(expected);
  });

  it("imports the styles of every other Mantine package whose components are shown, and never core's whole file", () => {
    const packagesWithStyles = [...reached.keys()].filter((name) => name !== '@mantine/core');
    expect(packagesWithStyles.length).toBeGreaterThan(0);
    for (const name of packagesWithStyles) expect(stylesheets, `${name}/styles.css is imported nowhere`).toContain(`${name}/styles.css`);
    expect(stylesheets).not.toContain('@mantine/core/styles.css');
  });
});

describe('mantineImportsOf', () => {
  it('counts values imported, renamed and re-exported, and leaves types and other libraries out', () => {
    const source = [
      "import { Button, type ButtonProps, Menu as DropdownMenu } from '@mantine/core';",
      "import type { MantineTheme } from '@mantine/core';",
      "import { useDisclosure } from '@mantine/hooks';",
      "import { useQuery } from '@tanstack/react-query';",
      "export { Notifications } from '@mantine/notifications';",
    ].join('\n');
    expect(mantineImportsOf(source)).toEqual(
      new Map([
        ['@mantine/core', new Set(['Button', 'Menu'])],
        ['@mantine/hooks', new Set(['useDisclosure'])],
        ['@mantine/notifications', new Set(['Notifications'])],
      ]),
    );
  });
});

describe('cssModulesReachedFrom', () => {
  it('follows a component to the components it is built from', () => {
    const core = cssModulesReachedFrom(new Map([['@mantine/core', new Set(['Select'])]])).get('@mantine/core');
    expect([...(core ?? [])]).toEqual(expect.arrayContaining(['Combobox', 'Input', 'Popover', 'ScrollArea']));
    expect(core).not.toContain('Table');
  });

  it("follows another package's components into core", () => {
    const reached = cssModulesReachedFrom(new Map([['@mantine/dates', new Set(['DateTimePicker'])]]));
    expect(reached.get('@mantine/dates')).toContain('DateTimePicker');
    expect([...(reached.get('@mantine/core') ?? [])]).toEqual(expect.arrayContaining(['Input', 'Popover']));
  });

  it('finds no styles behind hooks or helpers', () => {
    expect(cssModulesReachedFrom(new Map([['@mantine/hooks', new Set(['useDisclosure'])], ['@mantine/core', new Set(['rem', 'createTheme'])]]))).toEqual(new Map());
  });
});
