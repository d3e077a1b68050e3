/** A config that cannot be used: the message names the file and the key, so start-up can print it and stop. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ConfigError'
  }
}
