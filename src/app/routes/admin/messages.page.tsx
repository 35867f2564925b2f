import { usePageMeta } from '../../../components/usePageMeta';
import { MessagesPage } from '../../../features/admin/messages/components/MessagesPage';

export function Component() {
  usePageMeta({
    title: 'Messages — Admin',
    description: 'Read and answer customer conversations and order messages.',
  });
  return <MessagesPage />;
}
