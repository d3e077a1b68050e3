// Polling until a local server answers, giving up early when the process that should serve it has exited.
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

async function poll(describe, attempt, { timeoutMs, child, intervalMs = 150 }) {
  const deadline = Date.now() + timeoutMs
  let lastError
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`${describe}: the process exited (${child.exitCode ?? child.signalCode}) before it answered`)
    }
    try {
      const value = await attempt()
      if (value !== undefined) return value
    } catch (error) {
      lastError = error
    }
    await sleep(intervalMs)
  }
  throw new Error(
    `${describe}: no answer after ${Math.round(timeoutMs / 1000)} s${lastError ? ` (${lastError.message})` : ''}`,
  )
}

/** Waits until `rpcUrl` answers eth_chainId; resolves to the chain id as a number. */
export function waitForChainId(rpcUrl, { timeoutMs = 60_000, child } = {}) {
  return poll(
    `EVM RPC ${rpcUrl}`,
    async () => {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
        signal: AbortSignal.timeout(2000),
      })
      const body = await response.json()
      if (typeof body?.result !== 'string') throw new Error(`unexpected answer ${JSON.stringify(body)}`)
      return Number.parseInt(body.result, 16)
    },
    { timeoutMs, child },
  )
}

/** Waits until `url` answers an HTTP GET with a non-5xx status. */
export function waitForHttp(url, { timeoutMs = 60_000, child } = {}) {
  return poll(
    url,
    async () => {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
      await response.arrayBuffer()
      if (response.status >= 500) throw new Error(`HTTP ${response.status}`)
      return response.status
    },
    { timeoutMs, child },
  )
}
