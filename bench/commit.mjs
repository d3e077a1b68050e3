// Which code a bench run measured: the commit checked out, and whether the working tree differed from it.
import { execFileSync } from 'node:child_process'

/**
 * `abc1234` for a clean tree, `abc1234 + uncommitted changes (N files)` otherwise; `unknown` outside git. The results
 * file itself is left out, since the bench rewrites it.
 */
export function describeCommit(root) {
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim()
  try {
    const sha = git('rev-parse', '--short=12', 'HEAD')
    const changed = git('status', '--porcelain')
      .split('\n')
      .filter((line) => line && !line.endsWith('bench/results.md'))
    return changed.length ? `${sha} + uncommitted changes (${changed.length} files)` : sha
  } catch {
    return 'unknown'
  }
}
