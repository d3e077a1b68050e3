import type { ChildProcess, SpawnOptions } from 'node:child_process'

export declare function startService(service: {
  ports: { port: number; what: string }[]
  command: string
  args: string[]
  options?: SpawnOptions
  ready: string[]
  timeoutMs?: number
  graceMs?: number
  onSpawn?: (stop: () => Promise<void>) => void
}): Promise<{ child: ChildProcess; stop: () => Promise<void> }>
