/**
 * Searches count their matches exactly only up to this many; past it the total is a lower bound
 * (total_is_estimate), because counting every match of a broad search costs more than the page itself.
 * Twenty pages of ten: a search this broad is one to narrow, and counting a broad word's matches to 1,000
 * read about nine times the rows of counting to 200 (docs/ARCHITECTURE.md, Uncached search).
 */
export const RESULT_COUNT_CAP = 200;

const number = new Intl.NumberFormat('en-US');

/** "1 home", "23 homes", "200+ homes": a search's total as the results header says it. */
export function formatResultCount(total: number, isEstimate: boolean): string {
  const figure = `${number.format(total)}${isEstimate ? '+' : ''}`;
  return `${figure} ${total === 1 && !isEstimate ? 'home' : 'homes'}`;
}
