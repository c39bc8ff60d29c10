import { createHash } from 'node:crypto';
import { createKeyPairSignerFromPrivateKeyBytes, type KeyPairSigner } from '@solana/kit';

/** The 32-byte ed25519 seed for a label: sha256 of its UTF-8 bytes. */
export function seedBytes(label: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(label, 'utf8').digest());
}

/**
 * A deterministic keypair: the same label gives the same address on every start.
 * Labels are namespaced by convention (`user:alice`, `mint:DOGE`, `vault:<proposal>`).
 */
export function keypairFromSeed(label: string): Promise<KeyPairSigner> {
  return createKeyPairSignerFromPrivateKeyBytes(seedBytes(label));
}

/** A cache of deterministic keypairs, so each label is derived once per process. */
export class KeyRing {
  readonly #signers = new Map<string, Promise<KeyPairSigner>>();

  get(label: string): Promise<KeyPairSigner> {
    let signer = this.#signers.get(label);
    if (!signer) {
      signer = keypairFromSeed(label);
      this.#signers.set(label, signer);
    }
    return signer;
  }
}
