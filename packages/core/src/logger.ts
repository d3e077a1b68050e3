import type { LogLevel, Logger } from './types.js'

const RANK: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 }

export function createLogger(level: LogLevel): Logger {
  const at = (wanted: LogLevel, write: (...args: unknown[]) => void) => (RANK[level] >= RANK[wanted] ? write : () => {})
  return {
    error: at('error', (...args) => console.error(...args)),
    warn: at('warn', (...args) => console.warn(...args)),
    info: at('info', (...args) => console.info(...args)),
    debug: at('debug', (...args) => console.debug(...args)),
  }
}
