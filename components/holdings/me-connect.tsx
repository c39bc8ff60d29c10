import { ConnectPrompt } from '@/components/ui/connect-prompt';

/** My governance for a visitor who is not connected (or whose connection ended). */
export function MeConnect({ reconnect }: { reconnect: boolean }) {
  return (
    <ConnectPrompt
      id="me-connect-title"
      title={reconnect ? 'Connect again to see your governance' : 'Connect to see your governance'}
      description="My governance lists every token your wallet holds, every token you wrote to here and every token you follow, with your open votes, locked tokens and deadlines, most urgent first."
      returnTo="/me"
      reconnect={reconnect}
    />
  );
}
