import { ConnectPrompt } from '@/components/ui/connect-prompt';

/** The inbox for a visitor who is not connected (or whose connection ended). */
export function InboxConnect({ reconnect }: { reconnect: boolean }) {
  return (
    <ConnectPrompt
      id="inbox-connect-title"
      title={reconnect ? 'Connect again to see your inbox' : 'Connect to see your inbox'}
      description="Your inbox tells you of new proposals on the tokens you follow, votes ending before you voted, decisions on proposals you voted on or made, tokens and bonds you can take back, and writes whose outcome became known."
      returnTo="/inbox"
      reconnect={reconnect}
    />
  );
}
