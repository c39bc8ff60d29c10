/** Distinct resources counted at most (a client asking for made-up paths cannot grow the map further). */
const MAX_RESOURCES = 10_000;

/** Counters read through `GET /__sim/stats`, so tests can see what reached the service. */
export class Stats {
  readonly requests = new Map<string, number>();
  /**
   * Requests of a route with parameters, by the resource they named (`GET /partner/v1/governance/<mint>`),
   * so a bench can tell whose reads they were: a page's token, or the other tokens a watcher follows.
   */
  readonly resources = new Map<string, number>();
  readonly oauth = {
    codesIssued: 0,
    tokensIssued: 0,
    refreshes: 0,
    replaysDetected: 0,
    connectionsRevoked: 0,
    failedClientAuth: 0,
  };
  rateLimited = 0;

  /**
   * Counts a request under its route template, e.g. `GET /partner/v1/governance/{mint}`, and under
   * `resource` (the method and the path it asked for) when the template has parameters.
   */
  countRequest(route: string, resource: string): void {
    this.requests.set(route, (this.requests.get(route) ?? 0) + 1);
    if (!route.includes('{')) return;
    const seen = this.resources.get(resource);
    if (seen !== undefined) this.resources.set(resource, seen + 1);
    else if (this.resources.size < MAX_RESOURCES) this.resources.set(resource, 1);
  }

  toJSON() {
    return {
      requests: Object.fromEntries([...this.requests].sort(([a], [b]) => a.localeCompare(b))),
      resources: Object.fromEntries([...this.resources].sort(([a], [b]) => a.localeCompare(b))),
      oauth: { ...this.oauth },
      rateLimited: this.rateLimited,
    };
  }
}
