import type { textGeneratorInputSchema, textGeneratorResponseSchema } from '@openhouse/shared/properties/listing';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type TextGeneratorInput = z.input<typeof textGeneratorInputSchema>;
export type TextGeneratorResponse = z.infer<typeof textGeneratorResponseSchema>;
export type WriterTone = NonNullable<TextGeneratorInput['tone']>;

/** POST /text-generator: listing copy from the facts typed so far (the listing may not exist yet). */
export function generateListingText(input: TextGeneratorInput): Promise<TextGeneratorResponse> {
  return api.post<TextGeneratorResponse>('/text-generator', input);
}

export function useGenerateListingText() {
  return useMutation({ mutationFn: generateListingText });
}
