import type { ChildProcess, SpawnOptions } from 'node:child_process'

export type GroupChild = ChildProcess & {
  exitPromise: Promise<{ code: number | null; signal: NodeJS.Signals | null; error?: Error }>
}
export declare function spawnGroup(command: string, args: string[], options?: SpawnOptions): GroupChild
export declare function signalGroup(child: ChildProcess, signal?: NodeJS.Signals): boolean
export declare function stopGroup(child: ChildProcess, options?: { graceMs?: number }): Promise<void>
export declare function killGroupNow(child: ChildProcess): void
export declare function killOnExit<T extends ChildProcess>(child: T): T
export declare function run(
  command: string,
  args: string[],
  options?: SpawnOptions & { timeoutMs?: number; onStart?: (child: GroupChild) => void },
): Promise<{ code: number | null; signal: NodeJS.Signals | null; timedOut: boolean; ms: number; error?: Error }>
export declare function onStopRequest(
  stop: (reason: 'SIGINT' | 'SIGTERM' | 'SIGHUP' | 'parent exited') => unknown,
  options?: { parentPollMs?: number },
): void
