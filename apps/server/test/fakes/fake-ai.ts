import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeAiRequest = { model: string; messages: { role: string; content: string }[]; authorization: string | undefined };

export type FakeAi = {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Chat requests the fake accepted, in order. */
  requests: FakeAiRequest[];
  /** What the next completions answer (default: a fixed listing text). */
  reply(content: string): void;
  /** Makes every following call answer this status (e.g. 500), or hang past any timeout with 'hang'; null clears it. */
  failWith(status: number | 'hang' | null): void;
  close(): Promise<void>;
};

/**
 * An OpenAI-compatible chat-completions endpoint, as much of it as Openhouse uses: checks the bearer key,
 * the model and the messages' shape, records the request and answers like OpenAI does.
 */
export async function startFakeAi(options: { apiKey?: string; model?: string } = {}): Promise<FakeAi> {
  const apiKey = options.apiKey ?? 'sk-fake-key';
  const model = options.model ?? 'fake-model-1';
  const requests: FakeAiRequest[] = [];
  let content = 'A bright home described by the fake model.';
  let failure: number | 'hang' | null = null;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const json = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const error = (status: number, message: string) => json(status, { error: { message, type: 'invalid_request_error' } });
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return error(404, 'Not found');
      if (req.headers.authorization !== `Bearer ${apiKey}`) return error(401, 'Incorrect API key provided');
      if (failure === 'hang') return;
      if (failure) return error(failure, 'The server had an error');
      let body: { model?: unknown; messages?: unknown };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
      } catch {
        return error(400, 'Invalid JSON');
      }
      if (body.model !== model) return error(404, `The model ${String(body.model)} does not exist`);
      const messages = body.messages;
      const valid =
        Array.isArray(messages) &&
        messages.length > 0 &&
        messages.every((m: { role?: unknown; content?: unknown }) => ['system', 'user', 'assistant'].includes(String(m.role)) && typeof m.content === 'string');
      if (!valid) return error(400, 'messages must be a non-empty list of {role, content}');
      requests.push({ model, messages: messages as FakeAiRequest['messages'], authorization: req.headers.authorization });
      json(200, {
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    apiKey,
    model,
    requests,
    reply(next) {
      content = next;
    },
    failWith(status) {
      failure = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((closeError) => (closeError ? reject(closeError) : resolve()));
        server.closeAllConnections();
      }),
  };
}
