/** "1 click", "2 clicks", "0 clicks": a count with its noun, for nouns whose plural adds an s. */
export function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
