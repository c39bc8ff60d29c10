import 'server-only';
import { PublicKey } from '@solana/web3.js';
import { withRpc, type ChainConnections } from './connection';
import { METADATA_PROGRAM_ID } from './metadata-layout';

// What the chain says about a mint address: whether it is a token mint at all (an account owned by the
// SPL Token or Token-2022 program), and where its canonical Metaplex metadata account lives.

const TOKEN_PROGRAMS = new Set([
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
]);
const METADATA_PROGRAM = new PublicKey(METADATA_PROGRAM_ID);

/** Whether `mint` (a valid base58 address) is a token mint on the chain. */
export async function isTokenMint(chain: ChainConnections, mint: string): Promise<boolean> {
  const info = await withRpc('getAccountInfo', () =>
    chain.connection().getAccountInfo(new PublicKey(mint), 'confirmed'),
  );
  return info !== null && TOKEN_PROGRAMS.has(info.owner.toBase58());
}

/** The program address of ["metadata", program, mint]: where a token's metadata account normally is. */
export function metadataAddressOf(mint: string): string {
  const [address] = PublicKey.findProgramAddressSync(
    [Buffer.from('metadata'), METADATA_PROGRAM.toBuffer(), new PublicKey(mint).toBuffer()],
    METADATA_PROGRAM,
  );
  return address.toBase58();
}
