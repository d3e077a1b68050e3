// The HTTP side of the Bitcoin devnet: Esplora's routes with open CORS, so the demo page on http://127.0.0.1:5173
// reads balances and broadcasts from the browser as it would from mempool.space.
import { createServer, type Server } from 'node:http'
import { readBoundedBody } from '../http-body.js'
import type { RouteAnswer } from './esplora-routes.js'

/** A raw transaction as hex; 4 MB of weight is 2 MB of hex at most, generous for JSON bodies too. */
const MAX_BODY_BYTES = 4 * 1024 * 1024

export function createEsploraHttpServer(route: (method: string, path: string, body: string) => RouteAnswer): Server {
  return createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*')
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
    response.setHeader(
      'Access-Control-Allow-Headers',
      request.headers['access-control-request-headers'] ?? 'content-type',
    )
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end()
      return
    }
    readBoundedBody(request, response, MAX_BODY_BYTES, (body) => {
      const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
      let answer: RouteAnswer
      try {
        answer = route(request.method ?? 'GET', path, body)
      } catch (error) {
        answer = { status: 500, text: `Internal error: ${(error as Error).message}` }
      }
      if (answer.json !== undefined)
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.json))
      else response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.text ?? '')
    })
  })
}
