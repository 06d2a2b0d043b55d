import { Button, Group, Stack } from '@mantine/core';
import { eventTypeLabels } from '@openhouse/shared/properties/insight-chart';
import { IconArrowsMaximize, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadingRows } from '../../../components/loading-rows';
import { PagingFooter } from '../../../components/paging-footer';
import { SectionCard } from '../../../components/section-card';
import { useSession } from '../../../lib/session-context';
import { insightsExportUrl } from '../api/export-insights';
import { useInsightPeople } from '../api/get-insight-people';
import { useInsightSeries } from '../api/get-insight-series';
import { useInsightSummary } from '../api/get-insight-summary';
import { InsightChart } from './insight-chart';
import { InsightDaysTable } from './insight-days-table';
import { InsightFilters, type InsightView } from './insight-filters';
import { InsightPeopleTable } from './insight-people-table';
import { InsightSummaryCards } from './insight-summary-cards';
import { PackageInsightsSection } from './package-insights-section';
import { InsightsError } from './insights-error';

type InsightsPanelProps = {
  propertyId: number;
  /** Shown on the page, not inside the full-screen modal that it opens; hands on the view as chosen. */
  onFullScreen?: (view: InsightView) => void;
  /** The duration, event and chart to open on (full screen opens on the page's choice). */
  initial?: InsightView;
};

/** Spec part 1 section 9: insights open on the last week of views. */
const initialView: InsightView = { duration: 'week', eventType: 'view', chartType: 'line' };

/** Everything insights shows for one property; the /insights page and the analytics modal both render it. */
export function InsightsPanel({ propertyId, onFullScreen, initial = initialView }: InsightsPanelProps) {
  const [view, setView] = useState(initial);
  const [page, setPage] = useState(1);
  const { session } = useSession();
  const filters = { propertyId, duration: view.duration, eventType: view.eventType };

  const summary = useInsightSummary(filters);
  const series = useInsightSeries(filters);
  const people = useInsightPeople(filters, page);

  // A 403 or 404 here means the whole property is off limits: say so once instead of in every section.
  if (summary.isError) return <InsightsError error={summary.error} />;

  const exportUrl = insightsExportUrl({ propertyId, duration: view.duration, token: session?.token });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <InsightFilters
          value={view}
          onChange={(next) => {
            setView(next);
            // The people list differs per duration and event type; page 3 of the old list means nothing.
            setPage(1);
          }}
        />
        <Group gap="xs">
          <Button component="a" href={exportUrl} download variant="default" size="xs" leftSection={<IconDownload size={14} aria-hidden />}>
            Export CSV
          </Button>
          {onFullScreen ? (
            <Button variant="default" size="xs" onClick={() => onFullScreen(view)} leftSection={<IconArrowsMaximize size={14} aria-hidden />}>
              Full screen
            </Button>
          ) : null}
        </Group>
      </Group>

      <InsightSummaryCards summary={summary.data} />

      <SectionCard title={`${eventTypeLabels[view.eventType]} per ${series.data?.bucket === 'month' ? 'month' : 'day'}`}>
        {series.isError ? <InsightsError error={series.error} /> : <InsightChart series={series.data} eventType={view.eventType} chartType={view.chartType} />}
      </SectionCard>

      <SectionCard title={series.data?.bucket === 'month' ? 'Activity by month' : 'Activity by day'}>
        {series.isError ? (
          <InsightsError error={series.error} />
        ) : series.data ? (
          <InsightDaysTable series={series.data} />
        ) : (
          <LoadingRows label="Loading activity" />
        )}
      </SectionCard>

      <SectionCard title="People">
        {people.isError ? (
          <InsightsError error={people.error} />
        ) : !people.data ? (
          <LoadingRows label="Loading people" />
        ) : (
          <>
            <InsightPeopleTable rows={people.data.data} eventType={view.eventType} />
            <PagingFooter page={people.data} onPage={setPage} fetching={people.isFetching} fetchingLabel="Updating people" />
          </>
        )}
      </SectionCard>

      <PackageInsightsSection propertyId={propertyId} duration={view.duration} />
    </Stack>
  );
}
