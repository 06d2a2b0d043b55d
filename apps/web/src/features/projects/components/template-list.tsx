import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { projectMessages } from '@openhouse/shared/projects/messages';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { ZodType } from 'zod';
import { CardList } from '../../../components/card-list';
import { FormError } from '../../../components/form-error';
import { messageOf } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/notify';
import { NameField } from './name-field';

type Named = { id: number; name: string };
type Answer = { message?: string };

type TemplateListProps<T extends Named> = {
  title: string;
  /** The singular noun in labels: 'Milestone template'. */
  noun: string;
  list: UseQueryResult<T[]>;
  emptyText: string;
  nameSchema: ZodType<string, unknown>;
  detailOf?: (item: T) => string;
  /** Whether the user may rename or delete the item (default templates belong to nobody). */
  editable?: (item: T) => boolean;
  onAdd: (name: string) => Promise<Answer>;
  onRename?: (item: T, name: string) => Promise<Answer>;
  onDelete: (item: T) => Promise<Answer>;
  /** Fields the add form needs besides the name (a heading for a checklist template). */
  addExtra?: ReactNode;
  addDisabled?: boolean;
};

const done = (answer: Answer) => toastSuccess(answer.message || projectMessages.templateSaved);

/** One kind of template in the settings: its list (with an empty state), an add field, rename and delete. */
export function TemplateList<T extends Named>(props: TemplateListProps<T>) {
  const { title, noun, list, emptyText, nameSchema, detailOf, editable = () => true, onAdd, onRename, onDelete, addExtra, addDisabled } = props;
  const [renaming, setRenaming] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = async (item: T) => {
    setFailure(null);
    try {
      toastSuccess((await onDelete(item)).message || projectMessages.templateDeleted);
    } catch (error) {
      setFailure(messageOf(error, projectMessages.somethingWrong));
    }
  };
  const row = (item: T) =>
    renaming === item.id && onRename ? (
      <NameField
        label={`New name for ${item.name}`}
        action="Save"
        schema={nameSchema}
        initial={item.name}
        onCancel={() => setRenaming(null)}
        onSave={async (name) => {
          done(await onRename(item, name));
          setRenaming(null);
        }}
      />
    ) : (
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0} miw={0}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.name}
          </Text>
          {detailOf ? (
            <Text size="xs" c="dimmed">
              {detailOf(item)}
            </Text>
          ) : null}
        </Stack>
        {editable(item) ? (
          <Group gap={4}>
            {onRename ? (
              <Button size="xs" variant="subtle" onClick={() => setRenaming(item.id)} aria-label={`Rename ${item.name}`}>
                Rename
              </Button>
            ) : null}
            <Button size="xs" variant="default" onClick={() => remove(item)} aria-label={`Delete ${item.name}`}>
              Delete
            </Button>
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            Default
          </Text>
        )}
      </Group>
    );
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {list.isPending ? (
          <Center py="md">
            <Loader role="status" aria-label={`Loading ${title.toLowerCase()}`} />
          </Center>
        ) : list.isError ? (
          <FormError message={messageOf(list.error, projectMessages.somethingWrong)} />
        ) : (
          <CardList items={list.data} label={title} keyOf={(item) => item.id} emptyText={emptyText}>
            {row}
          </CardList>
        )}
        <FormError message={failure} />
        {addExtra}
        <NameField
          label={`New ${noun.toLowerCase()}`}
          action="Add"
          schema={nameSchema}
          disabled={addDisabled}
          onSave={async (name) => done(await onAdd(name))}
        />
      </Stack>
    </Paper>
  );
}
