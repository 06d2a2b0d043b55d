import { defineEvent } from '../../platform/events/events';

type Listing = { propertyId: number; label: string; street: string };

export const documentAccessRequested = defineEvent<Listing & { requestId: number; requesterName: string; listingSide: number[] }>('documents.access_requested');
export const documentAccessDecided = defineEvent<Listing & { requestId: number; requesterId: number; granted: boolean }>('documents.access_decided');
