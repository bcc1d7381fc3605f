import { PageTitle } from '@/components/page-title';
import { EnterScoresPage } from '@/features/test-tools/components/enter-scores-page';

export default function EnterTestScoresRoute() {
  return (
    <>
      <PageTitle title="Enter Test Scores" />
      <EnterScoresPage />
    </>
  );
}
