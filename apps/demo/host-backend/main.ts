// Serves the example host backend on 127.0.0.1 (HOST_BACKEND_PORT, default 8791) for `npm start` and the browser
// tests. It reads the server's database the way the server does (DATABASE_URL, and FOYER_SESSION_SECRET if set), or,
// without DATABASE_URL (the server on PGlite), asks the server at FOYER_SERVER_URL (default the demo's, 127.0.0.1:8788).
import { serve } from '@hono/node-server'
import { closeVerifySessionPools } from '@foyer/server/verify'
import { createHostBackend } from './host-backend.js'

const port = Number(process.env.HOST_BACKEND_PORT ?? 8791)
const app = createHostBackend({
  databaseUrl: process.env.DATABASE_URL || undefined,
  serverUrl: process.env.FOYER_SERVER_URL || 'http://127.0.0.1:8788',
  secret: process.env.FOYER_SESSION_SECRET || undefined,
  projectId: process.env.HOST_BACKEND_PROJECT_ID ?? 'foyer-dev',
  allowedOrigins: (process.env.HOST_BACKEND_ORIGINS ?? 'http://127.0.0.1:5173,http://localhost:5173').split(','),
})

const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, () =>
  console.log(`[host-backend] http://127.0.0.1:${port}/api/profile`),
)
const stop = () => {
  server.close()
  void closeVerifySessionPools().finally(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
