// axe-core in the page: every violation on the whole document, the modal's shadow root included.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * Runs axe-core on the page, once the finite animations have ended, and returns the violations (id and targets).
 * A view fades in over 150 ms: a test that waits for an element of the new view (Receive's QR) could run axe while
 * the view's opacity was still 0.6–0.8 (measured), and axe then reads its text as blended with the background and
 * reports the contrast of a frame no one reads. Endless ones (a skeleton's shimmer, a spinner) are not waited for.
 */
export async function axeViolations(page: Page): Promise<{ id: string; targets: string[] }[]> {
  await page.evaluate(async () => {
    // The modal's animations belong to its shadow root, which document.getAnimations() does not list.
    const roots: (Document | ShadowRoot)[] = [document]
    for (const element of document.querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot)
    const ending = roots
      .flatMap((root) => root.getAnimations())
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity)
    await Promise.race([
      Promise.all(ending.map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ])
  })
  await page.addScriptTag({ content: axeSource })
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }>
        }
      }
    ).axe
    const result = await axe.run(document, { resultTypes: ['violations'] })
    return result.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => JSON.stringify(n.target)) }))
  })
}
