// The HTTP side of the Solana RPC: JSON-RPC 2.0 over POST (batches too), open CORS so the demo page on
// http://127.0.0.1:5173 can call it from the browser, and GET /health like a validator.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { readBoundedBody } from '../http-body.js'
import { answerBody, stringifyJson, type MethodHandler } from './json-rpc.js'

/** A transaction is at most 1,232 bytes; this leaves room for big batches without letting a client exhaust memory. */
const MAX_BODY_BYTES = 10 * 1024 * 1024

function cors(request: IncomingMessage, response: ServerResponse) {
  response.setHeader('Access-Control-Allow-Origin', '*')
  response.setHeader('Access-Control-Allow-Methods', 'POST, GET, OPTIONS')
  // Echo what the browser asks for (content-type, solana-client, …) rather than guessing a list.
  response.setHeader(
    'Access-Control-Allow-Headers',
    request.headers['access-control-request-headers'] ?? 'content-type',
  )
  response.setHeader('Access-Control-Max-Age', '86400')
}

export function createRpcHttpServer(handle: MethodHandler): Server {
  return createServer((request, response) => {
    cors(request, response)
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end()
      return
    }
    if (request.method === 'GET' && request.url === '/health') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok')
      return
    }
    if (request.method !== 'POST') {
      response
        .writeHead(405, { allow: 'POST, GET, OPTIONS', 'content-type': 'text/plain' })
        .end('Use POST with a JSON-RPC request')
      return
    }
    readBoundedBody(request, response, MAX_BODY_BYTES, (body) => {
      void answerBody(body, handle).then((result) => {
        response.writeHead(200, { 'content-type': 'application/json' }).end(stringifyJson(result))
      })
    })
  })
}
