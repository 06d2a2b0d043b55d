import { ActionIcon, Menu } from '@mantine/core';
import { httpMessages } from '@openhouse/shared/http/messages';
import type { Conversation } from '@openhouse/shared/messaging/schemas';
import { IconArchive, IconArchiveOff, IconDotsVertical, IconDoorExit, IconEdit, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { toastError } from '../../../lib/notify';
import { updateConversation } from '../api/messages-api';
import { useRefreshMessaging } from '../api/messaging-queries';
import { AddPeopleModal, LeaveModal, PeopleModal, RenameModal } from './conversation-edit-modals';

type Dialog = 'rename' | 'add' | 'people' | 'leave' | null;

type ConversationMenuProps = { conversation: Conversation; myId: number | undefined; onLeft: () => void };

/**
 * The open conversation's header menu: rename, add people, see and remove people (the one who started it),
 * leave, archive. Each change is one PUT /conversations/{id}; any participant may rename, add and leave.
 */
export function ConversationMenu({ conversation, myId, onLeft }: ConversationMenuProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const refresh = useRefreshMessaging();
  const archive = useMutation({
    mutationFn: () => updateConversation(conversation.id, { archived: conversation.archived ? 0 : 1 }),
    onSuccess: refresh,
    onError: (error) => toastError(messageOf(error, httpMessages.serverError)),
  });
  const close = () => setDialog(null);
  const mayRemove = conversation.created_by === myId;

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" size="lg" loading={archive.isPending} aria-label="Conversation options">
            <IconDotsVertical size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconEdit size={16} aria-hidden />} onClick={() => setDialog('rename')}>
            Rename
          </Menu.Item>
          <Menu.Item leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setDialog('add')}>
            Add people
          </Menu.Item>
          <Menu.Item leftSection={<IconUsers size={16} aria-hidden />} onClick={() => setDialog('people')}>
            {mayRemove ? 'Remove people' : 'People'}
          </Menu.Item>
          <Menu.Item
            leftSection={conversation.archived ? <IconArchiveOff size={16} aria-hidden /> : <IconArchive size={16} aria-hidden />}
            onClick={() => archive.mutate()}
          >
            {conversation.archived ? 'Unarchive' : 'Archive'}
          </Menu.Item>
          {/* The red is on the icon only: Mantine's red text on white is below AA contrast. */}
          <Menu.Item leftSection={<IconDoorExit size={16} aria-hidden color="var(--mantine-color-red-8)" />} onClick={() => setDialog('leave')}>
            Leave conversation
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {/* Mounted only while open, so each opening starts from the conversation as it is now. */}
      {dialog === 'rename' ? <RenameModal conversation={conversation} opened onClose={close} /> : null}
      {dialog === 'add' ? <AddPeopleModal conversation={conversation} opened onClose={close} /> : null}
      {dialog === 'people' ? <PeopleModal conversation={conversation} opened onClose={close} myId={myId} /> : null}
      {dialog === 'leave' ? <LeaveModal conversation={conversation} opened onClose={close} myId={myId} onLeft={onLeft} /> : null}
    </>
  );
}
