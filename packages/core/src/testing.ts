// @foyer/core/testing: switches for tests, the dev relay and the demo's test pages. Never needed in production; kept
// out of '@foyer/core' so a host cannot turn one on by accident.
export {}
