// The errors a handler may throw; the app turns each into its status and a JSON body.

/** Bad input: 400 `{ error, field }`. */
export class BadRequestError extends Error {
  readonly status = 400
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message)
    this.name = 'BadRequestError'
  }
}

/** A chain RPC or price provider failed or answered nonsense: 502, with what failed. */
export class UpstreamError extends Error {
  readonly status = 502
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'UpstreamError'
  }
}
