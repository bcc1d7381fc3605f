import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useDemoGroups } from '../api/groups';

/**
 * docs/screens.md#groups: the demo community's groups, so a newcomer sees groups at work before
 * inviting friends. Each opens its join page (or the group, once joined); nothing shows when the
 * demo is off.
 */
export function DemoGroups() {
  const demo = useDemoGroups();
  const groups = demo.data ?? [];
  if (groups.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        Demo groups
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Groups of the demo's simulated players. Open one and join it to see how you stand.
      </Typography>
      <List aria-label="Demo groups" disablePadding>
        {groups.map((group) => (
          <ListItem key={group.id} divider disableGutters sx={{ display: 'block' }}>
            <Link
              component={RouterLink}
              to={group.joined_at ? paths.group(group.id) : paths.joinGroup(group.invite_code)}
              sx={{ fontWeight: 600 }}
            >
              {group.name}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {group.member_count} {group.member_count === 1 ? 'member' : 'members'}
              {group.joined_at ? ' · you are a member' : ` · owner ${group.owner_username}`}
            </Typography>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
