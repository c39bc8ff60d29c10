import { ConnectPrompt } from '@/components/ui/connect-prompt';

/** The activity page for a visitor who is not connected (or whose connection ended). */
export function ActivityConnect({ reconnect }: { reconnect: boolean }) {
  return (
    <ConnectPrompt
      id="activity-connect-title"
      title={reconnect ? 'Connect again to see your activity' : 'Connect to see your activity'}
      description="Your activity lists the writes you sent from this dashboard and what became of each. It is kept for your connected account only."
      returnTo="/activity"
      reconnect={reconnect}
    />
  );
}
