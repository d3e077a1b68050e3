export declare const kB: (bytes: number) => string
export declare function table(header: string[], rows: string[][], align?: ('l' | 'r')[]): string
export declare function writeResults(
  file: string,
  sections: { title: string; body: string }[],
  meta: { machine: string; commit: string },
): string
export declare function loadAndErrorLines(options: {
  load: number
  loadAfter: number
  /** Default: this machine's. */
  cpus?: number
  errors?: string[]
  caveat?: string
}): string[]
export declare function clickFloorLines(floorText: string): string[]
