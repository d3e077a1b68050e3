// Prometheus metrics, one registry per app so that several apps in one process (tests) do not collide.
import { Counter, Gauge, Histogram, Registry } from 'prom-client'

export function createMetrics() {
  const registry = new Registry()
  return {
    registry,
    requests: new Counter({
      name: 'foyer_http_requests_total',
      help: 'HTTP requests by route, method and status',
      labelNames: ['route', 'method', 'status'] as const,
      registers: [registry],
    }),
    latency: new Histogram({
      name: 'foyer_http_request_duration_seconds',
      help: 'HTTP request latency by route',
      labelNames: ['route', 'method'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    cache: new Counter({
      name: 'foyer_cache_lookups_total',
      help: 'Cache lookups by cache and result (hit, miss)',
      labelNames: ['cache', 'result'] as const,
      registers: [registry],
    }),
    indexerHeight: new Gauge({
      name: 'foyer_indexer_height',
      help: 'Last block (EVM) or slot (Solana) the indexer has stored, by chain',
      labelNames: ['chain'] as const,
      registers: [registry],
    }),
    indexerLeader: new Gauge({
      name: 'foyer_indexer_leader',
      help: '1 while this instance holds the indexer lock and follows the chains, else 0',
      registers: [registry],
    }),
  }
}

export type Metrics = ReturnType<typeof createMetrics>
