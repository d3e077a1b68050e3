// Tests: the error a promise rejects with, or a failure when it resolves (for checking a rejection's fields).
export async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise
  } catch (error) {
    return error as Error
  }
  throw new Error('expected a rejection')
}
