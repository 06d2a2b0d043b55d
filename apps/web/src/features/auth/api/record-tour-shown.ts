import type { SessionUser } from '../../../lib/session';
import { updateUser } from './update-user';

/**
 * The guided tour is shown once (spec part 1, login): the user is recorded as having seen it the moment it
 * opens, not when it is closed, so leaving the page or signing in again never brings it back. The session copy
 * changes at once; the server's answer replaces it when it comes.
 */
export function recordTourShown(user: SessionUser, store: (user: SessionUser) => void): void {
  store({ ...user, show_guided_tour: 1 });
  updateUser(user.id, { show_guided_tour: 1 })
    .then((answer) => store(answer.data))
    .catch(() => undefined);
}
