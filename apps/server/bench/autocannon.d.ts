declare module 'autocannon' {
  type Result = { requests: { average: number; total: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number };
  type Request = { path: string; method?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Each connection cycles through these; setupRequest may rewrite a request before it is sent. */
    requests?: { setupRequest?: (request: Request) => Request }[];
  };
  export default function autocannon(options: Options): Promise<Result>;
}
