/** The API's fixed error messages (API conventions). */
export const httpMessages = {
  unauthenticated: 'Unauthenticated.',
  unauthorized: 'This action is unauthorized.',
  notFound: 'Not found.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  serverError: 'Something went wrong, please try again.',
  malformedJson: 'The request body is not valid JSON.',
  payloadTooLarge: 'The request body is too large.',
  headersTooLarge: 'The request headers are too large.',
  malformedRequest: 'The request could not be read.',
  requestTimeout: 'The request took too long to arrive.',
  validationFailed: 'The given data was invalid.',
} as const;
