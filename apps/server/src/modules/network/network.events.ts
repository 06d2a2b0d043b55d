import { defineEvent } from '../../platform/events/events';

/** A visitor left their details on a realtor's capture page: the realtor is told (notice kind new_prospect). */
export const prospectCaptured = defineEvent<{ prospectId: number; realtorId: number; name: string; address: string }>('network.prospect_captured');
