import { NotFoundView } from '@/components/ui/not-found-view';

export default function NotFound() {
  return (
    <NotFoundView
      title="This page does not exist"
      body="The address may be mistyped, or the page was moved."
      links={[{ href: '/', label: 'Back to the start' }]}
    />
  );
}
