import type { Notification } from '@openhouse/shared/notifications/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../../lib/api-client';
import { notificationsKey, type LatestNotifications } from './get-latest-notifications';
import type { MarkReadBody, MarkReadResponse } from './mark-notification-read';

/** PUT /notifications with notification_ids: the ones a page of the list showed. */
export function markNotificationsRead(ids: number[]): Promise<MarkReadResponse> {
  const body: MarkReadBody = { notification_ids: ids };
  return api.put<MarkReadResponse>('/notifications', body);
}

/**
 * Opening the list reads what it shows, as a mail inbox does. The bell takes the new count at once; the page
 * itself keeps showing which were new on this visit (docs/DECISIONS.md, Notifications). Each page is marked once.
 */
export function useReadShownNotifications(shown: Notification[] | undefined): void {
  const queryClient = useQueryClient();
  const marked = useRef(new Set<number>());
  useEffect(() => {
    const unread = (shown ?? []).filter((notification) => notification.read === 0 && !marked.current.has(notification.id)).map((notification) => notification.id);
    if (unread.length === 0) return;
    for (const id of unread) marked.current.add(id);
    markNotificationsRead(unread).then(
      ({ unread_count }) => {
        const read = new Set(unread);
        queryClient.setQueriesData<LatestNotifications>({ queryKey: [...notificationsKey, 'latest'] }, (latest) =>
          latest ? { unread_count, data: latest.data.map((item) => (read.has(item.id) ? { ...item, read: 1 } : item)) } : latest,
        );
        void queryClient.invalidateQueries({ queryKey: [...notificationsKey, 'latest'] });
      },
      // Left unread: the next visit tries again.
      () => unread.forEach((id) => marked.current.delete(id)),
    );
  }, [shown, queryClient]);
}
