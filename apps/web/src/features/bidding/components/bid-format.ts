import { contingencyLabels, type Contingency } from '@openhouse/shared/bidding/rules';

export function formatContingencies(values: readonly Contingency[]): string {
  return values.map((value) => contingencyLabels[value] ?? value).join(', ');
}
