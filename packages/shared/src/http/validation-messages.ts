import { z } from 'zod';

/**
 * The catalogue's wording for what a schema does not word itself: every message a person can see comes from
 * here or from a module's messages, never from the validator's own English ('Invalid input: expected number,
 * received NaN'). Limits are named in the spec's form ('You must enter maximum N characters.').
 */
export const validationMessages = {
  required: 'This field is required.',
  invalid: 'Please enter a valid value.',
  notANumber: 'Please enter a number.',
  wholeNumber: 'Please enter a whole number.',
  notInList: 'Please choose one of the listed values.',
  email: 'Enter a valid e-mail address.',
  unexpectedField: 'This field is not expected.',
  maxLength: (max: number) => `You must enter maximum ${max} characters.`,
  minLength: (min: number) => `You must enter minimum ${min} characters.`,
  maxNumber: (max: number) => `You must enter a number no greater than ${max}.`,
  minNumber: (min: number) => `You must enter a number no less than ${min}.`,
  maxItems: (max: number) => `You must choose maximum ${max}.`,
  minItems: (min: number) => `You must choose minimum ${min}.`,
} as const;

type Issue = z.core.$ZodRawIssue;

/** The catalogue message for an issue a schema left unworded. */
export function catalogueMessage(issue: Issue): string {
  const v = validationMessages;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return v.required;
      return issue.expected === 'number' || issue.expected === 'int' ? v.notANumber : v.invalid;
    case 'too_big': {
      const limit = Number(issue.maximum);
      if (issue.origin === 'string') return v.maxLength(limit);
      if (issue.origin === 'array' || issue.origin === 'set') return v.maxItems(limit);
      return v.maxNumber(limit);
    }
    case 'too_small': {
      const limit = Number(issue.minimum);
      if (issue.origin === 'string') return limit <= 1 ? v.required : v.minLength(limit);
      if (issue.origin === 'array' || issue.origin === 'set') return v.minItems(limit);
      return v.minNumber(limit);
    }
    case 'invalid_format':
      return issue.format === 'email' ? v.email : v.invalid;
    case 'not_multiple_of':
      return v.wholeNumber;
    case 'invalid_value':
      return v.notInList;
    case 'unrecognized_keys':
      return v.unexpectedField;
    default:
      return v.invalid;
  }
}

/** Every catalogue message that does not depend on a number, for tests that walk the catalogue. */
export const fixedValidationMessages: readonly string[] = Object.values(validationMessages).flatMap((message) => (typeof message === 'string' ? [message] : []));

z.config({ customError: catalogueMessage });
