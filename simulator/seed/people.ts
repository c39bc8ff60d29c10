import type { Ledger } from '../ledger';
import type { SimClient, SimUser } from '../core/types';
import { SCOPES } from '@/lib/partner';

const LAMPORTS_PER_SOL = 1_000_000_000n;

/** The demo people: two holders with 1-click trading on, one with it off, and a creator. */
const USERS = [
  { id: 'alice', username: 'alice', tradingEnabled: true, sol: 250n },
  { id: 'bob', username: 'bob', tradingEnabled: true, sol: 120n },
  { id: 'carol', username: 'carol', tradingEnabled: false, sol: 40n },
  { id: 'dana', username: 'dana (creator)', tradingEnabled: true, sol: 500n },
] as const;

export type SeedUserId = (typeof USERS)[number]['id'];

export async function seedUsers(ledger: Ledger): Promise<Map<string, SimUser>> {
  const users = new Map<string, SimUser>();
  for (const u of USERS) {
    const signer = await ledger.keypair(`user:${u.id}`);
    await ledger.airdrop(signer.address, u.sol * LAMPORTS_PER_SOL);
    users.set(u.id, {
      id: u.id,
      username: u.username,
      signer,
      wallet: signer.address,
      tradingEnabled: u.tradingEnabled,
    });
  }
  return users;
}

/** The scaled world's extra people (`holder-N`, 2 SOL each for fees, delegated), none by default. */
export async function seedHolders(ledger: Ledger, count: number): Promise<SimUser[]> {
  const holders: SimUser[] = [];
  for (let n = 0; n < count; n += 1) {
    const signer = await ledger.keypair(`user:holder-${n}`);
    await ledger.airdrop(signer.address, 2n * LAMPORTS_PER_SOL);
    holders.push({
      id: `holder-${n}`,
      username: `holder ${n}`,
      signer,
      wallet: signer.address,
      tradingEnabled: true,
    });
  }
  return holders;
}

/** Redirect URIs of the dashboard's callback on both loopback names, at the dashboard's port. */
export function dashboardRedirectUris(dashboardPort: number): string[] {
  return [
    `http://localhost:${dashboardPort}/api/auth/callback`,
    `http://127.0.0.1:${dashboardPort}/api/auth/callback`,
  ];
}

/**
 * The registered apps. Ids and keys contain `-` and `_` on purpose: HTTP Basic takes them literally, so a
 * client that form-encodes them before Base64 fails here as it might on the real service.
 */
export async function seedClients(ledger: Ledger, dashboardPort: number): Promise<Map<string, SimClient>> {
  const feeWallet = (await ledger.keypair('fee:partner-pro')).address;
  const clients: SimClient[] = [
    {
      clientId: 'demo-dashboard_app',
      apiKey: 'sk_demo-dashboard_key_7f3a',
      name: 'Token Governance (demo)',
      tier: 'basic',
      live: false,
      suspended: false,
      redirectUris: dashboardRedirectUris(dashboardPort),
      allowedScopes: [...SCOPES],
      feeWallet: null,
      caps: {},
    },
    {
      clientId: 'partner-pro_app',
      apiKey: 'sk_partner-pro_key_51c0',
      name: 'Partner Pro (Partner tier, fee wallet)',
      tier: 'partner',
      live: false,
      suspended: false,
      redirectUris: dashboardRedirectUris(dashboardPort),
      allowedScopes: [...SCOPES],
      feeWallet,
      caps: {},
    },
    {
      clientId: 'live-shop_app',
      apiKey: 'sk_live-shop_key_9e1d',
      name: 'Live Shop (live client)',
      tier: 'basic',
      live: true,
      suspended: false,
      redirectUris: ['https://shop.example.com/api/auth/callback', ...dashboardRedirectUris(dashboardPort)],
      allowedScopes: ['profile:read', 'trade:execute', 'governance:vote'],
      feeWallet: null,
      caps: { maxTradeLamports: 5n * LAMPORTS_PER_SOL, dailyVolumeCapLamports: 20n * LAMPORTS_PER_SOL },
    },
    {
      clientId: 'suspended-app',
      apiKey: 'sk_suspended-app_key_0000',
      name: 'Suspended App',
      tier: 'basic',
      live: false,
      suspended: true,
      redirectUris: dashboardRedirectUris(dashboardPort),
      allowedScopes: [...SCOPES],
      feeWallet: null,
      caps: {},
    },
  ];
  return new Map(clients.map((c) => [c.clientId, c]));
}
