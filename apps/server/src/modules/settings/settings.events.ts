import { defineEvent } from '../../platform/events/events';

/** A person asked for their data: the export is prepared by this event's subscriber, on the jobs queue. */
export const dataExportRequested = defineEvent<{ exportId: number; userId: number }>('settings.data_export_requested');
/** The zip is ready; `until` is when its download expires. */
export const dataExportReady = defineEvent<{ exportId: number; userId: number; until: string }>('settings.data_export_ready');
