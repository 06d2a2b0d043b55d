/**
 * How many SQL statements and pg-boss jobs each hot path may cost, follow-ups included (notices, e-mails,
 * event deliveries), on PGlite and on PostgreSQL alike. statement-budgets.test.ts measures each operation
 * on the real app and fails when it costs more than its budget here.
 *
 * Raising a budget is a reviewed change to this file: say in `reason` what the new statements buy. A
 * budget well above what the test measures hides the next regression, so lower it when a change saves.
 * The auction's figures are why this file exists: follow-ups that cost a job, a notice, an e-mail and three
 * settings reads per displaced bidder once made the auction 4 to 10 times slower without failing any test
 * (docs/ARCHITECTURE.md, Bidding under contention).
 */
export type Budget = { statements: number; jobs: number; reason: string };

export const STATEMENT_BUDGETS = {
  acceptedBid: {
    statements: 15,
    jobs: 1,
    reason:
      'A bid that displaces one bidder. The request (4): the session, the bid context, place_bids, the session\'s activity (its first ' +
      'request this minute). Its follow-up (11): one delivery job (insert, claim, complete), the displaced bidder\'s settings and ' +
      'roles (2), the unread-notice rewrite, the person, the e-mail quiet window, the notice, the e-mail recorded and marked (2).',
  },
  batchOf50Bids: {
    statements: 30,
    jobs: 2,
    reason:
      '50 bidders bidding together, each their first request this minute. Measured: 15 statements and 1 job, what one bid costs: ' +
      'the 50 sessions, bid contexts, bids and activities are one statement each, and the 50 displaced bidders one delivery of 11. ' +
      'The budget lets the crowd split into two turns (4 more: sessions, contexts, place_bids, activities) with a second delivery ' +
      '(11 more), as may happen on PostgreSQL, whose several connections answer the first requests at different times.',
  },
  search: {
    statements: 2,
    jobs: 0,
    reason:
      'GET /properties with a text search and two filters, anonymous, a query not asked before: the catalogue\'s version ' +
      '(the page is answered from the catalogue cache, which holds the public listings), and the auctions of the listings shown.',
  },
  me: {
    statements: 0,
    jobs: 0,
    reason:
      'GET /me again within the minute: the session cache knows the token and the user; the session\'s activity is written once a minute.',
  },
  messageSent: {
    statements: 14,
    jobs: 1,
    reason:
      'POST /messages to a participant with no socket. The request (5): the conversation with its participants, the sender, the ' +
      'message, the conversation\'s last message time, unarchiving. The offline notice (9): its job (insert, claim, complete), ' +
      'settings and roles, the person, the notice, the e-mail recorded and marked.',
  },
  notificationRead: {
    statements: 4,
    jobs: 0,
    reason:
      'PUT /notifications for one notice: its owner (the access check), the notice, marking it read, the unread count answered.',
  },
  packageInsights: {
    statements: 3,
    jobs: 0,
    reason:
      "GET /property/document-packages, the shared packages in a property's insights: the property (the access check), its " +
      "projects' packages with their counts, and their viewers with how many there are (the projects are a subquery of both).",
  },
  projectActivity: {
    statements: 6,
    jobs: 0,
    reason:
      "GET /projects/{id}/activity, a page of 20 lines of tasks, moves, assignments and files: the project with its people (the access " +
      'check: the project, its realtors, its vendors), the count, the page, the people named in it. The same however many lines.',
  },
  startOnExistingDatabase: {
    statements: 11,
    jobs: 0,
    reason:
      "A server start on a database already migrated and set up, its background work included. pg-boss's start (6): its version " +
      "(2), the clock, its own queue, the queues there are, and its cron clock. The default milestone templates, read and found " +
      'there (1). The search index read (4): the read-only snapshot, its horizon, the public listings, the catalogue version. ' +
      'It writes no table of the app: a restart should not commit anything of its own.',
  },
  campaignScheduled: {
    statements: 16,
    jobs: 1,
    reason:
      'POST /email-campaigns/{id}/send with a date, to a label of 2,500: the campaign, sender, template and labels (the access checks, ' +
      'the live labels), the first page of the label with its unsubscribes (someone is on it), the realtor, the links written and ' +
      'read, the campaign moved, the run queued (its job); the answer (labels, sender, template, counts). The same for one person.',
  },
  campaignRecipientsWritten: {
    statements: 13,
    jobs: 0,
    reason:
      "The run's first step for a campaign to a label of 2,500: the campaign's row locked, its live labels and the label's owner " +
      'checked, then per page of 1,000 people (3) the page, their unsubscribes and their recipient rows; the campaign marked written.',
  },
} as const satisfies Record<string, Budget>;
