const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * A message from the server with its long numbers grouped: 'Bid amount must be a multiple of 10000'
 * reads 'Bid amount must be a multiple of 10,000'. The wording stays the spec's; only runs of five or
 * more digits (amounts, not years or four-digit codes) change, decimals kept.
 */
export function formatAmountsInMessage(message: string): string {
  return message.replace(/(?<![\d.,])\d{5,}(?:\.\d+)?(?![\d,])/g, (run) => grouped.format(Number(run)));
}

/** An amount as it stands in an input: 1,260,000 (no currency sign; the input shows one beside it). */
export function formatAmountInput(amount: number): string {
  return grouped.format(amount);
}
