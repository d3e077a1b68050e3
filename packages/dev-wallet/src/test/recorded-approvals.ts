import { beforeEach } from 'vitest'

/** The person, as a test plays them: every request is recorded and gets the test's current answer. */
export type RecordedApprovals<R> = {
  /** Every request asked about since the test began (or since the test emptied it). */
  asked: R[]
  /** The answer to every request (true unless the test says otherwise). */
  answer: boolean
  approve(request: R): Promise<boolean>
}

/** Fresh for each test of the enclosing file or describe block. */
export function useRecordedApprovals<R>(): RecordedApprovals<R> {
  const approvals: RecordedApprovals<R> = {
    asked: [],
    answer: true,
    async approve(request) {
      approvals.asked.push(request)
      return approvals.answer
    },
  }
  beforeEach(() => {
    approvals.asked = []
    approvals.answer = true
  })
  return approvals
}
