/** Every query of this feature lives under this key; uploads and decisions refresh it as one. */
export const propertyDocumentsKey = ['property-documents'] as const;
