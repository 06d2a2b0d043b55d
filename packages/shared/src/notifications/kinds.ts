import { z } from 'zod';
import type { RoleName } from '../roles/roles';

/** The ways a notice reaches a person: the bell in the app, an e-mail, a text message. */
export const NOTICE_CHANNELS = ['in_app', 'email', 'sms'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];
export type NoticeChannels = Record<NoticeChannel, boolean>;

type KindDefinition = {
  label: string;
  description: string;
  /** Security notices always go, whatever the person chose (docs/DECISIONS.md, Settings). */
  locked?: true;
  /** What a person of no listed role starts with. */
  defaults: NoticeChannels;
  /** Roles for whom the kind matters more; a person with several roles gets every channel any of them turns on. */
  byRole?: Partial<Record<RoleName, Partial<NoticeChannels>>>;
};

/** Texts still wait for the SMS master switch (off for a new account): these say which kinds it then sends. */
const urgent: NoticeChannels = { in_app: true, email: true, sms: true };
const appAndMail: NoticeChannels = { in_app: true, email: true, sms: false };
const appOnly: NoticeChannels = { in_app: true, email: false, sms: false };
const everywhere: Partial<NoticeChannels> = { email: true, sms: true };

/**
 * Every kind of notice Openhouse sends, in the order the settings page lists them. A notice rule names
 * one of these as its `kind`; a test fails when a rule names a kind missing here. Kinds whose events
 * other parts of the product send (messages, meetings, tasks, prospects, campaigns) are listed too,
 * so that their rules are switchable the day they land.
 */
export const NOTICE_KINDS = {
  outbid: {
    label: 'New bid or outbid',
    description: 'Someone bid higher than you on a listing.',
    defaults: appAndMail,
    byRole: { Buyer: everywhere },
  },
  bidding_enabled: {
    label: 'Bidding opened',
    description: 'Bidding was enabled on a listing you sell.',
    defaults: appAndMail,
  },
  approval_requested: {
    label: 'Approval requested',
    description: 'A buyer asked for approval to bid on your listing.',
    defaults: appAndMail,
  },
  approval_decided: {
    label: 'Approval decided',
    description: 'Your approval to bid was approved or rejected.',
    defaults: urgent,
  },
  document_request: {
    label: 'Document request',
    description: 'Access to a listing’s documents was asked for, granted or denied.',
    defaults: appAndMail,
  },
  listing_seller: {
    label: 'Seller invitation',
    description: 'An invitation to be a listing’s seller, and its answer.',
    defaults: appAndMail,
  },
  transaction_step: {
    label: 'Transaction step',
    description: 'A contract was sent, signed, declined or voided, or a transaction moved on.',
    defaults: appAndMail,
    byRole: { Buyer: everywhere, Seller: everywhere },
  },
  new_message: {
    label: 'New message',
    description: 'Someone wrote to you in Messages.',
    defaults: appAndMail,
  },
  meeting: {
    label: 'Meeting booked or cancelled',
    description: 'A meeting or appointment with you was booked or cancelled.',
    defaults: urgent,
  },
  task_assigned: {
    label: 'Task assigned',
    description: 'A project task was assigned to you.',
    defaults: appOnly,
    byRole: { Vendor: everywhere, Realtor: { email: true } },
  },
  task_files: {
    label: 'Task files uploaded',
    description: 'A vendor uploaded files to a task of your project.',
    defaults: appAndMail,
  },
  project_seller: {
    label: 'Project seller',
    description: 'A realtor added you as the seller on a project.',
    defaults: appAndMail,
  },
  new_prospect: {
    label: 'New prospect',
    description: 'A visitor left their details on your prospect page.',
    defaults: appOnly,
    byRole: { Realtor: { email: true }, Agent: { email: true } },
  },
  campaign_finished: {
    label: 'Campaign finished',
    description: 'An e-mail campaign finished sending.',
    defaults: appOnly,
    byRole: { Realtor: { email: true }, Agent: { email: true } },
  },
  welcome: {
    label: 'Welcome',
    description: 'Your workspace is ready.',
    defaults: appOnly,
  },
  security: {
    label: 'Security',
    description: 'New sign-ins, wrong passwords, password and two-factor changes, your data ready to download. These cannot be turned off.',
    locked: true,
    defaults: urgent,
  },
} as const satisfies Record<string, KindDefinition>;

export type NoticeKind = keyof typeof NOTICE_KINDS;
export const NOTICE_KIND_NAMES = Object.keys(NOTICE_KINDS) as NoticeKind[];
export const SWITCHABLE_KINDS = NOTICE_KIND_NAMES.filter((kind) => !('locked' in NOTICE_KINDS[kind])) as Exclude<NoticeKind, 'security'>[];

export function isNoticeKind(kind: string): kind is NoticeKind {
  return Object.hasOwn(NOTICE_KINDS, kind);
}

export function isLockedKind(kind: NoticeKind): boolean {
  return 'locked' in NOTICE_KINDS[kind];
}

/** The channels a person of these roles starts with for a kind, before they change anything. */
export function defaultChannels(kind: NoticeKind, roles: readonly string[]): NoticeChannels {
  const definition: KindDefinition = NOTICE_KINDS[kind];
  const channels = { ...definition.defaults };
  for (const role of roles) {
    const extra = definition.byRole?.[role as RoleName];
    if (!extra) continue;
    for (const channel of NOTICE_CHANNELS) if (extra[channel]) channels[channel] = true;
  }
  return channels;
}

/** Where one key of the key/value user settings keeps one choice: `notify.outbid.email`. */
export const noticeSettingKey = (kind: NoticeKind, channel: NoticeChannel) => `notify.${kind}.${channel}`;

/**
 * What a notice of this kind actually does: the person's choice (or their role's default), under the
 * master switches of the communication settings; a locked kind is always in the app and by e-mail.
 */
export function effectiveChannels(kind: NoticeKind, chosen: NoticeChannels, master: { email: boolean; sms: boolean }): NoticeChannels {
  if (isLockedKind(kind)) return { in_app: true, email: true, sms: master.sms && chosen.sms };
  return {
    in_app: chosen.in_app,
    email: master.email && chosen.email,
    sms: master.sms && chosen.sms,
  };
}

export const noticeSettingSchema = z.object({
  kind: z.string(),
  label: z.string(),
  description: z.string(),
  locked: z.boolean(),
  in_app: z.boolean(),
  email: z.boolean(),
  sms: z.boolean(),
});
export type NoticeSetting = z.infer<typeof noticeSettingSchema>;

/** GET /notification-settings: each kind's choice, and the master switches above them. */
export const noticeSettingsResponseSchema = z.object({
  data: z.array(noticeSettingSchema),
  master: z.object({ email: z.boolean(), sms: z.boolean() }),
});

export const noticeSettingsMessages = {
  updated: 'Notification settings updated successfully.',
  failed: 'Notification settings update failed, try again.',
  locked: 'Security notices cannot be turned off.',
  unknownKind: 'Choose a kind of notification from the list.',
} as const;

/** POST /notification-settings: the kinds to change, each with all three channels. */
export const noticeSettingsUpdateSchema = z.object({
  settings: z
    .array(
      z.object({
        kind: z
          .enum(NOTICE_KIND_NAMES as [NoticeKind, ...NoticeKind[]], {
            error: noticeSettingsMessages.unknownKind,
          })
          .refine((kind) => !isLockedKind(kind), {
            error: noticeSettingsMessages.locked,
          }),
        in_app: z.boolean(),
        email: z.boolean(),
        sms: z.boolean(),
      }),
    )
    .min(1)
    .max(SWITCHABLE_KINDS.length),
});

export const noticeSettingsSavedSchema = noticeSettingsResponseSchema.extend({
  message: z.string(),
});
