import { decideApproval } from '../../features/bidding/api/decide-approval';
import { QueuePage } from '../../features/dashboard/pages/queue-page';
import { decideDocumentPermission } from '../../features/property-documents/api/decide-document-permission';

/** The queue answers with the bidding and documents features' own calls, composed here so features stay apart. */
export function QueueRoute() {
  return (
    <QueuePage
      decideApproval={async (item, decision) =>
        (await decideApproval({ id: item.id, propertyId: item.property_id, approval: decision === 'yes' ? 'approved' : 'rejected' })).message
      }
      decideDocumentRequest={async (item, decision) => (await decideDocumentPermission({ permissionId: item.id, status: decision === 'yes' ? 'granted' : 'denied' })).message}
    />
  );
}
