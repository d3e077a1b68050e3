import { createServer } from 'node:net'

/** Asks the OS for a port nobody listens on, so parallel test files can each run their own devnet. */
export function getFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen(0, host, () => {
      const address = server.address()
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port)
        else reject(new Error('getFreePort: the server has no port'))
      })
    })
  })
}

/**
 * Whether something already listens on host:port. Checked before anvil starts: if another devnet is already up there,
 * its eth_chainId would answer and we would wrongly adopt a process we do not own.
 */
export function isPortBusy(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(true)
      else reject(error)
    })
    server.listen(port, host, () => server.close(() => resolve(false)))
  })
}
