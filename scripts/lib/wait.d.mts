import type { ChildProcess } from 'node:child_process'

export declare function waitForChainId(
  rpcUrl: string,
  options?: { timeoutMs?: number; child?: ChildProcess },
): Promise<number>
export declare function waitForHttp(
  url: string,
  options?: { timeoutMs?: number; child?: ChildProcess },
): Promise<number>
