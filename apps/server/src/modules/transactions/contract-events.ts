import { collapseRepeatedOpens } from '@openhouse/shared/transactions/history';
import type { ContractEvent } from '@openhouse/shared/transactions/schemas';
import type { AuditEntry } from './certificate';
import type { EventRow, NewEvent } from './transactions.repository';

/** Where a request came from, as the audit trail keeps it. */
export type Client = { ip: string; userAgent: string | undefined };

export type EventActor = { role: EventRow['role']; userId: number | null; name: string };

/** Openhouse itself, for steps no person takes (the contract completing). */
export const SYSTEM: EventActor = { role: 'system', userId: null, name: 'Openhouse' };

const MAX_USER_AGENT = 500;

/** The user agent as the audit trail keeps it: at most 500 characters, null when none was sent. */
export const userAgentOf = (client: Client): string | null => client.userAgent?.slice(0, MAX_USER_AGENT) ?? null;

/** One audit event, with the IP address and user agent of the request that caused it. */
export function contractEvent(
  transactionId: number,
  event: EventRow['event'],
  actor: EventActor,
  client: Client,
  options: { detail?: string | null; at?: Date } = {},
): NewEvent & Pick<EventRow, 'created_at' | 'ip' | 'user_agent' | 'detail'> {
  return {
    transaction_id: transactionId,
    event,
    role: actor.role,
    user_id: actor.userId,
    name: actor.name,
    ip: client.ip,
    user_agent: userAgentOf(client),
    detail: options.detail ?? null,
    created_at: options.at ?? new Date(),
  };
}

export function toContractEvent(row: EventRow): ContractEvent {
  return {
    event: row.event,
    role: row.role,
    name: row.name,
    ip: row.ip,
    user_agent: row.user_agent,
    detail: row.detail,
    created_at: row.created_at.toISOString(),
  };
}

export function toAuditEntry(row: Pick<EventRow, 'created_at' | 'event' | 'role' | 'name' | 'ip' | 'user_agent' | 'detail'>): AuditEntry {
  return { at: row.created_at, event: row.event, role: row.role, name: row.name, ip: row.ip, userAgent: row.user_agent, detail: row.detail };
}

/**
 * The audit trail as the pages show it: repeated opens of the contract by one signer, with nothing in between,
 * are one "Opened" row at the first time, its detail saying how often (the certificate keeps every event).
 */
export function shownContractEvents(rows: EventRow[]): ContractEvent[] {
  return collapseRepeatedOpens(rows.map(toContractEvent)).map(({ times, ...event }) => (times > 1 ? { ...event, detail: `${times} times` } : event));
}
