/** What a CSV import answers when the file itself (not one row) cannot be read. */
export const csvImportMessages = {
  fileRequired: 'Please choose a CSV file to import.',
  notMultipart: 'Send the CSV file as multipart/form-data.',
  tooLarge: 'The CSV file is too large (5 MB at most).',
  tooManyRows: 'The CSV file has too many rows (10,000 at most).',
  notUtf8: 'The CSV file must be saved as UTF-8 text. Re-save it as "CSV UTF-8" and try again.',
  notText: 'The file is not a CSV text file.',
  empty: 'The CSV file has no rows to import.',
  unclosedQuote: 'The CSV file has a quoted field that is never closed.',
  mappingInvalid: 'The column mapping is not valid.',
  mappingMissing: (field: string) => `Choose the column for ${field}.`,
  mappingOutOfRange: 'The column mapping names a column the file does not have.',
  duplicateInFile: 'Duplicate of an earlier row in this file.',
  rowFailed: 'This row could not be saved.',
} as const;
