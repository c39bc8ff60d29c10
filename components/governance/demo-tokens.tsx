import { Badge } from '@/components/ui/badge';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { TokenLinks } from './token-links';

export interface DemoTokenItem {
  mint: string;
  name: string;
  symbol: string;
  hasGovernance: boolean;
  note: string;
}

/** The simulator's demo tokens, each with one line on what it shows. */
export function DemoTokens({ tokens }: { tokens: DemoTokenItem[] }) {
  return (
    <Card aria-labelledby="demo-title" className="grid content-start gap-3">
      <div className="grid gap-1">
        <CardTitle id="demo-title">Demo tokens</CardTitle>
        <CardDescription>
          This dashboard runs against the built-in simulator of the service. Each token shows one situation:
          the tokens with governance what can still change, those without it how a trade can go.
        </CardDescription>
      </div>
      <TokenLinks
        tokens={tokens}
        linkClassName="grid gap-0.5 rounded-lg px-2 py-2 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
      >
        {(token) => (
          <>
            <span className="flex flex-wrap items-center gap-2">
              <Badge tone="info">{token.symbol}</Badge>
              <span className="font-medium">{token.name}</span>
              {token.hasGovernance ? null : <Badge>No governance</Badge>}
            </span>
            <span className="text-sm text-muted-foreground">{token.note}</span>
          </>
        )}
      </TokenLinks>
    </Card>
  );
}
