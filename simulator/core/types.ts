import type { Address, KeyPairSigner } from '@solana/kit';
import type { EndpointKey, Scope, Tier } from '@/lib/partner';

/** A person of the seed world; the simulator holds their delegated keypair, as the real service does. */
export interface SimUser {
  id: string;
  username: string;
  signer: KeyPairSigner;
  wallet: Address;
  tradingEnabled: boolean;
}

/** A partner app registered with the service. */
export interface SimClient {
  clientId: string;
  apiKey: string;
  name: string;
  tier: Tier;
  /** A live client rejects plain-http redirect URIs. */
  live: boolean;
  suspended: boolean;
  redirectUris: string[];
  allowedScopes: Scope[];
  feeWallet: Address | null;
  /** Volume caps on buys' `maxSolIn`, lamports; absent means uncapped. */
  caps: { maxTradeLamports?: bigint; dailyVolumeCapLamports?: bigint };
}

/** Token metadata as it stands; governance changes it. `image` is the pinned image URI. */
export interface TokenMetadata {
  name: string;
  symbol: string;
  uri: string;
  image: string;
  description: string;
  website: string;
  twitter: string;
  telegram: string;
}

/** A token of the seed world. Governance and venue state live in their own modules, keyed by mint. */
export interface SimToken {
  mint: Address;
  creator: Address;
  totalSupply: bigint;
  metadata: TokenMetadata;
  /** One line for people browsing the seed: what this token shows. */
  note: string;
}

/** Who is calling a `/partner/v1/` endpoint, resolved from the access token. */
export interface Caller {
  client: SimClient;
  user: SimUser;
  scopes: readonly Scope[];
  accessToken: string;
}

/** An uploaded file part of a multipart request, read fully into memory (bounded by the limits). */
export interface UploadedFile {
  field: string;
  filename: string;
  claimedType: string;
  bytes: Uint8Array;
}

export interface HandlerInput<Body = unknown> {
  caller: Caller;
  params: Record<string, string>;
  query: URLSearchParams;
  /** The body after the endpoint's request schema (multipart: the text fields). */
  body: Body;
  files: UploadedFile[];
  /** The caller's IP, for logs. */
  ip: string;
}

/** Answers one endpoint with the JSON body of a 200, or throws an `ApiError`. */
export type Handler = (input: HandlerInput) => Promise<unknown>;

export type HandlerMap = Partial<Record<EndpointKey, Handler>>;
