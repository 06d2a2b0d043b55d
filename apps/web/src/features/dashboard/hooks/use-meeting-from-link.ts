import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { openGlobalModal } from '../../../lib/global-modals';

/** A notice's link /dashboard?meeting=N opens that meeting's details once, then leaves the address clean. */
export function useMeetingFromLink(): void {
  const [params, setParams] = useSearchParams();
  const meeting = Number(params.get('meeting'));
  useEffect(() => {
    if (!Number.isInteger(meeting) || meeting <= 0) return;
    openGlobalModal('meetingDetails', { meetingId: meeting });
    setParams(
      (current) => {
        current.delete('meeting');
        return current;
      },
      { replace: true },
    );
  }, [meeting, setParams]);
}
