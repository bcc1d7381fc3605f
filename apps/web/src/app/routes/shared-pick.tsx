import { useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { SharedPickPage } from '@/features/share/components/shared-pick-page';

export default function SharedPickRoute() {
  const { pickId = '' } = useParams();
  return (
    <>
      <PageTitle title="Shared Pick" />
      <SharedPickPage key={pickId} pickId={pickId} />
    </>
  );
}
