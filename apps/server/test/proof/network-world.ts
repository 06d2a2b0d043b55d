import { expect } from 'vitest';
import type { TestApp } from '../helpers/app';

/** The realtor's network in the proof market: a labelled prospect on the world's project, with notes; spares for the deletions. */
export type NetworkWorld = { prospectId: number; spareProspectId: number; labelId: number; spareLabelId: number; noteId: number; spareNoteId: number };

export async function buildNetworkWorld(t: TestApp, realtorToken: string, projectId: number): Promise<NetworkWorld> {
  const post = async (url: string, payload: object) => {
    const response = await t.call({ method: 'POST', url: `/api/v1${url}`, token: realtorToken, payload });
    expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
    return (response.json() as { data: { id: number } }).data.id;
  };
  const labelId = await post('/network-labels', { label_name: 'Proof label' });
  const spareLabelId = await post('/network-labels', { label_name: 'Spare label' });
  const prospectId = await post('/network', { name: 'Proof Prospect', user_name: 'proof', email: 'proof-prospect@example.com', label_ids: [labelId], project_id: projectId });
  const spareProspectId = await post('/network', { name: 'Spare Prospect', user_name: 'spare' });
  const noteId = await post('/network-conversations', { network_id: prospectId, message: 'Proof note' });
  const spareNoteId = await post('/network-conversations', { network_id: prospectId, message: 'Spare note' });
  return { prospectId, spareProspectId, labelId, spareLabelId, noteId, spareNoteId };
}
