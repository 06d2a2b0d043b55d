import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROLES, type RoleName } from '@openhouse/shared/roles/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../auth/session';
import { accessRegistry } from './access';

// Every module's policy registers itself when its `<module>.access.ts` is loaded: load them all, so a
// policy added anywhere lands in this table (and fails it until its expected rows are written below).
const modulesDir = fileURLToPath(new URL('../../modules', import.meta.url));
beforeAll(async () => {
  const files = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.access.ts'));
  for (const file of files) await import(join(modulesDir, file));
});

const person = (id: number, ...roles: RoleName[]): Actor => ({ id, roles, tokenId: 0, kind: 'access' });

/** Everyone with no part in any record: the anonymous caller, a stranger of each role, and an admin. */
const outsiders: [string, Actor | null][] = [
  ['anonymous', null],
  ...ROLES.filter((role) => role !== 'Admin').map((role, index): [string, Actor] => [`stranger ${role}`, person(100 + index, role)]),
  ['admin', person(99, 'Admin')],
];

// The listing of every fixture: realtor 1, seller 2.
const listing = { id: 10, status: 'active', realtor_id: 1, seller_id: 2, published_at: new Date('2026-01-01T00:00:00Z') };
const realtor = person(1, 'Realtor');
const seller = person(2, 'Seller');
const request = { id: 30, user_id: 4, property: listing };
const requester = person(4, 'Buyer');

type Fixture = { records: Record<string, { id: number; [column: string]: unknown }>; owners: [string, Actor][] };

/** For each policy: the records to decide on and the people with a part in them. */
const fixtures: Record<string, Fixture> = {
  property: {
    records: { 'on the market': listing, withdrawn: { ...listing, status: 'withdrawn' }, draft: { ...listing, published_at: null } },
    owners: [['realtor', realtor], ['seller', seller]],
  },
  'property documents': {
    records: { listing: { ...listing, granted: [5] } },
    owners: [['realtor', realtor], ['seller', seller], ['granted', person(5, 'Buyer')]],
  },
  'bid approval': { records: { request }, owners: [['realtor', realtor], ['seller', seller], ['requester', requester]] },
  'document access request': { records: { request }, owners: [['realtor', realtor], ['seller', seller], ['requester', requester]] },
  'seller invitation': {
    // The buyer (4) is invited to become the seller of realtor 1's listing; its seller (2) has no part in it.
    records: { invitation: { id: 50, invitee_id: 4, realtor_id: 1 } },
    owners: [['invitee', requester], ['realtor', realtor], ['listing seller', seller]],
  },
  notification: { records: { notice: { id: 60, user_id: 4 } }, owners: [['owner', requester]] },
  conversation: { records: { conversation: { id: 70, participant_ids: [1, 4] } }, owners: [['participant', requester], ['other participant', realtor]] },
  // The buyer (4) booked a tour with realtor 1.
  meeting: { records: { tour: { id: 70, organiser_id: 4, participant_ids: [1] } }, owners: [['organiser', requester], ['invitee', realtor]] },
  project: {
    // Realtor 1 owns it, realtor 8 was added to it, seller 2 sells, vendor 9 has a task on it.
    records: { project: { id: 70, realtor_id: 1, seller_id: 2, realtor_ids: [8], vendor_ids: [9] } },
    owners: [['owner', realtor], ['added realtor', person(8, 'Realtor')], ['seller', seller], ['vendor with a task', person(9, 'Vendor')]],
  },
  'project task': {
    // A task of that project assigned to vendor 9; vendor 11 has another task of the project.
    records: { task: { id: 80, project: { id: 70, realtor_id: 1, seller_id: 2, realtor_ids: [8], vendor_ids: [9, 11] }, assignee_ids: [9] } },
    owners: [
      ['owner', realtor],
      ['added realtor', person(8, 'Realtor')],
      ['seller', seller],
      ['assignee', person(9, 'Vendor')],
      ['vendor of another task', person(11, 'Vendor')],
    ],
  },
  session: { records: { session: { id: 70, user_id: 4 } }, owners: [['owner', requester]] },
  // Realtor 1's network: a prospect, a label and a note about the prospect are the realtor's alone.
  prospect: { records: { prospect: { id: 90, realtor_id: 1 } }, owners: [['realtor', realtor]] },
  'network label': { records: { label: { id: 91, user_id: 1 } }, owners: [['realtor', realtor]] },
  'prospect note': { records: { note: { id: 92, user_id: 1 } }, owners: [['realtor', realtor]] },
  // Realtor 1's campaigns, templates and sender addresses are the realtor's alone.
  'email campaign': { records: { campaign: { id: 94, user_id: 1 } }, owners: [['realtor', realtor]] },
  'email template': { records: { template: { id: 95, user_id: 1 } }, owners: [['realtor', realtor]] },
  'verified sender': { records: { sender: { id: 96, user_id: 1 } }, owners: [['realtor', realtor]] },
  // An entry of realtor 1's vendor list; the vendor's own account (9) has no part in the realtor's entry.
  vendor: { records: { entry: { id: 93, realtor_id: 1, user_id: 9 } }, owners: [['realtor', realtor], ['listed vendor', person(9, 'Vendor')]] },
  // An account (5) an admin may disable; its holder knows it exists.
  'user account': { records: { account: { id: 5 } }, owners: [['holder', person(5, 'Buyer')]] },
  transaction: {
    // The listing changed hands after the bid was accepted: its current realtor (6) and seller (7) are parties too.
    records: { transaction: { id: 40, buyer_id: 3, seller_id: 2, realtor_id: 1, property: { realtor_id: 6, seller_id: 7 } } },
    owners: [['buyer', person(3, 'Buyer')], ['seller', seller], ['realtor', realtor], ['listing realtor now', person(6, 'Realtor')], ['listing seller now', person(7, 'Seller')]],
  },
};

const short = { allow: 'allow', forbidden: '403', not_found: '404' } as const;

function decisionTable(): string {
  const lines: string[] = [];
  for (const [resource, policy] of [...accessRegistry].sort(([a], [b]) => a.localeCompare(b))) {
    const fixture = fixtures[resource];
    if (!fixture) throw new Error(`No decision table fixture for the '${resource}' policy`);
    const permissions = Object.keys(policy.permissions);
    for (const [variant, record] of Object.entries(fixture.records)) {
      lines.push(`${resource} (${variant})`.padEnd(44) + permissions.map((p) => p.padEnd(14)).join('').trimEnd());
      for (const [name, actor] of [...outsiders, ...fixture.owners]) {
        const cells = permissions.map((permission) => short[policy.decide(actor, permission, record)].padEnd(14));
        lines.push(`  ${name}`.padEnd(44) + cells.join('').trimEnd());
      }
    }
  }
  return lines.join('\n');
}

const EXPECTED = `
bid approval (request)                      read          decide
  anonymous                                 404           404
  stranger Realtor                          404           404
  stranger Agent                            404           404
  stranger Buyer                            404           404
  stranger Seller                           404           404
  stranger Vendor                           404           404
  stranger Prospect                         404           404
  admin                                     allow         allow
  realtor                                   allow         allow
  seller                                    allow         allow
  requester                                 allow         403
conversation (conversation)                 read          post          manage
  anonymous                                 404           404           404
  stranger Realtor                          404           404           404
  stranger Agent                            404           404           404
  stranger Buyer                            404           404           404
  stranger Seller                           404           404           404
  stranger Vendor                           404           404           404
  stranger Prospect                         404           404           404
  admin                                     404           404           404
  participant                               allow         allow         allow
  other participant                         allow         allow         allow
document access request (request)           read          decide
  anonymous                                 404           404
  stranger Realtor                          404           404
  stranger Agent                            404           404
  stranger Buyer                            404           404
  stranger Seller                           404           404
  stranger Vendor                           404           404
  stranger Prospect                         404           404
  admin                                     allow         allow
  realtor                                   allow         allow
  seller                                    allow         allow
  requester                                 allow         403
email campaign (campaign)                   manage
  anonymous                                 404
  stranger Realtor                          404
  stranger Agent                            404
  stranger Buyer                            404
  stranger Seller                           404
  stranger Vendor                           404
  stranger Prospect                         404
  admin                                     404
  realtor                                   allow
email template (template)                   manage
  anonymous                                 404
  stranger Realtor                          404
  stranger Agent                            404
  stranger Buyer                            404
  stranger Seller                           404
  stranger Vendor                           404
  stranger Prospect                         404
  admin                                     404
  realtor                                   allow
meeting (tour)                              read          cancel        invite
  anonymous                                 404           404           404
  stranger Realtor                          404           404           404
  stranger Agent                            404           404           404
  stranger Buyer                            404           404           404
  stranger Seller                           404           404           404
  stranger Vendor                           404           404           404
  stranger Prospect                         404           404           404
  admin                                     404           404           404
  organiser                                 allow         allow         allow
  invitee                                   allow         allow         403
network label (label)                       use
  anonymous                                 404
  stranger Realtor                          404
  stranger Agent                            404
  stranger Buyer                            404
  stranger Seller                           404
  stranger Vendor                           404
  stranger Prospect                         404
  admin                                     404
  realtor                                   allow
notification (notice)                       mark
  anonymous                                 404
  stranger Realtor                          404
  stranger Agent                            404
  stranger Buyer                            404
  stranger Seller                           404
  stranger Vendor                           404
  stranger Prospect                         404
  admin                                     404
  owner                                     allow
project (project)                           read          manage        own
  anonymous                                 404           404           404
  stranger Realtor                          404           404           404
  stranger Agent                            404           404           404
  stranger Buyer                            404           404           404
  stranger Seller                           404           404           404
  stranger Vendor                           404           404           404
  stranger Prospect                         404           404           404
  admin                                     allow         allow         allow
  owner                                     allow         allow         allow
  added realtor                             allow         allow         403
  seller                                    allow         403           403
  vendor with a task                        403           403           403
project task (task)                         read          work          comment       manage
  anonymous                                 404           404           404           404
  stranger Realtor                          404           404           404           404
  stranger Agent                            404           404           404           404
  stranger Buyer                            404           404           404           404
  stranger Seller                           404           404           404           404
  stranger Vendor                           404           404           404           404
  stranger Prospect                         404           404           404           404
  admin                                     allow         allow         allow         allow
  owner                                     allow         allow         allow         allow
  added realtor                             allow         allow         allow         allow
  seller                                    allow         403           allow         403
  assignee                                  allow         allow         allow         403
  vendor of another task                    404           404           404           404
property (on the market)                    see           manage        listingSide
  anonymous                                 allow         403           403
  stranger Realtor                          allow         403           403
  stranger Agent                            allow         403           403
  stranger Buyer                            allow         403           403
  stranger Seller                           allow         403           403
  stranger Vendor                           allow         403           403
  stranger Prospect                         allow         403           403
  admin                                     allow         allow         allow
  realtor                                   allow         allow         allow
  seller                                    allow         403           allow
property (withdrawn)                        see           manage        listingSide
  anonymous                                 404           404           404
  stranger Realtor                          404           404           404
  stranger Agent                            404           404           404
  stranger Buyer                            404           404           404
  stranger Seller                           404           404           404
  stranger Vendor                           404           404           404
  stranger Prospect                         404           404           404
  admin                                     allow         allow         allow
  realtor                                   allow         allow         allow
  seller                                    allow         403           allow
property (draft)                            see           manage        listingSide
  anonymous                                 404           404           404
  stranger Realtor                          404           404           404
  stranger Agent                            404           404           404
  stranger Buyer                            404           404           404
  stranger Seller                           404           404           404
  stranger Vendor                           404           404           404
  stranger Prospect                         404           404           404
  admin                                     allow         allow         allow
  realtor                                   allow         allow         allow
  seller                                    allow         403           allow
property documents (listing)                read
  anonymous                                 404
  stranger Realtor                          404
  stranger Agent                            404
  stranger Buyer                            404
  stranger Seller                           404
  stranger Vendor                           404
  stranger Prospect                         404
  admin                                     allow
  realtor                                   allow
  seller                                    allow
  granted                                   allow
prospect (prospect)                         read          manage
  anonymous                                 404           404
  stranger Realtor                          404           404
  stranger Agent                            404           404
  stranger Buyer                            404           404
  stranger Seller                           404           404
  stranger Vendor                           404           404
  stranger Prospect                         404           404
  admin                                     404           404
  realtor                                   allow         allow
prospect note (note)                        manage
  anonymous                                 404
  stranger Realtor                          404
  stranger Agent                            404
  stranger Buyer                            404
  stranger Seller                           404
  stranger Vendor                           404
  stranger Prospect                         404
  admin                                     404
  realtor                                   allow
seller invitation (invitation)              see           respond       cancel
  anonymous                                 404           404           404
  stranger Realtor                          404           404           404
  stranger Agent                            404           404           404
  stranger Buyer                            404           404           404
  stranger Seller                           404           404           404
  stranger Vendor                           404           404           404
  stranger Prospect                         404           404           404
  admin                                     allow         403           allow
  invitee                                   allow         allow         403
  realtor                                   allow         403           allow
  listing seller                            404           404           404
session (session)                           signOut
  anonymous                                 404
  stranger Realtor                          404
  stranger Agent                            404
  stranger Buyer                            404
  stranger Seller                           404
  stranger Vendor                           404
  stranger Prospect                         404
  admin                                     404
  owner                                     allow
transaction (transaction)                   read          void          advance       resendAnyLink
  anonymous                                 404           404           404           404
  stranger Realtor                          404           404           404           404
  stranger Agent                            404           404           404           404
  stranger Buyer                            404           404           404           404
  stranger Seller                           404           404           404           404
  stranger Vendor                           404           404           404           404
  stranger Prospect                         404           404           404           404
  admin                                     allow         allow         allow         allow
  buyer                                     allow         403           403           403
  seller                                    allow         allow         403           allow
  realtor                                   allow         allow         allow         allow
  listing realtor now                       allow         allow         allow         allow
  listing seller now                        allow         allow         403           allow
user account (account)                      changeState
  anonymous                                 404
  stranger Realtor                          404
  stranger Agent                            404
  stranger Buyer                            404
  stranger Seller                           404
  stranger Vendor                           404
  stranger Prospect                         404
  admin                                     allow
  holder                                    403
vendor (entry)                              manage
  anonymous                                 404
  stranger Realtor                          404
  stranger Agent                            404
  stranger Buyer                            404
  stranger Seller                           404
  stranger Vendor                           404
  stranger Prospect                         404
  admin                                     404
  realtor                                   allow
  listed vendor                             404
verified sender (sender)                    manage
  anonymous                                 404
  stranger Realtor                          404
  stranger Agent                            404
  stranger Buyer                            404
  stranger Seller                           404
  stranger Vendor                           404
  stranger Prospect                         404
  admin                                     404
  realtor                                   allow
`;

describe('the access decision table', () => {
  it('decides every policy, permission and relation as written here', () => {
    const table = decisionTable();
    console.log(`Access decisions (allow, 403 forbidden, 404 not found):\n${table}`);
    expect(`\n${table}\n`).toBe(EXPECTED);
  });

  it('has a fixture for every policy and no fixture without one', () => {
    expect(Object.keys(fixtures).sort()).toEqual([...accessRegistry.keys()].sort());
  });
});
