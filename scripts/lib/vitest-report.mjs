// Counting individual tests from Vitest's JSON reporter (Jest-compatible shape).
import fs from 'node:fs'

/**
 * @param {string} reportFile written by `--reporter=json --outputFile.json=<file>`
 * @param {number | null} exitCode of the vitest process
 * @returns {{ passed: number, failed: number, skipped: number, notes: string[] }}
 *   A test file that failed without failing tests (an import error, a crash in a hook) counts as one failed test;
 *   so does a non-zero exit with no failure in the report (unhandled errors, globalSetup crash, no test files),
 *   and a missing or unreadable report.
 */
export function countVitestReport(reportFile, exitCode) {
  let report
  try {
    report = JSON.parse(fs.readFileSync(reportFile, 'utf8'))
  } catch (error) {
    return {
      passed: 0,
      failed: 1,
      skipped: 0,
      notes: [`no readable report (${error.code ?? error.message}): counted as 1 failed`],
    }
  }
  const notes = []
  let passed = 0
  let failed = 0
  let skipped = 0
  for (const file of report.testResults ?? []) {
    const assertions = file.assertionResults ?? []
    let fileFailed = 0
    for (const test of assertions) {
      if (test.status === 'passed') passed++
      else if (test.status === 'failed') fileFailed++
      else skipped++
    }
    failed += fileFailed
    if (file.status === 'failed' && fileFailed === 0) {
      failed++
      notes.push(`${file.name}: the file failed outside any test: counted as 1 failed`)
    }
  }
  if (exitCode !== 0 && failed === 0) {
    failed++
    const why =
      (report.testResults ?? []).length === 0
        ? 'and ran no test file (a globalSetup error or no test files: see its output above)'
        : 'but reported no failed test (an unhandled error: see its output above)'
    notes.push(`vitest exited with ${exitCode ?? 'a timeout'} ${why}: counted as 1 failed`)
  }
  return { passed, failed, skipped, notes }
}
