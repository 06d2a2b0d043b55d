import { ComingSoon } from '../../../components/coming-soon';

export function AddPropertyPage() {
  return <ComingSoon title="Add Property" />;
}
