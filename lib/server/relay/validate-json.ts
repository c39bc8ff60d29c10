import 'server-only';
import { catalogueError, type Endpoint, LIMITS } from '@/lib/partner';
import type { z } from 'zod';
import { serverConfig } from '../config';
import { withPartnerFee } from './fee';
import { sha256, schemaError, type PreparedBody } from './prepared';
import { readBounded } from './read-body';

const JSON_TYPE = /^application\/json\s*(;|$)/i;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads the JSON body (at most 64 KiB, counted as it streams) and parses it, or `400 invalid_input`. */
async function readJson(request: Request): Promise<unknown> {
  if (!JSON_TYPE.test(request.headers.get('content-type') ?? '')) {
    await request.body?.cancel().catch(() => undefined);
    throw catalogueError('invalid_input', { message: 'Send the body as application/json.' });
  }
  const bytes = await readBounded(request, LIMITS.jsonBodyBytes);
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw catalogueError('invalid_input', { message: 'The body is not valid JSON.' });
  }
}

/**
 * A JSON write body checked against the endpoint's request schema. Only contract fields are forwarded
 * (the schemas drop the rest), and on trades the partner fee is the server's setting.
 */
export async function prepareJson(request: Request, endpoint: Endpoint): Promise<PreparedBody> {
  const schema: z.ZodType | null = endpoint.request;
  const json = await readJson(request);
  if (!isRecord(json)) throw catalogueError('invalid_input', { message: 'The body must be a JSON object.' });
  const parsed = schema ? schema.safeParse(json) : { success: true as const, data: {} };
  if (!parsed.success) throw schemaError(parsed.error);
  if (!isRecord(parsed.data)) throw catalogueError('invalid_input');
  const data = withPartnerFee(endpoint.key, parsed.data, serverConfig().partnerFeeBps);
  const fingerprint = sha256(endpoint.key, '\n', JSON.stringify(parsed.data));
  return { body: JSON.stringify(data), contentType: 'application/json', data, fingerprint };
}
