import { ComingSoon } from '../../../components/coming-soon';

export function PropertyDetailPage() {
  return <ComingSoon title="Property" />;
}
