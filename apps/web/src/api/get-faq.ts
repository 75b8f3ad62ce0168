import type { DataEnvelope, FaqItem } from '@rihla/contract';
import { api } from './client.ts';
import { query } from './read-cache.ts';

/** GET /api/faq: questions and answers. */
export async function getFaq(signal?: AbortSignal): Promise<FaqItem[]> {
  return (await api.get('faq', { signal }).json<DataEnvelope<DataEnvelope<FaqItem[]>>>()).data.data;
}

/** The questions and answers, under `faq`. */
export const faqQuery = () => query('faq', getFaq);
