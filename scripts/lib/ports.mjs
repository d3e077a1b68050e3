// Is a TCP port on the loopback interface free? Checked by binding it briefly, the same way the servers will.
import net from 'node:net'

/** @returns {Promise<boolean>} */
export function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)))
  })
}

/**
 * Throws one error naming every busy port and what needed it.
 * @param {{ port: number, what: string }[]} wanted
 */
export async function assertPortsFree(wanted) {
  const busy = []
  for (const { port, what } of wanted) if (!(await isPortFree(port))) busy.push(`port ${port} (${what})`)
  if (busy.length > 0) {
    throw new Error(
      `${busy.join(' and ')} ${busy.length > 1 ? 'are' : 'is'} already in use on 127.0.0.1. ` +
        'Stop whatever is listening there (is `npm start` or another test run still going?) and try again.',
    )
  }
}
