import { hexToNumber, http, type Hex } from 'viem'

export type WaitForRpcOptions = {
  /** Give up after this long (default 10 s: anvil answers in ~100 ms, a cold CI machine may take a few seconds). */
  timeoutMs?: number
  /** Delay between attempts. */
  intervalMs?: number
  /** Stops waiting early, e.g. when the process that should serve the RPC has exited. */
  signal?: AbortSignal
}

/** Polls eth_chainId until the node at rpcUrl answers, and returns the chain id it reports. */
export async function waitForRpc(rpcUrl: string, options: WaitForRpcOptions = {}): Promise<number> {
  const { timeoutMs = 10_000, intervalMs = 25, signal } = options
  // No retries inside viem: this loop is the retry, and it must notice the deadline and the abort signal between tries.
  const transport = http(rpcUrl, { retryCount: 0, timeout: 1_000 })({})
  const deadline = Date.now() + timeoutMs
  let lastError: unknown
  for (;;) {
    if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new Error(String(signal.reason))
    try {
      const chainId = (await transport.request({ method: 'eth_chainId' })) as Hex
      return hexToNumber(chainId)
    } catch (error) {
      lastError = error
    }
    if (Date.now() >= deadline) {
      const reason =
        lastError instanceof Error
          ? ((lastError as { shortMessage?: string }).shortMessage ?? lastError.message)
          : String(lastError)
      throw new Error(`No JSON-RPC answer from ${rpcUrl} within ${timeoutMs} ms (last error: ${reason})`, {
        cause: lastError,
      })
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
