import { ComingSoon } from '../../../components/coming-soon';

export function InsightsPage() {
  return <ComingSoon title="Insights" />;
}
