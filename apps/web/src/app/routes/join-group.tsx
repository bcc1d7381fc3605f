import { useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { JoinGroupPage } from '@/features/groups/components/join-group-page';

export default function JoinGroupRoute() {
  const { code = '' } = useParams();
  return (
    <>
      <PageTitle title="Join a group" />
      <JoinGroupPage key={code} code={code} />
    </>
  );
}
