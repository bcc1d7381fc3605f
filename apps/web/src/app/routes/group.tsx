import { useParams } from 'react-router';
import { GroupPage } from '@/features/groups/components/group-page';
import NotFoundRoute from './not-found';

export default function GroupRoute() {
  const groupId = Number(useParams().groupId);
  if (!Number.isInteger(groupId) || groupId <= 0) return <NotFoundRoute />;
  return <GroupPage key={groupId} groupId={groupId} />;
}
