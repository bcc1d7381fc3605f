import { PageTitle } from '@/components/page-title';
import { GroupsPage } from '@/features/groups/components/groups-page';

export default function GroupsRoute() {
  return (
    <>
      <PageTitle title="My Groups" />
      <GroupsPage />
    </>
  );
}
