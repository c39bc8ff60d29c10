import { TokenNotFound } from '@/components/governance/token-not-found';

export default function NotFound() {
  return <TokenNotFound />;
}
