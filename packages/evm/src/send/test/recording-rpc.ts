// A JSON-RPC pass-through on 127.0.0.1 in front of a real node that records the methods it forwards, so a test can
// see how many calls a read took (one Multicall3 eth_call, or one per value).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordingRpc {
  readonly url: string
  /** Methods forwarded since the last `reset`, in order (batched requests counted one by one). */
  readonly methods: string[]
  reset(): void
  close(): Promise<void>
}

export async function startRecordingRpc(target: string): Promise<RecordingRpc> {
  const methods: string[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      try {
        const parsed = JSON.parse(body) as { method?: string } | { method?: string }[]
        for (const call of Array.isArray(parsed) ? parsed : [parsed]) methods.push(String(call.method))
      } catch {
        methods.push('(unparsable)')
      }
      fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        .then(async (answer) => {
          res.writeHead(answer.status, { 'content-type': 'application/json' })
          res.end(await answer.text())
        })
        .catch(() => {
          res.writeHead(502)
          res.end()
        })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    methods,
    reset: () => void methods.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
