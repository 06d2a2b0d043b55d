import type { Platform } from '../../platform/context';
import { newDeviceSignIn } from './accounts.events';
import { signInHistory, type UserRow } from './accounts.repository';
import type { ClientInfo } from './sessions';

/** A sign-in from a browser this account has never used tells the owner, as banks and mail providers do. */
export async function warnOfNewDevice(platform: Platform, user: UserRow, client: ClientInfo): Promise<void> {
  const agent = client.userAgent?.slice(0, 300) ?? null;
  const history = await signInHistory(platform.db, user.id, agent);
  if (!history.any || history.fromAgent) return;
  await platform.events.publish(newDeviceSignIn, { userId: user.id, device: describeAgent(agent), ip: client.ip });
}

/** "Chrome on Linux": how a browser is named to its owner (new-device notices, the sessions list). */
export function describeAgent(agent: string | null): string {
  if (!agent) return 'an unknown device';
  const browser = /(Edg|Chrome|Firefox|Safari|Playwright|curl)\/[\d.]+/.exec(agent)?.[1] ?? 'a browser';
  const system = /(Windows|Mac OS X|Android|iPhone|iPad|Linux)/.exec(agent)?.[1];
  return system ? `${browser} on ${system.replace('Mac OS X', 'macOS')}` : browser;
}
