import { AppError } from '../http/errors';
import type { Ai } from './ai';

export type OpenAiCompatibleOptions = {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
};

export const AI_UNAVAILABLE = 'The AI writer did not answer. Try again, or write the text yourself.';

type ChatMessage = { role: 'system' | 'user'; content: string };

const TONES = { warm: 'warm and welcoming', professional: 'clear and professional', luxury: 'elegant and upscale' } as const;

/** Any chat-completions endpoint (OpenAI, Azure OpenAI, a local model server) at AI_BASE_URL. */
export function createOpenAiCompatible(options: OpenAiCompatibleOptions): Ai {
  const url = `${options.baseUrl.replace(/\/$/, '')}/chat/completions`;

  async function complete(messages: ChatMessage[], maxTokens: number): Promise<string> {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
        body: JSON.stringify({ model: options.model, messages, temperature: 0.7, max_tokens: maxTokens }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      });
    } catch {
      // Unreachable or too slow: the caller gets a clear message instead of a hanging form.
      throw new AppError(502, AI_UNAVAILABLE);
    }
    if (!response.ok) throw new AppError(502, AI_UNAVAILABLE);
    const body = (await response.json().catch(() => null)) as { choices?: { message?: { content?: unknown } }[] } | null;
    const content = body?.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '') throw new AppError(502, AI_UNAVAILABLE);
    return content.trim();
  }

  return {
    async writeListing(facts, tone) {
      const text = await complete(
        [
          {
            role: 'system',
            content: `You write real-estate listing descriptions in a ${TONES[tone]} tone. Use only the facts given; never invent features. State each fact once; never repeat one. Answer with the description only, 80 to 160 words, no headings.`,
          },
          { role: 'user', content: `Facts of the listing (JSON):\n${JSON.stringify(facts)}` },
        ],
        400,
      );
      return { text, source: 'ai' };
    },
    async summarise(text, instruction) {
      const summary = await complete(
        [
          { role: 'system', content: `Summarise the document for a home buyer in at most three sentences. Answer with the summary only.${instruction ? ` The reader asks: ${instruction}` : ''}` },
          { role: 'user', content: text.slice(0, 20_000) },
        ],
        300,
      );
      return { summary, source: 'ai' };
    },
  };
}
