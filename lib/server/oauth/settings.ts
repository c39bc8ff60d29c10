import 'server-only';
import type { AuthorizationServer, Client } from 'oauth4webapi';
import { ConfigError, type ServerConfig } from '@/lib/server/config';

// The authorization server, described by hand from the configuration (the service has no discovery
// document): the authorize page under PARTNER_AUTH_URL, the token and revoke endpoints under
// PARTNER_BASE_URL. HTTPS is required except on loopback hosts (the embedded simulator).

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export type OAuthSettings = {
  as: AuthorizationServer;
  client: Client;
  clientId: string;
  apiKey: string;
  redirectUri: string;
  scopes: string[];
  /** True when the token endpoints are plain http on a loopback host. */
  insecureLoopback: boolean;
};

/** Plain http is only allowed on loopback; returns whether the URL is such a loopback http URL. */
function checkedInsecure(url: string, variable: string): boolean {
  const parsed = new URL(url);
  if (parsed.protocol === 'https:') return false;
  if (parsed.protocol === 'http:' && LOOPBACK.has(parsed.hostname)) return true;
  throw new ConfigError(
    `Invalid configuration:\n  ${variable}: must use https (plain http only for 127.0.0.1 or localhost)`,
  );
}

export function oauthSettings(config: ServerConfig): OAuthSettings {
  const { clientId, apiKey } = config;
  if (!clientId || !apiKey)
    throw new ConfigError(
      'Invalid configuration:\n  PARTNER_CLIENT_ID, PARTNER_API_KEY: are required to connect users',
    );
  const insecureLoopback = checkedInsecure(config.baseUrl, 'PARTNER_BASE_URL');
  checkedInsecure(config.authUrl, 'PARTNER_AUTH_URL');
  return {
    as: {
      issuer: config.baseUrl,
      authorization_endpoint: `${config.authUrl}/oauth/authorize`,
      token_endpoint: `${config.baseUrl}/oauth/token`,
      revocation_endpoint: `${config.baseUrl}/oauth/revoke`,
    },
    client: { client_id: clientId },
    clientId,
    apiKey,
    redirectUri: config.redirectUri,
    scopes: [...config.scopes],
    insecureLoopback,
  };
}
