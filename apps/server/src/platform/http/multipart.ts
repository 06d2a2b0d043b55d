import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

export type MultipartFile = { field: string; filename: string; bytes: Buffer };
type PartsOptions = NonNullable<Parameters<FastifyRequest['parts']>[0]>;

export type MultipartReader = {
  /** The 415 message when the request is not multipart/form-data. */
  notMultipart: string;
  limits: PartsOptions['limits'];
  /** Keep a file name's folders as the client sent them (the parser keeps the last segment only), to judge the whole name. */
  preservePath?: boolean;
  /** The answer for a file over `limits.fileSize`. */
  tooLarge: (field: string) => AppError;
  /** Each file, read into memory; throwing an AppError here stops the reading. */
  onFile: (file: MultipartFile) => void;
  /** Each plain field; left out, fields are skipped. */
  onField?: (name: string, value: string) => void;
  /** An answer of the form's own for a multipart error (e.g. too many files), before the defaults. */
  mapError?: (error: unknown) => AppError | undefined;
};

/**
 * Reads a multipart form part by part. Nothing is stored here, so a caller that checks every file before
 * storing any leaves nothing behind when one is refused. A broken form (no boundary, cut short) is the
 * client's fault: a 400, not a 500; limits and other client errors keep their own status.
 */
export async function readMultipart(request: FastifyRequest, reader: MultipartReader): Promise<void> {
  if (!request.isMultipart()) throw new AppError(415, reader.notMultipart);
  // The parser is attached first: the stall watch only observes the chunks it reads.
  const reading = readParts(request, reader);
  const stall = stalledAfterBody(request);
  try {
    await Promise.race([reading, stall.promise]);
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The limit surfaces from the parts iterator, not the file's stream, when the bytes up to it end a chunk
    // of the body: it is the same limit, answered with the form's own message.
    const limited = error as { code?: string; part?: { fieldname?: string } };
    if (limited.code === FILE_TOO_LARGE) throw reader.tooLarge(limited.part?.fieldname ?? 'file');
    const mapped = reader.mapError?.(error);
    if (mapped) throw mapped;
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) throw error;
    throw new AppError(400, BROKEN_FORM);
  } finally {
    stall.cancel();
  }
}

const BROKEN_FORM = 'The request body is not a valid multipart form.';
const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';
/** How long a form may go without a byte read before it is answered as broken. */
const IDLE_LIMIT_MS = 5000;

async function readParts(request: FastifyRequest, reader: MultipartReader): Promise<void> {
  for await (const part of request.parts({ limits: reader.limits, preservePath: reader.preservePath })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer().catch((error: { code?: string }) => {
        throw error.code === FILE_TOO_LARGE ? reader.tooLarge(part.fieldname) : error;
      });
      // A stream cut at the limit may end without saying so: its bytes are only the first part of the file.
      if (part.file.truncated) throw reader.tooLarge(part.fieldname);
      reader.onFile({ field: part.fieldname, filename: part.filename, bytes });
    } else {
      reader.onField?.(part.fieldname, String(part.value));
    }
  }
}

/**
 * The multipart parser can stall for good on a part it skips (a header with a bare line break ahead of a
 * large value): it stops reading the body and the parts never end, so the request would wait for ever. A
 * form whose body goes unread for IDLE_LIMIT_MS is answered as broken instead; every chunk read restarts
 * the clock, so a slow but moving upload is never cut.
 */
function stalledAfterBody(request: FastifyRequest): { promise: Promise<never>; cancel: () => void } {
  let timer: NodeJS.Timeout | undefined;
  let onData = () => {};
  const promise = new Promise<never>((_, reject) => {
    onData = () => {
      clearTimeout(timer);
      timer = setTimeout(() => reject(new AppError(400, BROKEN_FORM)), IDLE_LIMIT_MS);
    };
    onData();
    request.raw.on('data', onData);
  });
  // Nobody may be listening once the form has been read; the rejection must not go unhandled.
  promise.catch(() => undefined);
  return {
    promise,
    cancel: () => {
      clearTimeout(timer);
      request.raw.off('data', onData);
    },
  };
}
