declare module 'autocannon' {
  type Result = { requests: { average: number; total: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number };
  type Options = { url: string; connections?: number; duration?: number; headers?: Record<string, string> };
  export default function autocannon(options: Options): Promise<Result>;
}
