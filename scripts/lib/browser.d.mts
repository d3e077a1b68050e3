import type { Browser, BrowserContextOptions, LaunchOptions, Page } from 'playwright-core'

export declare const CHROMIUM_ARGS: readonly string[]
export declare function isLoopbackUrl(url: string): boolean
export declare function launchBrowser(options?: LaunchOptions): Promise<Browser>
export declare function openPage(
  browser: Browser,
  path?: string | null,
  options?: { contextOptions?: BrowserContextOptions; gotoOptions?: Parameters<Page['goto']>[1] },
): Promise<Page>
export declare function offLoopbackRequests(page: Page): string[]
export declare function takeOffLoopbackRequests(page: Page): string[]
export declare function pageErrors(page: Page): string[]
export declare function assertOnlyLoopback(page: Page): void
