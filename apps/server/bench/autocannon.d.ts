declare module 'autocannon' {
  type Result = { requests: { average: number; total: number }; latency: { p50: number; p90: number; p97_5: number; p99: number }; non2xx: number; errors: number; timeouts: number };
  type Request = { path: string; method?: string; headers?: Record<string, string>; body?: string; [extra: string]: unknown };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /**
     * Each connection cycles through these; setupRequest may rewrite a request before it is sent, and
     * onResponse sees each answer (`this` is the connection's own copy of the request object, so
     * fields set on it, including nested objects, are per connection).
     */
    requests?: {
      method?: string;
      path?: string;
      setupRequest?: (request: Request) => Request;
      onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
      [extra: string]: unknown;
    }[];
  };
  export default function autocannon(options: Options): Promise<Result>;
}
