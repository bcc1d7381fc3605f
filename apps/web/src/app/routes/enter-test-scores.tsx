import { EnterScoresPage } from '@/features/test-tools/components/enter-scores-page';

export default function EnterTestScoresRoute() {
  return <EnterScoresPage />;
}
