// zod at every door: a failed parse becomes a 400 naming the first field that is wrong.
import type { Context } from 'hono'
import { z } from 'zod'
import { BadRequestError } from './errors.js'

/** What every route accepts besides its own parameters (spec §7: the client adds them to each request). */
export const clientParams = {
  st: z.string().max(64).optional(),
  sv: z.string().max(64).optional(),
  projectId: z.string().min(1).max(128).optional(),
  clientId: z.string().max(128).optional(),
}

export function parseInput<T extends z.ZodType>(schema: T, value: unknown, location: string): z.infer<T> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]!
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : location
  throw new BadRequestError(`Invalid ${field}: ${issue.message}`, field)
}

/** The query as a plain object; a repeated key is an error rather than a silent pick. */
export function queryOf(c: Context): Record<string, string> {
  const all = c.req.queries()
  const out: Record<string, string> = {}
  for (const [key, values] of Object.entries(all)) {
    if (values.length > 1) throw new BadRequestError(`Invalid ${key}: given more than once`, key)
    out[key] = values[0] ?? ''
  }
  return out
}

export async function jsonBodyOf(c: Context): Promise<unknown> {
  const text = await c.req.text()
  if (text.length > 64 * 1024) throw new BadRequestError('Invalid body: larger than 64 KiB', 'body')
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new BadRequestError('Invalid body: not JSON', 'body')
  }
}

export const booleanParam = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1')
