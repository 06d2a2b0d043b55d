import { Alert, Box, Button, Group, List, Stack, Text } from '@mantine/core';
import { publishGaps } from '@openhouse/shared/properties/publishing';
import type { PropertyDetail } from '@openhouse/shared/properties/listing';
import { propertyMessages } from '@openhouse/shared/properties/messages';
import { IconEye, IconPencil, IconWorldUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';
import { usePublishProperty } from '../api/publish-property';

/**
 * Over a draft's page, for its listing side: the page below is the listing as buyers will see it once published.
 * Its realtor (or an admin) publishes from here; what is still missing is named first (publishGaps, as the server checks).
 */
export function DraftPreviewBanner({ property }: { property: PropertyDetail }) {
  const publish = usePublishProperty();
  const gaps = publishGaps(property);
  const onPublish = async () => {
    try {
      const published = await publish.mutateAsync(property.id);
      toastSuccess(published.message ?? propertyMessages.published);
    } catch (error) {
      toastError(messageOf(error, 'The listing could not be published. Please try again.'));
    }
  };
  return (
    <Box component="section" aria-label="Draft preview">
      <Alert color="violet" variant="light" icon={<IconEye size={20} aria-hidden />} title="Preview — not published">
      <Stack gap="xs">
        <Text size="sm">This draft is seen only by you, its seller and admins. Below is the listing as buyers will see it once it is published.</Text>
        {gaps.length > 0 ? (
          <List size="sm" aria-label="Missing before publishing">
            {gaps.map((gap) => (
              <List.Item key={gap.field}>{gap.message}</List.Item>
            ))}
          </List>
        ) : null}
        {property.can_edit ? (
          <Group gap="xs">
            <Button onClick={() => void onPublish()} loading={publish.isPending} disabled={gaps.length > 0} leftSection={<IconWorldUpload size={16} aria-hidden />}>
              Publish listing
            </Button>
            <Button component={Link} to={`/properties/${property.id}/edit`} variant="default" leftSection={<IconPencil size={16} aria-hidden />}>
              Keep editing
            </Button>
          </Group>
        ) : null}
      </Stack>
      </Alert>
    </Box>
  );
}
