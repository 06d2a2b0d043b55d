import {
  Avatar,
  Button,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { httpMessages } from "@openhouse/shared/http/messages";
import type {
  Conversation,
  Participant,
  UpdateConversationInput,
} from "@openhouse/shared/messaging/schemas";
import { useMutation } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { messageOf } from "../../../lib/api-client";
import { mediaUrl } from "../../../lib/media-url";
import { updateConversation } from "../api/messages-api";
import { useRefreshMessaging } from "../api/messaging-queries";
import { PersonPicker } from "./person-picker";

type EditModalProps = {
  conversation: Conversation;
  opened: boolean;
  onClose: () => void;
};

/** One change to the conversation (PUT /conversations/{id}); the list and thread are read again after it. */
function useConversationChange(
  conversation: Conversation,
  onDone: (left: boolean) => void,
) {
  const refresh = useRefreshMessaging();
  return useMutation({
    mutationFn: (input: UpdateConversationInput) =>
      updateConversation(conversation.id, input),
    onSuccess: (answer) => {
      refresh();
      onDone(answer.data === null);
    },
  });
}

/** The server's reason when a change fails, where the person is looking. */
function ChangeFailed({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Text c="red" size="sm" role="alert">
      {messageOf(error, httpMessages.serverError)}
    </Text>
  );
}

function Actions({
  onClose,
  children,
  closeLabel = "Cancel",
}: {
  onClose: () => void;
  children?: ReactNode;
  closeLabel?: string;
}) {
  return (
    <Group justify="flex-end" gap="xs">
      <Button variant="default" onClick={onClose}>
        {closeLabel}
      </Button>
      {children}
    </Group>
  );
}

export function RenameModal({ conversation, opened, onClose }: EditModalProps) {
  const [title, setTitle] = useState(conversation.title ?? "");
  const change = useConversationChange(conversation, onClose);
  return (
    <Modal opened={opened} onClose={onClose} title="Rename conversation">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate({ title: title.trim() === "" ? null : title });
        }}
      >
        <Stack gap="sm">
          <TextInput
            data-autofocus
            label="Name"
            description="Leave empty to show the people's names."
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
          />
          <ChangeFailed error={change.error} />
          <Actions onClose={onClose}>
            <Button type="submit" loading={change.isPending}>
              Save
            </Button>
          </Actions>
        </Stack>
      </form>
    </Modal>
  );
}

export function AddPeopleModal({
  conversation,
  opened,
  onClose,
}: EditModalProps) {
  const change = useConversationChange(conversation, onClose);
  return (
    <Modal opened={opened} onClose={onClose} title="Add people">
      <Stack gap="sm">
        <PersonPicker
          active={opened}
          busy={change.isPending}
          excludeIds={conversation.participants.map(
            (participant) => participant.user_id,
          )}
          onChoose={(userId) => change.mutate({ add_user_ids: [userId] })}
        />
        <ChangeFailed error={change.error} />
        <Actions onClose={onClose} closeLabel="Done" />
      </Stack>
    </Modal>
  );
}

/** The people in the conversation; the one who started it removes others, after saying yes a second time. */
export function PeopleModal({
  conversation,
  opened,
  onClose,
  myId,
}: EditModalProps & { myId: number | undefined }) {
  const [removing, setRemoving] = useState<Participant | null>(null);
  const change = useConversationChange(conversation, () => setRemoving(null));
  const mayRemove = conversation.created_by === myId;
  const close = () => {
    setRemoving(null);
    change.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={removing ? "Remove from conversation" : "People"}
    >
      {removing ? (
        <Stack gap="sm">
          <Text>
            Remove {removing.user.name} from this conversation? They will no
            longer see its messages.
          </Text>
          <ChangeFailed error={change.error} />
          <Actions onClose={() => (setRemoving(null), change.reset())}>
            <Button
              color="red.8"
              loading={change.isPending}
              onClick={() =>
                change.mutate({ remove_user_ids: [removing.user_id] })
              }
            >
              Remove
            </Button>
          </Actions>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Stack gap="xs" role="list" aria-label="People in this conversation">
            {conversation.participants.map((participant) => (
              <Group
                key={participant.user_id}
                role="listitem"
                gap="sm"
                wrap="nowrap"
                justify="space-between"
              >
                <Group gap="sm" wrap="nowrap" miw={0}>
                  <Avatar
                    src={mediaUrl(participant.user.picture)}
                    name={participant.user.name}
                    color="initials"
                    radius="xl"
                    size="sm"
                  />
                  <Text size="sm" truncate>
                    {participant.user.name}
                    {participant.user_id === myId ? " (you)" : ""}
                  </Text>
                </Group>
                {mayRemove && participant.user_id !== myId ? (
                  <Button
                    size="compact-sm"
                    variant="default"
                    onClick={() => setRemoving(participant)}
                    aria-label={`Remove ${participant.user.name}`}
                  >
                    Remove
                  </Button>
                ) : null}
              </Group>
            ))}
          </Stack>
          <Actions onClose={close} closeLabel="Close" />
        </Stack>
      )}
    </Modal>
  );
}

export function LeaveModal({
  conversation,
  opened,
  onClose,
  myId,
  onLeft,
}: EditModalProps & { myId: number | undefined; onLeft: () => void }) {
  const change = useConversationChange(conversation, (left) =>
    left ? onLeft() : onClose(),
  );
  return (
    <Modal opened={opened} onClose={onClose} title="Leave conversation">
      <Stack gap="sm">
        <Text>
          Leave “{conversation.name}”? You will no longer see its messages
          unless someone adds you again.
        </Text>
        <ChangeFailed error={change.error} />
        <Actions onClose={onClose}>
          <Button
            color="red.8"
            loading={change.isPending}
            disabled={myId === undefined}
            onClick={() => change.mutate({ remove_user_ids: [myId!] })}
          >
            Leave
          </Button>
        </Actions>
      </Stack>
    </Modal>
  );
}
