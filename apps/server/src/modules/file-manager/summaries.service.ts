import { fileManagerMessages as m } from '@openhouse/shared/file-manager/messages';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { AppError, invalidField, notFound } from '../../platform/http/errors';
import { DOCX_TYPE, docxText } from './docx-text';
import { findEntry, type EntryRow } from './file-manager.repository';
import { placeOf } from './file-manager.service';
import { findSummary, insertSummary, summariesOf, type SummaryRow } from './summaries.repository';

/** A chunk the summariser is given at once; a longer text is summarised chunk by chunk, then as a whole. */
const CHUNK_CHARS = 8000;
const MAX_CHUNKS = 12;

/** A file of a stored tree the caller may read (summaries are kept per stored file and version). */
async function readableEntry(platform: Platform, actor: Actor, path: string): Promise<EntryRow> {
  const place = await placeOf(platform, actor, 'my-files', path);
  const entry = place.kind === 'area' && place.rel !== '' ? await findEntry(platform.db, place.area, place.rel) : null;
  if (!entry || entry.kind !== 'file' || !entry.storage_key) throw notFound(m.notFound);
  return entry;
}

/** The text of a PDF (unpdf), a Word .docx (docx-text.ts) or a plain text file; other types hold no text we read. */
async function textOf(platform: Platform, entry: EntryRow): Promise<string> {
  const bytes = await platform.storage.get(entry.storage_key!);
  if (!bytes) throw notFound(m.notFound);
  if (entry.mime_type === 'text/plain') return bytes.toString('utf8');
  // A damaged or hostile archive is a file without text we can read, as a damaged PDF is.
  if (entry.mime_type === DOCX_TYPE) return docxText(bytes).catch(() => '');
  if (entry.mime_type !== 'application/pdf') return '';
  try {
    // Loaded with the first PDF summarised: its PDF reader is some 2 MB of code that a server start need not evaluate.
    const { extractText, getDocumentProxy } = await import('unpdf');
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const { text } = await extractText(pdf, { mergePages: true });
    return text;
  } catch {
    return '';
  }
}

function chunksOf(text: string): string[] {
  const chunks: string[] = [];
  for (let start = 0; start < text.length && chunks.length < MAX_CHUNKS; start += CHUNK_CHARS) chunks.push(text.slice(start, start + CHUNK_CHARS));
  return chunks;
}

const view = (row: SummaryRow, cached: boolean) => ({ id: row.id, prompt: row.prompt, answer: row.answer, source: row.source, cached, created_at: row.created_at.toISOString() });

/**
 * POST /summarize-file (project_id, prompt, path): the file's text summarised through the AI interface (the
 * built-in summariser unless an endpoint is configured), chunk by chunk for a long text. A summary is kept per
 * file version and prompt, so the same question about the same bytes is never computed twice.
 */
export async function summarizeFile(platform: Platform, actor: Actor, body: { prompt: string; path: string }) {
  const entry = await readableEntry(platform, actor, body.path);
  const prompt = body.prompt.trim();
  const version = entry.storage_key!;
  const kept = await findSummary(platform.db, { entryId: entry.id, version, prompt });
  if (kept) return { result: { status: 'success' as const, message: null }, data: view(kept, true) };
  const text = (await textOf(platform, entry)).trim();
  if (!text) throw invalidField('path', m.summaryNoText);
  let answer: { summary: string; source: 'built-in' | 'ai' };
  try {
    const parts = await Promise.all(chunksOf(text).map((chunk) => platform.ai.summarise(chunk, prompt)));
    answer = parts.length === 1 ? parts[0]! : await platform.ai.summarise(parts.map((part) => part.summary).join('\n\n'), prompt);
  } catch (error) {
    platform.log.warn({ err: error }, 'file summary failed');
    throw new AppError(502, m.summaryFailed);
  }
  const row = await insertSummary(platform.db, { entry_id: entry.id, version, user_id: actor.id, prompt, answer: answer.summary || text.slice(0, 400), source: answer.source });
  return { result: { status: 'success' as const, message: null }, data: view(row, false) };
}

/** GET /prompts?path: the file's history of prompts and answers, newest first. */
export async function promptsOf(platform: Platform, actor: Actor, path: string) {
  const entry = await readableEntry(platform, actor, path);
  const rows = await summariesOf(platform.db, entry.id);
  return { result: { status: 'success' as const, message: null }, data: rows.map((row) => view(row, true)) };
}
