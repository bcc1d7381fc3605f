import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/page-heading';
import { PageLoading } from '@/components/page-loading';
import { PageTitle } from '@/components/page-title';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { useGroup } from '../api/groups';
import { GroupCrowd, GroupPicks } from './group-activity';
import { GroupMembers, InviteLink } from './group-members';
import { GroupStandings } from './group-standings';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-label={title}>
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** docs/screens.md#group-page: standings, the crowd, recent picks and members. */
export function GroupPage({ groupId }: { groupId: number }) {
  const { userId } = useAuth();
  const group = useGroup(groupId);
  if (group.isPending) return <PageLoading />;
  if (group.isError) {
    return (
      <Stack spacing={3}>
        <PageTitle title="Group" />
        <PageHeading title="Group" homeLabel="Back To Home" />
        <Alert severity="error">{errorMessage(group.error, 'Group not found.')}</Alert>
      </Stack>
    );
  }
  const data = group.data;
  return (
    <Stack spacing={3}>
      <PageTitle title={data.name} />
      <PageHeading
        title={data.name}
        subtitle={
          <>
            {data.description ? `${data.description} · ` : ''}
            {data.member_count} {data.member_count === 1 ? 'member' : 'members'} · owner{' '}
            {data.owner_username}
          </>
        }
        homeLabel="Back To Home"
      />
      <Section title="Standings">
        <GroupStandings groupId={groupId} currentUserId={userId} />
      </Section>
      <Section title="Crowd on upcoming games">
        <GroupCrowd groupId={groupId} />
      </Section>
      <Section title="Recent settled picks">
        <GroupPicks groupId={groupId} />
      </Section>
      {data.is_owner && (
        <Section title="Invite friends">
          <InviteLink group={data} />
        </Section>
      )}
      <Section title="Members">
        <GroupMembers group={data} currentUserId={userId} />
      </Section>
    </Stack>
  );
}
