// A request's body, read with a bound, for the devnet's HTTP endpoints (the Solana RPC, Esplora): past `maxBytes` the
// client gets 413 and the connection is closed, so no client can make the devnet hold more than that.
import type { IncomingMessage, ServerResponse } from 'node:http'

/** Calls `onBody` with the whole body as UTF-8 text, unless it was too large (then the 413 has been sent). */
export function readBoundedBody(
  request: IncomingMessage,
  response: ServerResponse,
  maxBytes: number,
  onBody: (body: string) => void,
): void {
  const chunks: Buffer[] = []
  let size = 0
  request.on('data', (chunk: Buffer) => {
    size += chunk.length
    if (size > maxBytes) {
      response.writeHead(413, { 'content-type': 'text/plain' }).end('Request body too large')
      request.destroy()
      return
    }
    chunks.push(chunk)
  })
  request.on('end', () => {
    if (response.writableEnded) return
    onBody(Buffer.concat(chunks).toString('utf8'))
  })
}
