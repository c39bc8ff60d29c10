import 'server-only';
import type { WidgetBinding } from '@/lib/embed/connect-message';
import type { CallbackInput } from '@/lib/server/oauth';
import { runtime } from '@/lib/server/runtime';
import type { SessionProfile, TokenSet } from '@/lib/server/store';

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
