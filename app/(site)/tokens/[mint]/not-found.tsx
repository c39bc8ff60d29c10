import { TokenNotFound } from '@/components/governance/lazy-token-not-found';

export default function NotFound() {
  return <TokenNotFound />;
}
