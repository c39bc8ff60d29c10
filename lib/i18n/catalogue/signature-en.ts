// The transaction signature's words in English: the English catalogue's, and the words the signature shows
// on pages that load no catalogue (components/write/signature.tsx).
export const signatureEn = {
  'signature.label': 'Transaction',
  'signature.copy': 'Copy',
  'signature.copied': 'Copied',
  'signature.copyLabel': 'Copy the transaction signature',
  'signature.copiedStatus': 'Signature copied',
} as const;
