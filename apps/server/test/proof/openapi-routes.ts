import type { App } from '../../src/app';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A JSON schema as @fastify/swagger writes it (OpenAPI 3 flavour). */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
  default?: unknown;
};

export type DocumentedRoute = {
  /** "METHOD path", as the route table keys it. */
  key: string;
  method: HttpMethod;
  path: string;
  /** The JSON body's schema, when the route takes one. */
  jsonBody: JsonSchema | null;
  /** Whether its summary says it takes multipart/form-data (the document does not describe those bodies). */
  multipart: boolean;
  /** The multipart fields its summary lists ("multipart: task_id, files[]"), as named in the form. */
  multipartFields: string[];
};

/** The fields a summary lists after "multipart:", each its first word ("proof_document PDF" is proof_document). */
export function multipartFieldsOf(summary: string): string[] {
  const listed = /multipart: ([^;)]*)/i.exec(summary)?.[1] ?? '';
  return listed
    .split(',')
    .map((item) => item.trim().split(/\s+/)[0] ?? '')
    .filter((name) => /^[a-z_]+(\[\])?$/.test(name));
}

type Operation = {
  summary?: string;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** Every method and path of the app's own OpenAPI document: the list the proofs walk. */
export async function openApiRoutes(app: App): Promise<DocumentedRoute[]> {
  const document = (await app.openApiDocument()) as {
    paths: Record<string, Record<string, Operation>>;
  };
  const routes: DocumentedRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const upper = method.toUpperCase() as HttpMethod;
      routes.push({
        key: `${upper} ${path}`,
        method: upper,
        path,
        jsonBody: operation.requestBody?.content?.['application/json']?.schema ?? null,
        multipart: /multipart/i.test(operation.summary ?? ''),
        multipartFields: multipartFieldsOf(operation.summary ?? ''),
      });
    }
  }
  return routes;
}
