import { singleLineText } from '../http/text';
import { accountMessages as m } from './messages';
import { USER_NAME_MAX, USER_NAME_MIN, USER_NAME_PATTERN } from './rules';

/** Accepts a string field, saying `required` both when it is absent and when it is blank. */
const requiredText = (required: string) =>
  singleLineText({ error: required }).trim().min(1, { error: required });

const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z]{2,}$/i;

export const emailSchema = requiredText(m.emailRequired)
  .max(254, { error: m.emailInvalid })
  .toLowerCase()
  .regex(EMAIL_PATTERN, { error: m.emailInvalid });

export const nameSchema = requiredText(m.nameRequired)
  .min(4, { error: m.nameMin })
  .max(100, { error: 'Name may not be longer than 100 characters.' });

export const userNameSchema = requiredText(m.userNameRequired)
  .toLowerCase()
  .min(USER_NAME_MIN, { error: m.userNameMin })
  .max(USER_NAME_MAX, { error: 'User name may not be longer than 50 characters.' })
  .regex(USER_NAME_PATTERN, { error: m.userNameFormat });
