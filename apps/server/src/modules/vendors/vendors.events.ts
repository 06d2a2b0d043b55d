import { defineEvent } from '../../platform/events/events';

/**
 * A realtor put people on their vendor list whose accounts the list created (or who never claimed them):
 * one vendor from the form, or a batch of an import.
 */
export const vendorsInvited = defineEvent<{ userIds: number[]; realtorId: number }>('vendors.vendors_invited');
