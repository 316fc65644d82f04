// The few fields of autocannon's --json report the bench reads.
export interface AutocannonReport {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  throughput: { average: number };
  non2xx: number;
  errors: number;
}
