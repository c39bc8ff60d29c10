import 'server-only';
import type { ClientAuth } from 'oauth4webapi';

// Client authentication on /oauth/token and /oauth/revoke: HTTP Basic with the client id and the API key
// taken literally. oauth4webapi's ClientSecretBasic form-encodes both first (RFC 6749 §2.3.1), turning
// `-` into `%2D` and `_` into `%5F`, which the service rejects as another client.

/** `Basic base64(client_id ":" api_key)`, byte for byte. */
export function basicAuthorization(clientId: string, apiKey: string): string {
  return `Basic ${Buffer.from(`${clientId}:${apiKey}`, 'utf8').toString('base64')}`;
}

export function literalBasicAuth(clientId: string, apiKey: string): ClientAuth {
  const header = basicAuthorization(clientId, apiKey);
  return (_as, _client, body, headers) => {
    // The credentials travel in the header only; the service refuses credentials in the body.
    body.delete('client_id');
    headers.set('authorization', header);
  };
}
