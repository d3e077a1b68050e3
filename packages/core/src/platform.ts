// Where the modal runs. Read from the browser only when asked (never at import), and overridable by the host.
import type { PlatformInfo } from './types.js'

export function detectPlatform(overrides: Partial<PlatformInfo> = {}): PlatformInfo {
  const nav = (globalThis as { navigator?: { userAgent?: string } }).navigator
  const ua = nav?.userAgent ?? ''
  const os: PlatformInfo['os'] = /iPhone|iPad|iPod/i.test(ua)
    ? 'ios'
    : /Android/i.test(ua)
      ? 'android'
      : /Mac OS X|Macintosh/i.test(ua)
        ? 'mac'
        : /Windows/i.test(ua)
          ? 'windows'
          : /Linux/i.test(ua)
            ? 'linux'
            : 'other'
  const isMobile = /Mobi|Android|iPhone|iPad|iPod/i.test(ua)
  const telegram = (globalThis as { Telegram?: { WebApp?: unknown } }).Telegram
  return {
    isDesktop: !isMobile,
    isTelegram: Boolean(telegram?.WebApp),
    os,
    ...overrides,
  }
}
