export function SiteFooter() {
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-1 px-4 py-6 text-xs text-muted-foreground sm:flex-row sm:justify-between sm:px-6">
        <p>Every write is signed by your delegated wallet and confirmed on the Solana network.</p>
        <p>Amounts are exact: SOL to the lamport, tokens to the base unit.</p>
        <p>
          <a href="/partners" className="underline hover:text-foreground">
            Embed the trade widget
          </a>
        </p>
      </div>
    </footer>
  );
}
