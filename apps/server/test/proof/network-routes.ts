import { formCall } from './form-call';
import type { Access } from './route-table';
import type { Actor, World } from './world';

const EVERYONE: readonly Actor[] = ['anonymous', 'realtor', 'otherRealtor', 'seller', 'buyer', 'otherBuyer', 'admin'];
const STAFF: readonly Actor[] = ['realtor', 'otherRealtor', 'admin'];
/** A realtor's network is theirs alone: not even an admin reads it. */
const OWNER: readonly Actor[] = ['realtor'];

const own = (call: Access['call']): Access => ({ allow: OWNER, rule: 'the realtor whose network it is', call });
const staff = (rule: string, call?: Access['call']): Access => ({ allow: STAFF, rule, call });
const n = (w: World) => w.network;

/** The network module's routes (spec part 2 section 7: Prospects and network). */
export const NETWORK_ROUTES: Record<string, Access> = {
  'POST /api/v1/network': staff('staff keep their own network', () => ({ payload: { name: 'New Prospect', user_name: 'new' } })),
  'GET /api/v1/network/{id}': own((w) => ({ url: `/api/v1/network/${n(w).prospectId}` })),
  'GET /api/v1/network/{id}/timeline': own((w) => ({ url: `/api/v1/network/${n(w).prospectId}/timeline` })),
  'PUT /api/v1/network/{id}': own((w) => ({ url: `/api/v1/network/${n(w).prospectId}`, payload: { name: 'Proof Prospect', user_name: 'proof', email: 'proof-prospect@example.com', label_ids: [n(w).labelId] } })),
  'DELETE /api/v1/network/{id}': own((w) => ({ url: `/api/v1/network/${n(w).spareProspectId}` })),
  'GET /api/v1/prospects': staff('their own prospects'),
  'POST /api/v1/prospects/labels': own((w) => ({ payload: { prospect_ids: [n(w).prospectId], label_ids: [n(w).labelId] } })),
  'POST /api/v1/prospects-import': staff('staff import into their own network', () =>
    formCall([
      { name: 'mode', value: 'preview' },
      { name: 'file', filename: 'prospects.csv', contentType: 'text/csv', content: Buffer.from('name,user_name\r\nAnn,ann\r\n') },
    ]),
  ),
  'GET /api/v1/prospects-export': staff('their own prospects'),
  'GET /api/v1/prospects-import/sample': { allow: EVERYONE, rule: 'public (a sample file)' },
  'GET /api/v1/fetch-users-by-label/{id}': own((w) => ({ url: `/api/v1/fetch-users-by-label/${n(w).labelId}` })),
  'GET /api/v1/network-roles': staff('staff'),
  'GET /api/v1/network-labels': staff('their own labels'),
  'POST /api/v1/network-labels': { allow: STAFF, rule: 'staff label their own network', call: () => ({ payload: { label_name: `Label ${Math.random()}` } }) },
  'PUT /api/v1/network-labels/{id}': own((w) => ({ url: `/api/v1/network-labels/${n(w).labelId}`, payload: { label_name: 'Proof label' } })),
  'DELETE /api/v1/network-labels/{id}': own((w) => ({ url: `/api/v1/network-labels/${n(w).spareLabelId}` })),
  'GET /api/v1/network-conversations': own((w) => ({ url: `/api/v1/network-conversations?network_id=${n(w).prospectId}` })),
  'POST /api/v1/network-conversations': own((w) => ({ payload: { network_id: n(w).prospectId, message: 'Another note' } })),
  'PUT /api/v1/network-conversations/{id}': own((w) => ({ url: `/api/v1/network-conversations/${n(w).noteId}`, payload: { message: 'Edited' } })),
  'DELETE /api/v1/network-conversations/{id}': own((w) => ({ url: `/api/v1/network-conversations/${n(w).spareNoteId}` })),
  'POST /api/v1/add-qr-details': {
    allow: EVERYONE,
    rule: 'public (the capture form behind a QR code)',
    call: (w) => ({ payload: { name: 'Visitor', realtor_id: w.people.realtor.id, project_id: w.project.id } }),
  },
};
