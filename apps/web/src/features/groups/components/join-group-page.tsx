import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useInvite, useJoinGroup } from '../api/groups';

/** docs/screens.md#join-a-group: where an invite link lands (signed in). */
export function JoinGroupPage({ code }: { code: string }) {
  const invite = useInvite(code);
  const join = useJoinGroup();
  const navigate = useNavigate();

  if (invite.isPending) return <PageLoading />;
  if (invite.isError) {
    return (
      <Stack spacing={3}>
        <PageHeading title="Join a group" homeLabel="Back To Home" />
        <Alert severity="error">
          {errorMessage(invite.error, 'This invite link is not valid.')}
        </Alert>
      </Stack>
    );
  }
  const group = invite.data;
  return (
    <Stack spacing={3}>
      <PageHeading title="Join a group" homeLabel="Back To Home" />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={1.5}>
          <Typography variant="h2" sx={{ fontSize: '1.3rem' }}>
            {group.name}
          </Typography>
          {group.description && <Typography>{group.description}</Typography>}
          <Typography color="text.secondary">
            {group.member_count} {group.member_count === 1 ? 'member' : 'members'} · owner{' '}
            {group.owner_username}
          </Typography>
          {join.isError && (
            <Alert severity="error">{errorMessage(join.error, 'Could not join the group.')}</Alert>
          )}
          {group.joined_at ? (
            <Button
              component={RouterLink}
              to={paths.group(group.id)}
              variant="contained"
              sx={{ alignSelf: 'flex-start' }}
            >
              You are a member: open the group
            </Button>
          ) : (
            <Button
              variant="contained"
              sx={{ alignSelf: 'flex-start' }}
              disabled={join.isPending}
              onClick={() =>
                join.mutate(code, { onSuccess: (joined) => navigate(paths.group(joined.id)) })
              }
            >
              {join.isPending ? 'Joining...' : `Join ${group.name}`}
            </Button>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
