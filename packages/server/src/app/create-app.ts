// The one app factory: platform middleware (metrics, CORS, projects, rate limits, errors) and every route module.
import { Hono, type Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { z } from 'zod'
import type { AppEnv, RateLimitBucket, RouteModule, ServerContext } from './context.js'
import { BadRequestError, UpstreamError } from './errors.js'
import { originAllowed, ProjectStore } from './projects.js'
import { RateLimiter } from './rate-limit.js'
import { clientParams, parseInput } from './validate.js'

/** Routes that answer without a projectId (load balancers and Prometheus do not have one). */
const PUBLIC_PATHS = new Set(['/health', '/metrics'])

const projectQuery = z.object(clientParams).loose()
// Built once: zod compiles an object schema's parser on its first parse, which per request cost more than the rest of
// a cached balance answer (server bench).
const clientQuery = z.object(clientParams)

function corsHeaders(c: Context, origin: string, listed: boolean) {
  c.header('access-control-allow-origin', origin)
  c.header('vary', 'origin')
  // The sign-in cookie goes along only to origins the project names; '*' never gets credentials.
  if (listed) c.header('access-control-allow-credentials', 'true')
}

export function createApp(context: ServerContext, modules: RouteModule[]): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const projects = new ProjectStore(context.database.db, context.now)
  const limiter = new RateLimiter(context.now)
  const { metrics } = context
  const bucketOf = (request: { method: string; path: string }): RateLimitBucket | undefined => {
    for (const module of modules) {
      const bucket = module.rateLimitBucket?.(request)
      if (bucket) return bucket
    }
    return undefined
  }
  const projectFree = modules.flatMap((module) => module.projectFreePaths ?? [])

  app.use(async (c, next) => {
    const started = performance.now()
    await next()
    // The matched pattern, not the raw path, so label values stay few.
    const route = c.res.status === 404 && c.req.routePath === '/*' ? 'unmatched' : c.req.routePath
    metrics.requests.inc({ route, method: c.req.method, status: String(c.res.status) })
    metrics.latency.observe({ route, method: c.req.method }, (performance.now() - started) / 1000)
  })

  app.get('/health', async (c) => {
    try {
      await context.database.db.selectFrom('projects').select('id').limit(1).execute()
      return c.json({ status: 'ok', database: context.database.kind })
    } catch (error) {
      return c.json({ status: 'error', database: context.database.kind, error: (error as Error).message }, 503)
    }
  })
  app.get('/metrics', async (c) => {
    c.header('content-type', metrics.registry.contentType)
    return c.body(await metrics.registry.metrics())
  })

  app.use(async (c, next) => {
    if (PUBLIC_PATHS.has(c.req.path) || projectFree.some((prefix) => c.req.path.startsWith(prefix))) return next()
    // projectId comes from the query, as the spec's client sends it; a repeated or malformed one is simply unknown.
    const parsed = projectQuery.safeParse({ projectId: c.req.query('projectId') })
    const projectId = parsed.success ? parsed.data.projectId : undefined
    const project = projectId ? await projects.get(projectId) : null
    const origin = c.req.header('origin')
    if (project && origin && originAllowed(project, origin))
      corsHeaders(c, origin, project.allowedOrigins.includes(origin))
    if (c.req.method === 'OPTIONS') {
      if (project && origin && originAllowed(project, origin)) {
        c.header('access-control-allow-methods', 'GET, POST, OPTIONS')
        c.header('access-control-allow-headers', c.req.header('access-control-request-headers') ?? 'content-type')
        c.header('access-control-max-age', '600')
      }
      return c.body(null, 204)
    }
    if (!project) {
      return c.json({ error: projectId ? 'Unknown projectId' : 'Missing projectId', field: 'projectId' }, 401)
    }
    const client = c.req.query('clientId') || c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || 'anonymous'
    const bucket = bucketOf({ method: c.req.method, path: c.req.path })
    const retryAfter = bucket
      ? limiter.hit(`${project.id}\u0000${client}\u0000${bucket.name}`, bucket.perMinute(project.rateLimitPerMinute))
      : limiter.hit(`${project.id}\u0000${client}`, project.rateLimitPerMinute)
    if (retryAfter > 0) {
      c.header('retry-after', String(retryAfter))
      return c.json({ error: 'Rate limit exceeded', retryAfter }, 429)
    }
    c.set('project', project)
    // Every route accepts these; checking them here keeps their rules in one place.
    const given: Record<string, string | undefined> = {}
    for (const key of Object.keys(clientParams)) {
      const values = c.req.queries(key) ?? []
      if (values.length > 1) throw new BadRequestError(`Invalid ${key}: given more than once`, key)
      given[key] = values[0]
    }
    parseInput(clientQuery, given, 'query')
    return next()
  })

  for (const module of modules) module.mount(app, context)

  app.notFound((c) => c.json({ error: `Not found: ${c.req.method} ${c.req.path}` }, 404))
  app.onError((error, c) => {
    if (error instanceof BadRequestError) return c.json({ error: error.message, field: error.field }, 400)
    if (error instanceof UpstreamError) return c.json({ error: error.message }, 502)
    if (error instanceof HTTPException && error.status < 500) return c.json({ error: error.message }, error.status)
    console.error('[foyer-server] unhandled error', error)
    return c.json({ error: 'Internal server error' }, 500)
  })
  return app
}
