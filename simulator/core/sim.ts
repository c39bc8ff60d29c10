import { Ledger } from '../ledger';
import { seedClients, seedHolders, seedUsers } from '../seed/people';
import { defaultSimConfig, type SimConfig } from './config';
import { Faults } from './faults';
import { Limits } from './limits';
import { meHandler } from './me';
import type { GovernanceModule, MarketModule, ModuleFactoriesOf, OAuthModule } from './module-types';
import { Stats } from './stats';
import type { HandlerMap, SimClient, SimToken, SimUser } from './types';

export interface SimOptions {
  /** Port of the dashboard, whose callback URLs the demo clients register. */
  dashboardPort: number;
  /** Public base URL of the simulator itself (`{auth_url}` and `{base_url}`). */
  publicUrl: string;
  /** Simulated Unix time at start; default the wall clock. */
  startUnix?: bigint;
  /** When false, time moves only through the control API (deterministic tests). Default true. */
  followWallClock?: boolean;
  config?: Partial<SimConfig>;
  /**
   * A larger world on top of the demo seed, for benches: `holders` more people (`holder-0` …, each holding
   * three of the extra tokens) and `governedTokens` more governed tokens (`G000` …), every tenth of whose
   * mutable windows comes within a week `windowsDueAfterSeconds` (default 60) plus 2 s per token after the
   * seed. Default none: the demo world is unchanged.
   */
  scale?: { governedTokens: number; holders: number; windowsDueAfterSeconds?: number };
}

/**
 * One simulated world: the ledger, the people and apps, the tokens, and the modules that give them
 * behaviour. `POST /__sim/reset` builds a new one from the same seed.
 */
export class Sim {
  config: SimConfig;
  limits: Limits;
  readonly stats = new Stats();
  readonly faults = new Faults();
  readonly tokens = new Map<string, SimToken>();
  oauth!: OAuthModule;
  governance!: GovernanceModule;
  market!: MarketModule;
  handlers: HandlerMap = {};

  private constructor(
    readonly options: SimOptions,
    readonly ledger: Ledger,
    readonly users: Map<string, SimUser>,
    readonly clients: Map<string, SimClient>,
  ) {
    this.config = { ...defaultSimConfig(), ...options.config };
    this.limits = new Limits(this.config);
  }

  static async create(options: SimOptions, modules: ModuleFactoriesOf<Sim>): Promise<Sim> {
    const ledger = await Ledger.create({
      startUnix: options.startUnix,
      followWallClock: options.followWallClock,
    });
    const users = await seedUsers(ledger);
    for (const holder of await seedHolders(ledger, options.scale?.holders ?? 0)) users.set(holder.id, holder);
    const clients = await seedClients(ledger, options.dashboardPort);
    const sim = new Sim(options, ledger, users, clients);
    sim.oauth = modules.oauth.create(sim);
    sim.governance = await modules.governance.create(sim);
    sim.market = await modules.market.create(sim);
    sim.handlers = { me: meHandler, ...sim.governance.handlers, ...sim.market.handlers };
    return sim;
  }

  get urls() {
    const base = this.options.publicUrl.replace(/\/+$/, '');
    return { authUrl: base, baseUrl: base, rpcUrl: `${base}/rpc` };
  }

  /** Simulated Unix time in seconds. */
  nowUnix(): bigint {
    return this.ledger.clock.unix();
  }

  /** Replaces the configuration; limits restart with it. */
  setConfig(config: SimConfig): void {
    this.config = config;
    this.limits = new Limits(config);
  }
}
