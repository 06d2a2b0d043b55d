/**
 * Searches count their matches exactly only up to this many; past it the total is a lower bound
 * (total_is_estimate), because counting every match of a broad search costs more than the page itself.
 */
export const RESULT_COUNT_CAP = 1000;

const number = new Intl.NumberFormat('en-US');

/** "1 home", "23 homes", "1,000+ homes": a search's total as the results header says it. */
export function formatResultCount(total: number, isEstimate: boolean): string {
  const figure = `${number.format(total)}${isEstimate ? '+' : ''}`;
  return `${figure} ${total === 1 && !isEstimate ? 'home' : 'homes'}`;
}
