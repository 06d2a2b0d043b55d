import { fileManagerMessages as m } from '@openhouse/shared/file-manager/messages';
import { DOCX_TYPE } from '@openhouse/shared/file-manager/rules';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { AppError, invalidField, notFound } from '../../platform/http/errors';
import { docxText } from './docx-text';
import { findEntry } from './file-manager.repository';
import { placeOf } from './file-manager.service';
import { findTaskFile } from './listing';
import { DISK } from './places';
import { findSummary, insertSummary, summariesOf, type SummarisedFile, type SummaryRow } from './summaries.repository';

/** A chunk the summariser is given at once; a longer text is summarised chunk by chunk, then as a whole. */
const CHUNK_CHARS = 8000;
const MAX_CHUNKS = 12;

/** A file the caller may read, with what its summaries are kept by: the file and the version of its bytes. */
type SummarySource = { file: SummarisedFile; storageKey: string; mimeType: string | null };

/**
 * A file of the caller's disk they may read: one of a stored tree (their own files, a project's folder) or one
 * on a project's task (Projects/…/Task files), which the file manager shows as well and offers to summarise.
 */
async function readableFile(platform: Platform, actor: Actor, path: string): Promise<SummarySource> {
  const place = await placeOf(platform, actor, DISK, path);
  if (place.kind === 'task-files') {
    const file = await findTaskFile(platform.db, place.project, place.rel);
    if (file) return { file: { task_file_id: file.id }, storageKey: file.storage_key, mimeType: file.mime_type };
  }
  const entry = place.kind === 'area' && place.rel !== '' ? await findEntry(platform.db, place.area, place.rel) : null;
  if (entry?.kind === 'file' && entry.storage_key) return { file: { entry_id: entry.id }, storageKey: entry.storage_key, mimeType: entry.mime_type };
  throw notFound(m.notFound);
}

/** The text of a PDF (unpdf), a Word .docx (docx-text.ts) or a plain text file; other types hold no text we read. */
async function textOf(platform: Platform, source: SummarySource): Promise<string> {
  const bytes = await platform.storage.get(source.storageKey);
  if (!bytes) throw notFound(m.notFound);
  if (source.mimeType === 'text/plain') return bytes.toString('utf8');
  // A damaged or hostile archive is a file without text we can read, as a damaged PDF is.
  if (source.mimeType === DOCX_TYPE) return docxText(bytes).catch(() => '');
  if (source.mimeType !== 'application/pdf') return '';
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
  const source = await readableFile(platform, actor, body.path);
  const prompt = body.prompt.trim();
  const version = source.storageKey;
  const kept = await findSummary(platform.db, { file: source.file, version, prompt });
  if (kept) return { result: { status: 'success' as const, message: null }, data: view(kept, true) };
  const text = (await textOf(platform, source)).trim();
  if (!text) throw invalidField('path', m.summaryNoText);
  let answer: { summary: string; source: 'built-in' | 'ai' };
  try {
    const parts = await Promise.all(chunksOf(text).map((chunk) => platform.ai.summarise(chunk, prompt)));
    answer = parts.length === 1 ? parts[0]! : await platform.ai.summarise(parts.map((part) => part.summary).join('\n\n'), prompt);
  } catch (error) {
    platform.log.warn({ err: error }, 'file summary failed');
    throw new AppError(502, m.summaryFailed);
  }
  const row = await insertSummary(platform.db, { ...source.file, version, user_id: actor.id, prompt, answer: answer.summary || text.slice(0, 400), source: answer.source });
  return { result: { status: 'success' as const, message: null }, data: view(row, false) };
}

/** GET /prompts?path: the file's history of prompts and answers, newest first. */
export async function promptsOf(platform: Platform, actor: Actor, path: string) {
  const source = await readableFile(platform, actor, path);
  const rows = await summariesOf(platform.db, source.file);
  return { result: { status: 'success' as const, message: null }, data: rows.map((row) => view(row, true)) };
}
