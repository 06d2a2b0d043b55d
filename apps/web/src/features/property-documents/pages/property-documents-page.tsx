import { ComingSoon } from '../../../components/coming-soon';

export function PropertyDocumentsPage() {
  return <ComingSoon title="Property Documents" />;
}
