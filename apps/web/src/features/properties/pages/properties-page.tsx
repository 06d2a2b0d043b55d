import { ComingSoon } from '../../../components/coming-soon';

export function PropertiesPage() {
  return <ComingSoon title="Properties" />;
}
