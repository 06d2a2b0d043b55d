/** '1 document', '3 documents': the count visitors without access are told. */
export function documentCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'document' : 'documents'}`;
}
