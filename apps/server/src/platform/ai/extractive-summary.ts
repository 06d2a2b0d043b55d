const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by for from has have he her his i if in into is it its of on or our she so ' +
    'such than that the their them then there these they this to was we were will with you your not no shall may ' +
    'any all each which who whom what when where how can could would should do does did also other'
  ).split(' '),
);

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
}

/** Sentences of a text: split after . ! ? and at blank lines, without losing abbreviations' inner dots mid-word. */
export function sentencesOf(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"'(])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => words(sentence).length >= 3);
}

/**
 * The built-in summariser: scores each sentence by how frequent its content words are in the whole
 * text (normalised by length, so long sentences do not win by size) and keeps the best few in their
 * original order.
 */
export function summariseExtractively(text: string, maxSentences = 3): string {
  const sentences = sentencesOf(text);
  if (sentences.length <= maxSentences) return sentences.join(' ');
  const frequency = new Map<string, number>();
  for (const word of words(text)) if (!STOP_WORDS.has(word)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const top = Math.max(1, ...frequency.values());
  const scored = sentences.map((sentence, index) => {
    const content = words(sentence).filter((word) => !STOP_WORDS.has(word));
    const score = content.reduce((sum, word) => sum + (frequency.get(word) ?? 0) / top, 0) / Math.sqrt(Math.max(1, content.length));
    return { sentence, index, score };
  });
  return scored
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, maxSentences)
    .sort((a, b) => a.index - b.index)
    .map((entry) => entry.sentence)
    .join(' ');
}
