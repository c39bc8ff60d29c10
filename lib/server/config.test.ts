import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

const upstream = {
  PARTNER_BASE_URL: 'https://api.example.test/',
  PARTNER_CLIENT_ID: 'client-1',
  PARTNER_API_KEY: 'key_secret_value',
};

describe('server configuration', () => {
  it('defaults to the built-in simulator when no upstream is set', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 3000,
      simulated: true,
      baseUrl: 'http://127.0.0.1:4010',
      authUrl: 'http://127.0.0.1:4010',
      rpcUrl: 'http://127.0.0.1:4010/rpc',
      redirectUri: 'http://localhost:3000/api/auth/callback',
      tier: 'basic',
      partnerFeeBps: 0n,
      partnerFeeWallet: null,
      storeUrl: 'pglite:.data/store',
      storeBackups: { everyMs: 1_800_000, keep: 5 },
      healthToken: null,
      simulatorResetSecret: null,
      authPerMinutePerIp: 20,
      oauthCallsPerMinute: 24,
    });
    expect(config.scopes).toEqual(['profile:read', 'trade:execute', 'governance:vote', 'governance:propose']);
  });

  it('reads an upstream, trimming trailing slashes, and keeps the fee as bigint basis points', () => {
    const config = parseConfig({
      ...upstream,
      PARTNER_TIER: 'partner',
      PARTNER_FEE_BPS: '125',
      PARTNER_FEE_WALLET: '6hM7wykUyeKNsYCWxcV35nXa4z95BicE9v7CtzZWyiht',
      PORT: '8080',
    });
    expect(config).toMatchObject({
      simulated: false,
      baseUrl: 'https://api.example.test',
      authUrl: 'https://api.example.test',
      tier: 'partner',
      partnerFeeBps: 125n,
      partnerFeeWallet: '6hM7wykUyeKNsYCWxcV35nXa4z95BicE9v7CtzZWyiht',
      redirectUri: 'http://localhost:8080/api/auth/callback',
    });
  });

  it('gives sessions an idle and an absolute lifetime in days, 7 and 30 unless set, and a previous secret', () => {
    expect(parseConfig({})).toMatchObject({
      sessionLifetime: { idleMs: 7 * 86_400_000, absoluteMs: 30 * 86_400_000 },
      previousSessionSecret: null,
    });
    const previous = 'p'.repeat(32);
    expect(
      parseConfig({ SESSION_IDLE_DAYS: '1', SESSION_MAX_DAYS: '2', SESSION_SECRET_PREVIOUS: previous }),
    ).toMatchObject({
      sessionLifetime: { idleMs: 86_400_000, absoluteMs: 2 * 86_400_000 },
      previousSessionSecret: previous,
    });
    for (const [env, variable] of [
      [{ SESSION_IDLE_DAYS: '0' }, 'SESSION_IDLE_DAYS'],
      [{ SESSION_MAX_DAYS: '1.5' }, 'SESSION_MAX_DAYS'],
      [{ SESSION_IDLE_DAYS: '10', SESSION_MAX_DAYS: '5' }, 'SESSION_IDLE_DAYS'],
      [{ SESSION_SECRET_PREVIOUS: 'short' }, 'SESSION_SECRET_PREVIOUS'],
      [{ SESSION_SECRET: previous, SESSION_SECRET_PREVIOUS: previous }, 'SESSION_SECRET_PREVIOUS'],
    ] as const) {
      expect(() => parseConfig(env), variable).toThrow(new RegExp(`\\b${variable}\\b`));
    }
  });

  it('treats empty variables as unset', () => {
    expect(parseConfig({ PARTNER_BASE_URL: '', PORT: '' }).simulated).toBe(true);
  });

  const expectRejected = (env: Record<string, string>, variable: string) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(new RegExp(`\\b${variable}\\b`));
  };

  it.each<Record<string, string>>([
    { PORT: '70000' },
    { PORT: 'abc' },
    { PARTNER_TIER: 'gold' },
    { PARTNER_FEE_BPS: '10000' },
    { PARTNER_FEE_BPS: '1.5' },
    { PARTNER_FEE_WALLET: 'not-a-wallet' },
    { PARTNER_SCOPES: 'profile:read admin' },
    { SOLANA_RPC_URL: 'ftp://rpc' },
    { SESSION_SECRET: 'short' },
    { STORE_URL: 'mysql://db' },
  ])('rejects %j naming that variable', (env) => {
    expectRejected(env, Object.keys(env)[0]!);
  });

  it('rejects an upstream without its client id, naming PARTNER_CLIENT_ID', () => {
    expectRejected({ PARTNER_BASE_URL: 'https://api.example.test' }, 'PARTNER_CLIENT_ID');
  });

  it('reads the partner team’s wallets: nobody by default, spaces trimmed, duplicates once', () => {
    expect(parseConfig({}).partnerAdminWallets).toEqual([]);
    const a = 'A'.repeat(32);
    const b = '7'.repeat(44);
    expect(parseConfig({ PARTNER_ADMIN_WALLETS: ` ${a}, ${b},${a}, ` }).partnerAdminWallets).toEqual([a, b]);
  });

  it.each(['not-a-wallet', `${'A'.repeat(32)} ${'B'.repeat(32)}`, '0'.repeat(32)])(
    'refuses the team wallet %j, naming PARTNER_ADMIN_WALLETS and the bad entry',
    (entry) => {
      const run = () => parseConfig({ PARTNER_ADMIN_WALLETS: `${'C'.repeat(32)},${entry}` });
      expect(run).toThrow(/PARTNER_ADMIN_WALLETS/);
      expect(run).toThrow(entry.slice(0, 20));
    },
  );

  it('reads the origins that may embed the widget: none by default, duplicates once', () => {
    expect(parseConfig({}).embedAllowedOrigins).toEqual([]);
    expect(
      parseConfig({
        EMBED_ALLOWED_ORIGINS: ' https://shop.example  http://127.0.0.1:3304\nhttps://shop.example ',
      }).embedAllowedOrigins,
    ).toEqual(['https://shop.example', 'http://127.0.0.1:3304']);
  });

  it.each([
    '*',
    "'self'",
    'https://shop.example/',
    'https://shop.example/embed',
    'https://shop.example?x=1',
    'shop.example',
    'ftp://shop.example',
    'https://*.shop.example',
    'https://SHOP.example',
    'https://shop.example:443',
    "https://shop.example;script-src 'unsafe-inline'",
  ])('refuses the embed origin %j, naming EMBED_ALLOWED_ORIGINS and the bad entry', (entry) => {
    const run = () => parseConfig({ EMBED_ALLOWED_ORIGINS: `https://ok.example ${entry}` });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(/EMBED_ALLOWED_ORIGINS/);
    expect(run).toThrow(/is not an origin/);
  });

  it('requires SESSION_SECRET with a PostgreSQL store, not with the embedded one', () => {
    const run = () => parseConfig({ STORE_URL: 'postgres://db.internal/dashboard' });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(/SESSION_SECRET: is required when STORE_URL is a PostgreSQL server/);
    expect(parseConfig({ STORE_URL: 'pglite:.data/x' }).sessionSecret).toBeUndefined();
    const secret = 'a-shared-secret-of-at-least-32-characters';
    expect(parseConfig({ STORE_URL: 'postgres://db/x', SESSION_SECRET: secret }).sessionSecret).toBe(secret);
  });

  it('never puts a secret value into its error message', () => {
    try {
      parseConfig({ ...upstream, SESSION_SECRET: 'tiny-secret' });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).toContain('SESSION_SECRET');
      expect(String(error)).not.toContain('tiny-secret');
    }
  });
});

describe('webhook and partner team configuration', () => {
  const secret = `whsec_${Buffer.alloc(32, 1).toString('base64')}`;

  it('has no webhooks and no partner team by default', () => {
    expect(parseConfig({})).toMatchObject({ webhook: null, partnerAdminWallets: [] });
  });

  it('reads an https endpoint (or plain http to this machine), its whsec_ secret and the first retry delay', () => {
    for (const url of ['https://hooks.example.test/in', 'http://localhost:8787/in', 'http://127.0.0.1:9/x'])
      expect(parseConfig({ PARTNER_WEBHOOK_URL: url, PARTNER_WEBHOOK_SECRET: secret }).webhook).toEqual({
        url,
        secret,
        retrySeconds: 5,
      });
    expect(
      parseConfig({
        PARTNER_WEBHOOK_URL: 'https://hooks.example.test/in',
        PARTNER_WEBHOOK_SECRET: secret,
        PARTNER_WEBHOOK_RETRY_SECONDS: '2',
      }).webhook?.retrySeconds,
    ).toBe(2);
  });

  it('refuses at start an endpoint that is not https, naming the variable and never the secret', () => {
    for (const url of [
      'http://hooks.example.test/in',
      'ftp://localhost/x',
      'not a url',
      'https://u:p@hooks.example.test/',
    ]) {
      const run = () => parseConfig({ PARTNER_WEBHOOK_URL: url, PARTNER_WEBHOOK_SECRET: secret });
      expect(run, url).toThrow(ConfigError);
      expect(run, url).toThrow(/PARTNER_WEBHOOK_URL: must be an https URL/);
      expect(run, url).not.toThrow(secret);
    }
  });

  it('wants a Standard Webhooks secret with the endpoint, and the endpoint with the secret', () => {
    const url = 'https://hooks.example.test/in';
    for (const bad of ['plain-secret', 'whsec_', 'whsec_c2hvcnQ=', `whsec_${'!'.repeat(40)}`])
      expect(() => parseConfig({ PARTNER_WEBHOOK_URL: url, PARTNER_WEBHOOK_SECRET: bad }), bad).toThrow(
        /PARTNER_WEBHOOK_SECRET: must be a Standard Webhooks secret/,
      );
    expect(() => parseConfig({ PARTNER_WEBHOOK_URL: url })).toThrow(/PARTNER_WEBHOOK_SECRET: is required/);
    expect(() => parseConfig({ PARTNER_WEBHOOK_SECRET: secret })).toThrow(/PARTNER_WEBHOOK_URL: is required/);
  });

  it('reads the partner team’s wallets, comma-separated, and refuses what is not an address', () => {
    const a = '6hM7wykUyeKNsYCWxcV35nXa4z95BicE9v7CtzZWyiht';
    const b = '7YttLkHDoNj9wyDur5pM1ejNaAvT9X4eqaYcHQqtj2G5';
    expect(parseConfig({ PARTNER_ADMIN_WALLETS: `${a}, ${b},${a}` }).partnerAdminWallets).toEqual([a, b]);
    expect(() => parseConfig({ PARTNER_ADMIN_WALLETS: `${a},alice` })).toThrow(/PARTNER_ADMIN_WALLETS/);
  });
});

describe('the inbox watcher configuration', () => {
  it('spends a quarter of the tier every 30 seconds unless set', () => {
    expect(parseConfig({}).watch).toEqual({ budgetShare: 0.25, periodMs: 30_000 });
    expect(parseConfig({ WATCH_BUDGET_SHARE: '0.1', WATCH_PERIOD_SECONDS: '2' }).watch).toEqual({
      budgetShare: 0.1,
      periodMs: 2_000,
    });
  });

  it('refuses a share outside (0, 1] and a period that is not whole seconds, naming the variable', () => {
    for (const share of ['0', '1.5', '-0.2', 'much'])
      expect(() => parseConfig({ WATCH_BUDGET_SHARE: share }), share).toThrow(
        /WATCH_BUDGET_SHARE: must be a number/,
      );
    for (const period of ['0', '1.5', '99999', 'soon'])
      expect(() => parseConfig({ WATCH_PERIOD_SECONDS: period }), period).toThrow(
        'WATCH_PERIOD_SECONDS: must be a whole number of seconds from 1 to 3600',
      );
  });

  it('names the whole rule for every whole-number setting, whatever is wrong with the value', () => {
    for (const [name, rule] of [
      ['PORT', 'must be a whole number from 1 to 65535'],
      ['SESSION_IDLE_DAYS', 'must be a whole number of days from 1 to 365'],
      ['STORE_BACKUP_MINUTES', 'must be a whole number of minutes from 0 to 1440'],
      ['AUTH_PER_MINUTE_PER_IP', 'must be a whole number from 1 to 100000'],
    ])
      for (const value of ['-1', '2.5', '1e9', 'lots'])
        expect(() => parseConfig({ [name!]: value }), `${name}=${value}`).toThrow(`${name}: ${rule}`);
  });
});
