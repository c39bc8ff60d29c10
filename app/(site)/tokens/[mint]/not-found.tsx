import { TokenNotFound } from '@/components/governance/boundaries';

export default function NotFound() {
  return <TokenNotFound />;
}
