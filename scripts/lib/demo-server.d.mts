import type { ChildProcess } from 'node:child_process'

export declare function demoConfigExists(): boolean
export declare function buildDemo(options?: { timeoutMs?: number }): Promise<{ ms: number }>
export declare function startDemoPreview(options?: {
  timeoutMs?: number
}): Promise<{ url: string; child: ChildProcess; stop: () => Promise<void> }>
export declare function productionEnv(): NodeJS.ProcessEnv
