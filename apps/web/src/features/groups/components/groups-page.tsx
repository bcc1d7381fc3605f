import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GROUPS_PER_USER_MAX } from '@takeline/contract';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { useMyGroups } from '../api/groups';
import { CreateGroupForm } from './create-group-form';
import { DemoGroups } from './demo-groups';

/** docs/screens.md#groups: the groups you are in, and a form to start one. */
export function GroupsPage() {
  const groups = useMyGroups();
  return (
    <Stack spacing={3}>
      <PageHeading
        title="My Groups"
        subtitle="Play with friends: your own standings, picks and crowd."
        homeLabel="Back To Home"
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
          Your groups
        </Typography>
        {groups.isPending ? (
          <Skeleton variant="rounded" height={48} aria-label="Loading groups" />
        ) : (groups.data ?? []).length === 0 ? (
          <Typography color="text.secondary">
            You are not in a group yet. Create one below, or open an invite link from a friend.
          </Typography>
        ) : (
          <List aria-label="Your groups" disablePadding>
            {(groups.data ?? []).map((group) => (
              <ListItem key={group.id} divider disableGutters sx={{ display: 'block' }}>
                <Link component={RouterLink} to={paths.group(group.id)} sx={{ fontWeight: 600 }}>
                  {group.name}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {group.member_count} {group.member_count === 1 ? 'member' : 'members'}
                  {group.is_owner ? ' · you own it' : ` · owner ${group.owner_username}`}
                </Typography>
              </ListItem>
            ))}
          </List>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          You can be in up to {GROUPS_PER_USER_MAX} groups.
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
          Create a group
        </Typography>
        <CreateGroupForm />
      </Paper>
      <DemoGroups />
    </Stack>
  );
}
