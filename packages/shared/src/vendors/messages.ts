/** Vendor wording (spec part 2, sections 5 and 8); the first two are the spec's own. */
export const vendorMessages = {
  nameRequired: 'Vendor name is required',
  userNameRequired: 'User name is required',
  emailRequired: 'Vendor e-mail is required',
  emailInvalid: 'Enter a valid e-mail address.',
  vendorTypeInvalid: 'Choose a vendor type from the list.',
  saveFailed: 'Failed to save vendor. Please try again.',
  editFailed: 'Failed to edit vendor...',
  deleteFailed: 'Failed to delete vendor. Please try again.',
  vendorNotFound: 'Vendor not found.',
  alreadyOnList: 'This e-mail is already on your vendor list.',
  isYourself: 'You cannot add yourself as a vendor.',
  created: 'Vendor added successfully.',
  updated: 'Vendor updated successfully.',
  deleted: 'Vendor deleted successfully.',
} as const;
