/** Counters read through `GET /__sim/stats`, so tests can see what reached the service. */
export class Stats {
  readonly requests = new Map<string, number>();
  readonly oauth = {
    codesIssued: 0,
    tokensIssued: 0,
    refreshes: 0,
    replaysDetected: 0,
    connectionsRevoked: 0,
    failedClientAuth: 0,
  };
  rateLimited = 0;

  /** Counts a request under its route template, e.g. `GET /partner/v1/governance/{mint}`. */
  countRequest(route: string): void {
    this.requests.set(route, (this.requests.get(route) ?? 0) + 1);
  }

  toJSON() {
    return {
      requests: Object.fromEntries([...this.requests].sort(([a], [b]) => a.localeCompare(b))),
      oauth: { ...this.oauth },
      rateLimited: this.rateLimited,
    };
  }
}
