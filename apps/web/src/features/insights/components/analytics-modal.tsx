import { Modal, Text } from '@mantine/core';
import { formatAddress } from '@openhouse/shared/properties/listing-labels';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { usePropertyDetail } from '../../../lib/property-query';
import type { InsightView } from './insight-filters';
import { InsightsPanel } from './insights-panel';

type AnalyticsModalProps = { propertyId: number; view?: InsightView; onClose: () => void };

/** The spec's full-screen analytics modal: the same panel as /insights, without the page around it. */
export function AnalyticsModal({ propertyId, view, onClose }: AnalyticsModalProps) {
  const property = usePropertyDetail(propertyId);
  const location = useLocation();
  const [openedAt] = useState(location.key);

  // Following a link from inside (Message a person, View listing) leaves insights: the modal must not cover the next page.
  useEffect(() => {
    if (location.key !== openedAt) onClose();
  }, [location.key, openedAt, onClose]);
  const title = property.data ? (
    <>
      <Text fw={700} component="span">
        Insights: {property.data.label}
      </Text>
      <Text size="sm" c="dimmed" component="span" display="block">
        {formatAddress(property.data)}
      </Text>
    </>
  ) : (
    <Text fw={700} component="span">
      Insights
    </Text>
  );

  return (
    <Modal opened onClose={onClose} fullScreen title={title} transitionProps={{ transition: 'fade', duration: 150 }}>
      <InsightsPanel propertyId={propertyId} initial={view} />
    </Modal>
  );
}
