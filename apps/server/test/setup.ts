import { afterAll } from 'vitest';
import { removeTestFolders } from './helpers/temp-folders';

// Server tests run in UTC so that dates in assertions mean the same on every machine.
process.env.TZ = 'UTC';

// Hooks of a setup file run around every test file; after hooks run last-registered first, so this
// runs after the file's own afterAll has closed its apps.
afterAll(() => removeTestFolders());
