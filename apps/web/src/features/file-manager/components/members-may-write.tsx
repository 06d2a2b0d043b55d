import { Switch } from '@mantine/core';
import { useState } from 'react';
import { PROJECTS_FOLDER } from '@openhouse/shared/file-manager/rules';
import { httpMessages } from '@openhouse/shared/http/messages';
import { messageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useProjectSettings, useSetMembersMayWrite } from '../api/file-manager-api';

/** Whether a path lies in one project's folder (Projects/<street> (<id>)/…), where the setting applies. */
export const inProjectFolder = (path: string) => {
  const [first, second] = path.split('/');
  return first === PROJECTS_FOLDER && Boolean(second);
};

/**
 * "Members may write" for the project folder on screen: the realtor running the project switches it; its
 * vendors and seller see it, switched off for them to change.
 */
export function MembersMayWrite({ path }: { path: string }) {
  const shown = inProjectFolder(path);
  const settings = useProjectSettings(path, shown);
  const change = useSetMembersMayWrite();
  // The switch moves in the same event as the click (a mutation's own state arrives a tick later), and goes back
  // to the stored value when the change fails.
  const [asked, setAsked] = useState<boolean | null>(null);
  if (!shown || !settings.data) return null;
  const { members_may_write: allowed, can_change: canChange } = settings.data;
  return (
    <Switch
      label="Project members may write here"
      description={canChange ? 'Vendors and the seller on this project may add, rename and delete files in its folder.' : 'Only the realtor running this project can change this.'}
      checked={asked ?? allowed}
      disabled={!canChange || change.isPending}
      onChange={(event) => {
        const wanted = event.currentTarget.checked;
        setAsked(wanted);
        change.mutate(
          { path, members_may_write: wanted },
          {
            onSuccess: (answer) => toastSuccess(answer.result.message ?? ''),
            onError: (error) => toastError(messageOf(error, httpMessages.serverError)),
            onSettled: () => setAsked(null),
          },
        );
      }}
    />
  );
}
