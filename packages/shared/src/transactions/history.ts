import type { ContractEvent } from './schemas';

export type ShownEvent = ContractEvent & { times: number };

/**
 * The signing history as shown: a signer opening the contract again and again, with nothing in between,
 * is one "Opened" row at the first time, counting how often (the certificate keeps every event).
 */
export function collapseRepeatedOpens(events: readonly ContractEvent[]): ShownEvent[] {
  const shown: ShownEvent[] = [];
  for (const event of events) {
    const previous = shown.at(-1);
    if (event.event === 'viewed' && previous?.event === 'viewed' && previous.role === event.role && previous.name === event.name) {
      previous.times += 1;
    } else {
      shown.push({ ...event, times: 1 });
    }
  }
  return shown;
}
