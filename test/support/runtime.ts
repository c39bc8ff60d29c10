import 'server-only';
import type { WidgetBinding } from '@/lib/embed/connect-message';
import type { CallbackInput } from '@/lib/server/oauth';
import { rmSync } from 'node:fs';
import { parseConfig } from '@/lib/server/config';
import { createRuntime, runtime, setRuntime, type RuntimeOverrides } from '@/lib/server/runtime';
import type { SessionProfile, TokenSet } from '@/lib/server/store';
import { pgliteTestDir, TEST_SECRET } from './store';

// The services of the runtime a test installed (startProxyEnv, startChainEnv, or its own with
// `setRuntime`), for the test's own setup and checks: the code under test gets its runtime from the
// route wrapper, or as an argument.

const services = () => runtime().store();

export const storeDb = () => runtime().db();
export const testChain = () => runtime().chain;
export const testReadModel = () => runtime().readModel;
export const forgetHealth = () => runtime().health.forget();

export const createSession = async (tokens: TokenSet, profile?: SessionProfile) =>
  (await services()).sessions.createSession(tokens, profile);
export const getSession = async (sessionId: string) => (await services()).sessions.getSession(sessionId);
export const readTokens = async (sessionId: string) => (await services()).sessions.readTokens(sessionId);
export const updateProfile = async (sessionId: string, profile: SessionProfile) =>
  (await services()).sessions.updateProfile(sessionId, profile);
export const issueEmbedCode = async (sessionId: string, widget: WidgetBinding) =>
  (await services()).embedCodes.issue(sessionId, widget);

export const buildAuthorizationRequest = (input: { returnTo?: string | null } = {}) =>
  runtime().partner.oauthClient().buildAuthorizationRequest(input);
export const exchangeCode = (input: CallbackInput) => runtime().partner.tokens.exchangeCode(input);
export const refreshTokens = (refreshToken: string) => runtime().partner.tokens.refreshTokens(refreshToken);

/**
 * A runtime of the test's own over a fresh embedded store (`settings` added to its configuration),
 * installed for the route handlers; `close()` takes it down again and removes the store.
 */
export async function startStoreRuntime(settings: Record<string, string> = {}, overrides?: RuntimeOverrides) {
  const dir = await pgliteTestDir();
  const rt = createRuntime(
    parseConfig({
      STORE_URL: `pglite:${dir}`,
      STORE_BACKUP_MINUTES: '0',
      SESSION_SECRET: TEST_SECRET,
      ...settings,
    }),
    overrides,
  );
  setRuntime(rt);
  return {
    rt,
    async close() {
      setRuntime(undefined);
      await rt.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
