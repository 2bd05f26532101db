// autocannon ships no types; this is the part the load tests use.
declare module "autocannon" {
  interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (req: AutocannonRequest, context: object) => AutocannonRequest;
    onResponse?: (status: number, body: string, context: object) => void;
  }
  interface AutocannonClient {
    setRequests(requests: AutocannonRequest[]): void;
  }
  interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: AutocannonRequest[];
    setupClient?: (client: AutocannonClient) => void;
  }
  interface Percentiles {
    average: number;
    p50: number;
    p99: number;
    max: number;
  }
  export interface AutocannonResult {
    requests: Percentiles & { total: number };
    latency: Percentiles;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    statusCodeStats: Record<string, { count: number }>;
    duration: number;
  }
  export default function autocannon(
    options: AutocannonOptions,
    callback: (err: Error | null, result: AutocannonResult) => void,
  ): unknown;
}
