import { formCall } from './form-call';
import type { Access } from './route-table';
import type { Actor, World } from './world';

const EVERYONE: readonly Actor[] = ['anonymous', 'realtor', 'otherRealtor', 'seller', 'buyer', 'otherBuyer', 'admin'];
const STAFF: readonly Actor[] = ['realtor', 'otherRealtor', 'admin'];
/** A vendor entry is its realtor's alone: admins included, everyone else hears 404. */
const OWNER: readonly Actor[] = ['realtor'];

const p = (w: World) => w.project;
const entry = { name: 'Matrix vendor', user_name: 'matrixvendor', email: 'matrix-vendor@example.com' };
const csvPreview = () =>
  formCall([
    { name: 'mode', value: 'preview' },
    { name: 'file', filename: 'vendors.csv', contentType: 'text/csv', content: Buffer.from('name,user_name,email\nAnn,ann,ann@example.com\n') },
  ]);

/** The vendors module's routes (spec part 2 section 7, Vendors). */
export const VENDOR_ROUTES: Record<string, Access> = {
  'POST /api/v1/vendor': { allow: STAFF, rule: 'staff, onto their own list', call: () => ({ payload: entry }) },
  'GET /api/v1/vendor': { allow: STAFF, rule: 'staff search their own list', call: () => ({ url: '/api/v1/vendor?search=proof' }) },
  'GET /api/v1/vendors': { allow: STAFF, rule: 'staff, their own list' },
  'GET /api/v1/vendor-types': { allow: EVERYONE, rule: 'public (a fixed list)' },
  'GET /api/v1/vendors/projects': { allow: OWNER, rule: 'the realtor whose list has the vendor', call: (w) => ({ url: `/api/v1/vendors/projects?user_id=${p(w).vendorId}` }) },
  'GET /api/v1/vendor/{id}': { allow: OWNER, rule: 'its realtor', call: (w) => ({ url: `/api/v1/vendor/${p(w).vendorEntryId}` }) },
  'PUT /api/v1/vendor/{id}': {
    allow: OWNER,
    rule: 'its realtor',
    call: (w) => ({ url: `/api/v1/vendor/${p(w).vendorEntryId}`, payload: { name: 'Proof vendor', user_name: 'proofvendor', email: p(w).vendorEmail } }),
  },
  'DELETE /api/v1/vendor/{id}': { allow: OWNER, rule: 'its realtor', call: (w) => ({ url: `/api/v1/vendor/${p(w).spareVendorEntryId}` }) },
  'POST /api/v1/vendor-import': { allow: STAFF, rule: 'staff, into their own list (a preview here)', call: csvPreview },
  'GET /api/v1/vendor-import/sample': { allow: EVERYONE, rule: 'public (a sample file)' },
  'GET /api/v1/vendor-export': { allow: STAFF, rule: 'staff, their own list' },
};
