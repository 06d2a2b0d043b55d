import type { Prospect } from '@openhouse/shared/network/network-schemas';
import type { ProspectBody } from '../api/prospects';

/** The modal's fields: empty for a new prospect, the prospect's own (phone as typed, not E.164) when editing. */
export function prospectFormDefaults(prospect: Prospect | null): ProspectBody {
  return {
    name: prospect?.name ?? '',
    user_name: prospect?.user_name ?? '',
    email: prospect?.email ?? '',
    phone: prospect?.phone ? prospect.phone.replace(/^\+1/, '') : '',
    role: prospect?.role ?? [],
    label_ids: prospect?.label_ids ?? [],
    project_id: prospect?.project_id ?? null,
  };
}
